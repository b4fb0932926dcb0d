/** Sky, sun or moon, clouds, hills and ground: the layers behind every scene. */
import type { DrawContext } from './context.js';
import { darken, lighten, mix, n, smoothThrough, type Point } from './svg-kit.js';

export interface Frame {
  W: number;
  H: number;
  /** Horizon line. */
  hy: number;
  /** Size unit: 1 for a square 1000×1000 picture. */
  k: number;
}

export function cloud(x: number, y: number, s: number, color: string, shade: string): string {
  const puffs: [number, number, number][] = [
    [-60, 0, 34],
    [-22, -24, 44],
    [28, -18, 40],
    [62, 2, 30],
  ];
  let out = `<rect x="${n(x - 92 * s)}" y="${n(y - 4 * s)}" width="${n(184 * s)}" height="${n(34 * s)}" rx="${n(17 * s)}" fill="${shade}"/>`;
  out += puffs
    .map(([dx, dy, r]) => `<circle cx="${n(x + dx * s)}" cy="${n(y + dy * s)}" r="${n(r * s)}" fill="${color}"/>`)
    .join('');
  out += `<rect x="${n(x - 92 * s)}" y="${n(y - 8 * s)}" width="${n(184 * s)}" height="${n(30 * s)}" rx="${n(15 * s)}" fill="${color}"/>`;
  return out;
}

function ridge(ctx: DrawContext, f: Frame, baseY: number, amplitude: number, bumps: number): string {
  const { rng } = ctx;
  const pts: Point[] = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i <= bumps; i += 1) {
    const x = -60 + ((f.W + 120) * i) / bumps;
    const y = baseY - amplitude * (0.5 + 0.5 * Math.sin(phase + i * rng.range(1.6, 2.4))) + rng.jitter(0, amplitude * 0.15);
    pts.push([x, y]);
  }
  return `M${n(pts[0]![0])} ${n(pts[0]![1])}${smoothThrough(pts)}L${n(f.W + 60)} ${n(f.hy + 40)}L-60 ${n(f.hy + 40)}Z`;
}

/** Sample the top edge of a ridge path at x (approximately, via the control points). */
function distantTrees(ctx: DrawContext, f: Frame, y: number, color: string, count: number): string {
  const { rng } = ctx;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0, f.W);
    const h = rng.range(22, 40) * f.k;
    const w = h * 0.38;
    const by = y + rng.jitter(0, 4 * f.k);
    if (rng.chance(0.6)) {
      out += `<path d="M${n(x)} ${n(by - h)}L${n(x + w)} ${n(by)}L${n(x - w)} ${n(by)}Z" fill="${color}"/>`;
    } else {
      out += `<circle cx="${n(x)}" cy="${n(by - h * 0.45)}" r="${n(w * 1.2)}" fill="${color}"/>`;
    }
  }
  return out;
}

export interface BackdropOptions {
  bigSun?: boolean;
  rain?: boolean;
}

export function backdrop(ctx: DrawContext, f: Frame, opts: BackdropOptions = {}): string {
  const { p, rng, defs } = ctx;
  const { W, H, hy, k } = f;
  let out = `<rect width="${n(W)}" height="${n(H)}" fill="${defs.linearAbs(
    [
      [0, p.skyTop],
      [1, p.skyBottom],
    ],
    0,
    0,
    0,
    hy,
  )}"/>`;

  // Stars at night.
  if (p.mood === 'night') {
    for (let i = 0; i < 70; i += 1) {
      out += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, hy * 0.75))}" r="${n(rng.range(0.8, 2.4) * k)}" fill="#ffffff" fill-opacity="${Math.round(rng.range(0.35, 0.95) * 100) / 100}"/>`;
    }
  }

  // Sun, or moon at night; low and large at dusk; hidden by rain.
  const side = rng.chance(0.5) ? 1 : -1;
  const sx = W / 2 + side * W * rng.range(0.22, 0.34);
  if (!opts.rain) {
    const r = (opts.bigSun ? 74 : 56) * k;
    const sy = p.mood === 'dusk' ? hy - 70 * k : hy * rng.range(0.26, 0.36);
    const halo = defs.radial([
      [0, p.halo, 0.7],
      [0.45, p.halo, 0.25],
      [1, p.halo, 0],
    ]);
    out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r * 3.2)}" fill="${halo}"/>`;
    if (p.mood === 'night') {
      const maskId = defs.raw(
        (id) =>
          `<mask id="${id}"><rect width="${n(W)}" height="${n(H)}" fill="#fff"/><circle cx="${n(sx + r * 0.45)}" cy="${n(sy - r * 0.25)}" r="${n(r * 0.85)}" fill="#000"/></mask>`,
      );
      out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r * 0.85)}" fill="${p.sun}" mask="url(#${maskId})"/>`;
    } else {
      out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r * 1.25)}" fill="${p.sun}" fill-opacity="0.3"/>`;
      out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r)}" fill="${p.sun}"/>`;
    }
  }

  // Clouds.
  const clouds = opts.rain ? 6 : p.mood === 'night' ? 2 : rng.int(2, 3);
  const cloudColor = opts.rain ? mix(p.cloud, p.skyTop, 0.25) : p.cloud;
  for (let i = 0; i < clouds; i += 1) {
    let cx = ((i + rng.range(0.2, 0.8)) / clouds) * W;
    // Keep the sun visible.
    if (!opts.rain && Math.abs(cx - sx) < 190 * k) cx = sx + (cx < sx ? -1 : 1) * 200 * k;
    const cy = hy * (opts.rain ? rng.range(0.1, 0.35) : rng.range(0.12, 0.42));
    const s = k * (opts.rain ? rng.range(1.1, 1.6) : rng.range(0.6, 1));
    out += cloud(cx, cy, s, cloudColor, darken(cloudColor, opts.rain ? 0.18 : 0.06));
  }

  // Hills, far to near, with a line of distant trees.
  const [far, mid, near] = p.hills;
  out += `<path d="${ridge(ctx, f, hy - 55 * k, 95 * k, 4)}" fill="${far}"/>`;
  out += distantTrees(ctx, f, hy - 30 * k, mix(far, mid, 0.7), 10);
  out += `<path d="${ridge(ctx, f, hy - 15 * k, 70 * k, 5)}" fill="${mid}"/>`;
  out += distantTrees(ctx, f, hy - 2 * k, mix(mid, near, 0.9), 16);
  out += `<path d="${ridge(ctx, f, hy + 12 * k, 36 * k, 6)}" fill="${near}"/>`;

  // Ground.
  out += `<rect y="${n(hy + 4 * k)}" width="${n(W)}" height="${n(H - hy)}" fill="${defs.linearAbs(
    [
      [0, p.groundTop],
      [1, p.groundBottom],
    ],
    0,
    hy,
    0,
    H,
  )}"/>`;
  out += `<path d="M0 ${n(hy + 14 * k)}Q${n(W * 0.3)} ${n(hy - 2 * k)} ${n(W * 0.6)} ${n(hy + 8 * k)}T${n(W)} ${n(hy + 6 * k)}V${n(hy + 30 * k)}H0Z" fill="${p.groundTop}"/>`;
  return out;
}

/** Mowing stripes converging towards the horizon. */
export function lawnStripes(ctx: DrawContext, f: Frame): string {
  const { p } = ctx;
  const { W, H, hy } = f;
  const vx = W / 2;
  const vy = hy - (H - hy) * 0.9;
  const top = hy + 18 * f.k;
  const stripes = 9;
  let out = '';
  for (let i = -stripes; i < stripes; i += 2) {
    const a = vx + (i / stripes) * W * 1.6;
    const b = vx + ((i + 1) / stripes) * W * 1.6;
    const atTop = (x: number) => vx + (x - vx) * ((top - vy) / (H - vy));
    out += `<path d="M${n(atTop(a))} ${n(top)}L${n(atTop(b))} ${n(top)}L${n(b)} ${n(H)}L${n(a)} ${n(H)}Z" fill="${p.grass[0]}" fill-opacity="0.38"/>`;
  }
  return out;
}

/**
 * Pavers in perspective over the trapezoid (back y, front y = bottom): rows
 * closer together near the back, running bond joints.
 */
export function pavers(
  ctx: DrawContext,
  f: Frame,
  yBack: number,
  backL: number,
  backR: number,
  frontL: number,
  frontR: number,
): string {
  const { p, rng } = ctx;
  const yFront = f.H + 4;
  const [shade, base, light] = p.stone;
  const warm = mix(base, '#d9b48c', 0.35);
  const tones = [base, warm, light, mix(base, shade, 0.4), mix(warm, light, 0.5)];
  const rows = 9;
  const zb = 3.2;
  const zf = 1;
  const yAt = (d: number) => {
    const z = zb - d * (zb - zf);
    return yBack + (yFront - yBack) * ((1 / z - 1 / zb) / (1 / zf - 1 / zb));
  };
  const edge = (y: number, left: boolean) => {
    const t = (y - yBack) / (yFront - yBack);
    return left ? backL + (frontL - backL) * t : backR + (frontR - backR) * t;
  };
  let out = `<path d="M${n(backL)} ${n(yBack)}L${n(backR)} ${n(yBack)}L${n(frontR)} ${n(yFront)}L${n(frontL)} ${n(yFront)}Z" fill="${darken(shade, 0.15)}"/>`;
  const cols = 7;
  for (let r = 0; r < rows; r += 1) {
    const y0 = yAt(r / rows);
    const y1 = yAt((r + 1) / rows);
    const gap = (y1 - y0) * 0.09;
    const offset = r % 2 ? 0.5 : 0;
    for (let c = -1; c < cols; c += 1) {
      const a = Math.max(0, (c + offset) / cols);
      const b = Math.min(1, (c + 1 + offset) / cols);
      if (b <= a) continue;
      const x = (y: number, u: number) => edge(y, true) + (edge(y, false) - edge(y, true)) * u;
      const gx0 = (x(y0, 1) - x(y0, 0)) * 0.006;
      const gx1 = (x(y1, 1) - x(y1, 0)) * 0.006;
      const quad: Point[] = [
        [x(y0 + gap, a) + gx0, y0 + gap],
        [x(y0 + gap, b) - gx0, y0 + gap],
        [x(y1 - gap, b) - gx1, y1 - gap],
        [x(y1 - gap, a) + gx1, y1 - gap],
      ];
      const tone = rng.pick(tones);
      out += `<path d="M${quad.map(([qx, qy]) => `${n(qx)} ${n(qy)}`).join('L')}Z" fill="${tone}"/>`;
      // A lit top edge gives each paver some thickness.
      out += `<path d="M${n(quad[0]![0])} ${n(quad[0]![1])}L${n(quad[1]![0])} ${n(quad[1]![1])}" stroke="${lighten(tone, 0.3)}" stroke-width="${n(Math.max(1, (y1 - y0) * 0.06))}"/>`;
    }
  }
  return out;
}

export interface PathShape {
  svg: string;
  /** Left and right edge points from the bottom of the picture to the far end. */
  left: Point[];
  right: Point[];
}

/** A winding path from the bottom of the picture to (endX, endY). */
export function windingPath(ctx: DrawContext, f: Frame, endX: number, endY: number, opts: { cleared?: boolean } = {}): PathShape {
  const { p, rng } = ctx;
  const startX = f.W / 2 + rng.jitter(0, f.W * 0.08);
  const sway = (rng.chance(0.5) ? 1 : -1) * f.W * rng.range(0.1, 0.17);
  const w0 = 150 * f.k;
  const w1 = 26 * f.k;
  const steps = 24;
  const left: Point[] = [];
  const right: Point[] = [];
  const centre: Point[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const u = i / steps;
    const y = f.H + 10 - (f.H + 10 - endY) * (1 - (1 - u) ** 1.7);
    const x = startX + (endX - startX) * u + sway * Math.sin(u * Math.PI) * (1 - u * 0.5);
    const w = w0 + (w1 - w0) * (1 - (1 - u) ** 1.7);
    centre.push([x, y]);
    left.push([x - w, y]);
    right.push([x + w, y]);
  }
  const paving = opts.cleared ? mix(p.stone[1], '#9fb1c2', 0.4) : mix(p.stone[2], '#e8d5b5', 0.4);
  const border = opts.cleared ? p.snow : darken(p.stone[1], 0.1);
  const outline = `M${n(left[0]![0])} ${n(left[0]![1])}${smoothThrough(left)}L${n(right[steps]![0])} ${n(right[steps]![1])}${smoothThrough([...right].reverse())}Z`;
  let svg = `<path d="${outline}" fill="${paving}" stroke="${border}" stroke-width="${n(10 * f.k)}" stroke-linejoin="round"/>`;
  // Joints across the path, spaced evenly in depth.
  for (let i = 1; i < steps; i += 2) {
    const [lx, ly] = left[i]!;
    const [rx, ry] = right[i]!;
    svg += `<path d="M${n(lx)} ${n(ly)}L${n(rx)} ${n(ry)}" stroke="${darken(paving, 0.15)}" stroke-width="${n(Math.max(1, 3 * f.k * (1 - i / steps)))}"/>`;
  }
  if (!opts.cleared) {
    for (let i = 2; i < steps; i += 4) {
      const [cx, cy] = centre[i]!;
      svg += `<path d="M${n(cx)} ${n(cy)}L${n(centre[i + 1]![0])} ${n(centre[i + 1]![1])}" stroke="${darken(paving, 0.12)}" stroke-width="${n(Math.max(1, 2.5 * f.k * (1 - i / steps)))}"/>`;
    }
  }
  return { svg, left, right };
}

/** Lumpy snow banks along a path edge. */
export function snowBank(ctx: DrawContext, edge: readonly Point[], outward: number, k: number): string {
  const { p, rng } = ctx;
  let shade = '';
  let body = '';
  for (let i = 0; i < edge.length - 1; i += 1) {
    const [x, y] = edge[i]!;
    const t = 1 - i / edge.length;
    const r = (18 + 34 * t) * k * rng.range(0.8, 1.2);
    const cx = x + outward * r * 0.6;
    shade += `<circle cx="${n(cx)}" cy="${n(y + r * 0.25)}" r="${n(r)}" fill="${darken(p.snow, 0.12)}"/>`;
    body += `<circle cx="${n(cx - outward * r * 0.1)}" cy="${n(y)}" r="${n(r * 0.92)}" fill="${p.snow}"/>`;
  }
  return shade + body;
}

export function snowfall(ctx: DrawContext, f: Frame, count: number): string {
  const { rng } = ctx;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${n(rng.range(0, f.W))}" cy="${n(rng.range(0, f.H))}" r="${n(rng.range(1.8, 5) * f.k)}" fill="#ffffff" fill-opacity="${Math.round(rng.range(0.6, 0.95) * 100) / 100}"/>`;
  }
  return out;
}

export function rainfall(ctx: DrawContext, f: Frame, count: number): string {
  const { rng } = ctx;
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(-50, f.W);
    const y = rng.range(0, f.H);
    const len = rng.range(18, 32) * f.k;
    d += `M${n(x)} ${n(y)}l${n(len * 0.25)} ${n(len)}`;
  }
  return `<path d="${d}" stroke="#eef4fa" stroke-opacity="0.55" stroke-width="${n(2 * f.k)}" stroke-linecap="round"/>`;
}
