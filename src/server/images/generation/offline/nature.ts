/**
 * Natural elements: trees, shrubs, flowers, rocks, leaves, grass. Every
 * function draws at a ground contact point (x, y) with a scale s (1 = the
 * element's reference size in a 1000-unit-wide picture) and returns SVG.
 */
import type { DrawContext } from './context.js';
import { darken, lighten, mix, n, polygon, smoothThrough, type Point } from './svg-kit.js';

export function groundShadow(ctx: DrawContext, x: number, y: number, rx: number, ry: number, strength = 1): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${ctx.p.shadow}" fill-opacity="${Math.round(ctx.p.shadowOpacity * strength * 100) / 100}"/>`;
}

type Blob = [dx: number, dy: number, r: number];

/** A leafy mass drawn in three tones: shade rim, body and sunlit highlights (light from the upper left). */
function foliageMass(
  ctx: DrawContext,
  cx: number,
  cy: number,
  s: number,
  blobs: Blob[],
  tones: readonly [string, string, string],
  dots?: string,
): string {
  const { rng } = ctx;
  const [shade, base, light] = tones;
  const circle = (dx: number, dy: number, r: number, fill: string, extra = '') =>
    `<circle cx="${n(cx + dx * s)}" cy="${n(cy + dy * s)}" r="${n(r * s)}" fill="${fill}"${extra}/>`;
  let out = blobs.map(([dx, dy, r]) => circle(dx, dy, r, shade)).join('');
  out += blobs.map(([dx, dy, r]) => circle(dx - r * 0.1, dy - r * 0.12, r * 0.9, base)).join('');
  // Sunlit side: the canopy intersected with a large disc offset towards the light,
  // so the lit edge follows the bumpy outline and the boundary is one smooth curve.
  const clip = ctx.defs.raw(
    (id) =>
      `<clipPath id="${id}">${blobs.map(([dx, dy, r]) => circle(dx - r * 0.1, dy - r * 0.12, r * 0.9, '#000')).join('')}</clipPath>`,
  );
  let reach = 0;
  for (const [dx, dy, r] of blobs) reach = Math.max(reach, Math.hypot(dx, dy) + r);
  out += `<g clip-path="url(#${clip})"><circle cx="${n(cx - reach * 0.5 * s)}" cy="${n(cy - reach * 0.62 * s)}" r="${n(reach * 0.92 * s)}" fill="${mix(base, light, 0.75)}"/></g>`;
  if (dots) {
    for (const [dx, dy, r] of blobs) {
      const count = Math.round(r / 14);
      for (let i = 0; i < count; i += 1) {
        const a = rng.range(0, Math.PI * 2);
        const d = rng.range(0.1, 0.8) * r;
        out += circle(dx + Math.cos(a) * d, dy + Math.sin(a) * d, rng.range(4, 7), dots);
      }
    }
  }
  return out;
}

export interface TreeOptions {
  tones?: readonly [string, string, string];
  blossom?: string;
  bare?: boolean;
  snow?: boolean;
}

/** A deciduous tree, about 420 units tall at s = 1. */
export function tree(ctx: DrawContext, x: number, y: number, s: number, opts: TreeOptions = {}): string {
  const { p, rng } = ctx;
  if (opts.bare) return bareTree(ctx, x, y, s, opts.snow ?? false);
  const trunkTop = y - 215 * s;
  const lean = rng.jitter(0, 10) * s;
  const trunk = polygon([
    [x - 17 * s, y],
    [x - 9 * s + lean, trunkTop],
    [x + 9 * s + lean, trunkTop],
    [x + 17 * s, y],
  ]);
  const branch = (dx: number, dy: number) =>
    `<path d="M${n(x + lean * 0.6)} ${n(y - 120 * s)}Q${n(x + dx * 0.4 * s)} ${n(y - 150 * s)} ${n(x + dx * s)} ${n(y + dy * s)}" stroke="${p.trunk}" stroke-width="${n(9 * s)}" stroke-linecap="round" fill="none"/>`;
  const cy = y - 285 * s;
  const blobs: Blob[] = [
    [0, 0, 118],
    [-92, 38, 82],
    [90, 34, 86],
    [-58, -66, 84],
    [60, -62, 88],
    [0, -112, 74],
    [-20, 60, 80],
    [40, 62, 70],
  ].map(([dx, dy, r]) => [rng.jitter(dx!, 10), rng.jitter(dy!, 10), rng.jitter(r!, 9)]);
  const shadow = groundShadow(ctx, x + 14 * s, y, 120 * s, 20 * s);
  const trunkShade = `<path d="${polygon([
    [x + 2 * s, y],
    [x + 1 * s + lean, trunkTop],
    [x + 9 * s + lean, trunkTop],
    [x + 17 * s, y],
  ])}" fill="${darken(p.trunk, 0.25)}"/>`;
  return (
    shadow +
    `<path d="${trunk}" fill="${p.trunk}"/>` +
    trunkShade +
    branch(-70, -205) +
    branch(75, -215) +
    foliageMass(ctx, x + lean, cy, s, blobs, opts.tones ?? p.foliage, opts.blossom)
  );
}

/** A leafless tree with forked branches (winter). */
export function bareTree(ctx: DrawContext, x: number, y: number, s: number, snow: boolean): string {
  const { p, rng } = ctx;
  const color = p.trunk;
  let out = groundShadow(ctx, x + 10 * s, y, 90 * s, 16 * s);
  const branchTo = (x0: number, y0: number, angle: number, len: number, width: number, depth: number): void => {
    const x1 = x0 + Math.cos(angle) * len;
    const y1 = y0 + Math.sin(angle) * len;
    const mx = (x0 + x1) / 2 + rng.jitter(0, len * 0.12);
    const my = (y0 + y1) / 2 + rng.jitter(0, len * 0.12);
    out += `<path d="M${n(x0)} ${n(y0)}Q${n(mx)} ${n(my)} ${n(x1)} ${n(y1)}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" fill="none"/>`;
    if (snow && width > 3 * s && Math.sin(angle) < -0.2) {
      out += `<path d="M${n(x0)} ${n(y0 - width * 0.45)}Q${n(mx)} ${n(my - width * 0.5)} ${n(x1)} ${n(y1 - width * 0.45)}" stroke="${p.snow}" stroke-width="${n(width * 0.45)}" stroke-linecap="round" fill="none"/>`;
    }
    if (depth === 0) return;
    const kids = depth >= 4 ? 2 : rng.int(2, 3);
    for (let i = 0; i < kids; i += 1) {
      const spread = (i - (kids - 1) / 2) * rng.range(0.55, 0.8);
      branchTo(x1, y1, angle + spread + rng.jitter(0, 0.12), len * rng.range(0.7, 0.8), width * 0.66, depth - 1);
    }
  };
  branchTo(x, y, -Math.PI / 2 + rng.jitter(0, 0.05), 120 * s, 30 * s, 6);
  return out;
}

/** A conifer, about 380 units tall at s = 1. */
export function evergreen(ctx: DrawContext, x: number, y: number, s: number, snow = false): string {
  const { p, rng } = ctx;
  const [shade, base, light] = p.conifer;
  const height = rng.range(350, 410) * s;
  const width = rng.range(115, 140) * s;
  let out = groundShadow(ctx, x + 10 * s, y, width * 0.85, 16 * s);
  out += `<rect x="${n(x - 11 * s)}" y="${n(y - 50 * s)}" width="${n(22 * s)}" height="${n(52 * s)}" fill="${p.trunk}"/>`;
  const tiers = 4;
  for (let i = 0; i < tiers; i += 1) {
    const f = i / tiers; // 0 = bottom tier
    const bottom = y - 40 * s - f * height * 0.62;
    const top = bottom - height * (0.5 - f * 0.06);
    const w = width * (1 - f * 0.22);
    const droop = 16 * s;
    const d = `M${n(x)} ${n(top)}L${n(x + w)} ${n(bottom)}Q${n(x + w * 0.5)} ${n(bottom + droop * 0.2)} ${n(x)} ${n(bottom + droop)}Q${n(x - w * 0.5)} ${n(bottom + droop * 0.2)} ${n(x - w)} ${n(bottom)}Z`;
    out += `<path d="${d}" fill="${base}"/>`;
    out += `<path d="M${n(x)} ${n(top)}L${n(x + w)} ${n(bottom)}Q${n(x + w * 0.5)} ${n(bottom + droop * 0.2)} ${n(x)} ${n(bottom + droop)}Z" fill="${shade}"/>`;
    out += `<path d="M${n(x)} ${n(top)}L${n(x - w * 0.55)} ${n(bottom - (bottom - top) * 0.1)}L${n(x - w * 0.2)} ${n(bottom - (bottom - top) * 0.18)}Z" fill="${light}" fill-opacity="0.7"/>`;
    if (snow) {
      const sy = top + (bottom - top) * 0.4;
      const sw = w * 0.4;
      out += `<path d="M${n(x)} ${n(top)}L${n(x + sw)} ${n(sy)}Q${n(x + sw * 0.5)} ${n(sy + 12 * s)} ${n(x + sw * 0.2)} ${n(sy + 3 * s)}Q${n(x - sw * 0.3)} ${n(sy + 14 * s)} ${n(x - sw)} ${n(sy)}Z" fill="${p.snow}"/>`;
      out += `<path d="M${n(x + w * 0.55)} ${n(bottom - 4 * s)}Q${n(x + w * 0.8)} ${n(bottom - 12 * s)} ${n(x + w)} ${n(bottom)}Q${n(x + w * 0.75)} ${n(bottom + 3 * s)} ${n(x + w * 0.55)} ${n(bottom - 4 * s)}Z" fill="${p.snow}" fill-opacity="0.9"/>`;
    }
  }
  return out;
}

/** A rounded bush, about 170 wide and 120 tall at s = 1. */
export function shrub(
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  opts: { tones?: readonly [string, string, string]; dots?: string; snow?: boolean } = {},
): string {
  const { rng, p } = ctx;
  const blobs: Blob[] = [
    [-48, -42, 46],
    [48, -40, 48],
    [0, -62, 58],
    [-18, -30, 44],
    [24, -28, 44],
  ].map(([dx, dy, r]) => [rng.jitter(dx!, 6), rng.jitter(dy!, 6), rng.jitter(r!, 6)]);
  let out =
    groundShadow(ctx, x + 8 * s, y, 100 * s, 15 * s) +
    foliageMass(ctx, x, y, s, blobs, opts.tones ?? (p.mood === 'winter' ? p.conifer : p.foliage), opts.dots);
  if (opts.snow) {
    out += `<path d="M${n(x - 70 * s)} ${n(y - 70 * s)}Q${n(x - 40 * s)} ${n(y - 125 * s)} ${n(x)} ${n(y - 122 * s)}Q${n(x + 45 * s)} ${n(y - 125 * s)} ${n(x + 78 * s)} ${n(y - 70 * s)}Q${n(x + 40 * s)} ${n(y - 92 * s)} ${n(x)} ${n(y - 95 * s)}Q${n(x - 40 * s)} ${n(y - 92 * s)} ${n(x - 70 * s)} ${n(y - 70 * s)}Z" fill="${p.snow}"/>`;
  }
  return out;
}

/** A clipped hedge from x1 to x2, standing on y, `h` tall. */
export function hedge(ctx: DrawContext, x1: number, x2: number, y: number, h: number, snow = false): string {
  const { p, rng } = ctx;
  const [shade, base, light] = p.mood === 'winter' ? p.conifer : p.foliage;
  const r = h * 0.22;
  let out = groundShadow(ctx, (x1 + x2) / 2 + h * 0.1, y, (x2 - x1) * 0.55, h * 0.12);
  out += `<rect x="${n(x1)}" y="${n(y - h)}" width="${n(x2 - x1)}" height="${n(h)}" rx="${n(r)}" fill="${shade}"/>`;
  out += `<rect x="${n(x1)}" y="${n(y - h)}" width="${n(x2 - x1 - r * 0.5)}" height="${n(h * 0.78)}" rx="${n(r)}" fill="${base}"/>`;
  // Leafy texture along the top.
  const bumps = Math.max(3, Math.round((x2 - x1) / (h * 0.35)));
  for (let i = 0; i <= bumps; i += 1) {
    const bx = x1 + r + ((x2 - x1 - 2 * r) * i) / bumps;
    out += `<circle cx="${n(bx)}" cy="${n(y - h + r * 0.6)}" r="${n(rng.range(0.7, 1) * r)}" fill="${base}"/>`;
    out += `<circle cx="${n(bx - r * 0.25)}" cy="${n(y - h + r * 0.35)}" r="${n(r * 0.45)}" fill="${light}" fill-opacity="0.8"/>`;
  }
  if (snow)
    out += `<rect x="${n(x1 - 2)}" y="${n(y - h - r * 0.6)}" width="${n(x2 - x1 + 4)}" height="${n(r * 1.1)}" rx="${n(r * 0.55)}" fill="${p.snow}"/>`;
  return out;
}

function blossom(x: number, y: number, r: number, color: string, kind: number): string {
  const centre = mix(color, '#ffd23f', 0.6);
  if (kind === 0) {
    // Daisy: five round petals.
    let out = '';
    for (let i = 0; i < 5; i += 1) {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      out += `<circle cx="${n(x + Math.cos(a) * r * 0.62)}" cy="${n(y + Math.sin(a) * r * 0.62)}" r="${n(r * 0.5)}" fill="${color}"/>`;
    }
    return (
      out +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.38)}" fill="${color === '#ffffff' ? '#ffcc33' : darken(centre, 0.15)}"/>`
    );
  }
  if (kind === 1) {
    // Tulip cup.
    const d = `M${n(x - r * 0.8)} ${n(y - r * 0.7)}L${n(x - r * 0.35)} ${n(y - r * 0.25)}L${n(x)} ${n(y - r * 0.9)}L${n(x + r * 0.35)} ${n(y - r * 0.25)}L${n(x + r * 0.8)} ${n(y - r * 0.7)}Q${n(x + r * 0.85)} ${n(y + r * 0.75)} ${n(x)} ${n(y + r * 0.75)}Q${n(x - r * 0.85)} ${n(y + r * 0.75)} ${n(x - r * 0.8)} ${n(y - r * 0.7)}Z`;
    return `<path d="${d}" fill="${color}"/><path d="M${n(x)} ${n(y - r * 0.9)}L${n(x + r * 0.35)} ${n(y - r * 0.25)}L${n(x + r * 0.8)} ${n(y - r * 0.7)}Q${n(x + r * 0.85)} ${n(y + r * 0.75)} ${n(x)} ${n(y + r * 0.75)}Z" fill="${darken(color, 0.15)}"/>`;
  }
  // Cluster bloom (allium / hydrangea): small florets around a dome.
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="${darken(color, 0.12)}"/>`;
  for (let i = 0; i < 7; i += 1) {
    const a = (i / 7) * Math.PI * 2;
    out += `<circle cx="${n(x + Math.cos(a) * r * 0.6)}" cy="${n(y + Math.sin(a) * r * 0.6)}" r="${n(r * 0.36)}" fill="${color}"/>`;
  }
  return out + `<circle cx="${n(x - r * 0.1)}" cy="${n(y - r * 0.1)}" r="${n(r * 0.36)}" fill="${lighten(color, 0.3)}"/>`;
}

/** A clump of flowers with leaves, about 120 wide at s = 1. */
export function flowerClump(ctx: DrawContext, x: number, y: number, s: number, count = 7): string {
  const { p, rng } = ctx;
  const kind = rng.int(0, 2);
  const colors = [rng.pick(p.flowers), rng.pick(p.flowers)];
  const stem = darken(p.foliage[1], 0.1);
  let leaves = '';
  for (let i = 0; i < 5; i += 1) {
    const a = -Math.PI / 2 + (i - 2) * 0.5;
    const len = rng.range(40, 55) * s;
    const tipX = x + Math.cos(a) * len;
    const tipY = y + Math.sin(a) * len * 0.8;
    leaves += `<path d="M${n(x)} ${n(y)}Q${n((x + tipX) / 2 - 10 * s)} ${n((y + tipY) / 2)} ${n(tipX)} ${n(tipY)}Q${n((x + tipX) / 2 + 10 * s)} ${n((y + tipY) / 2 + 4 * s)} ${n(x)} ${n(y)}Z" fill="${i % 2 ? p.foliage[1] : p.foliage[0]}"/>`;
  }
  let stems = '';
  let heads = '';
  for (let i = 0; i < count; i += 1) {
    const fx = x + rng.jitter(0, 55) * s;
    const fy = y - rng.range(55, 100) * s;
    stems += `<path d="M${n(x + (fx - x) * 0.3)} ${n(y)}Q${n(fx)} ${n((y + fy) / 2)} ${n(fx)} ${n(fy)}" stroke="${stem}" stroke-width="${n(3.2 * s)}" fill="none"/>`;
    heads += blossom(fx, fy, rng.range(13, 17) * s, colors[i % 2]!, kind);
  }
  return groundShadow(ctx, x, y, 60 * s, 9 * s, 0.8) + stems + leaves + heads;
}

/** A boulder, about 150 wide at s = 1; `moss` puts green cushions on top. */
export function rock(ctx: DrawContext, x: number, y: number, s: number, moss = false, snow = false): string {
  const { p, rng } = ctx;
  const w = rng.range(60, 85) * s;
  const h = rng.range(55, 80) * s;
  const pts: Point[] = [
    [x - w, y],
    [x - w * 0.95, y - h * 0.45],
    [x - w * 0.55, y - h * rng.range(0.85, 1)],
    [x + w * rng.jitter(0, 0.15), y - h],
    [x + w * 0.6, y - h * rng.range(0.7, 0.85)],
    [x + w * 0.98, y - h * 0.3],
    [x + w, y],
  ];
  const body = `M${n(x - w)} ${n(y)}${smoothThrough(pts.slice(0) as Point[])}Z`;
  const [shade, base, light] = p.stone;
  let out = groundShadow(ctx, x + w * 0.1, y, w * 1.1, h * 0.16);
  out += `<path d="${body}" fill="${shade}"/>`;
  out += `<path d="M${n(x - w)} ${n(y)}${smoothThrough([pts[0]!, pts[1]!, pts[2]!, pts[3]!, [x + w * 0.3, y - h * 0.55], [x - w * 0.2, y - h * 0.1], [x - w * 0.5, y]])}Z" fill="${base}"/>`;
  out += `<path d="M${n(x - w * 0.6)} ${n(y - h * 0.72)}Q${n(x - w * 0.3)} ${n(y - h * 0.98)} ${n(x + w * 0.05)} ${n(y - h * 0.92)}Q${n(x - w * 0.25)} ${n(y - h * 0.72)} ${n(x - w * 0.6)} ${n(y - h * 0.72)}Z" fill="${light}"/>`;
  if (moss) {
    const green = p.mood === 'autumn' ? '#7f9a3a' : '#6fa83f';
    out += `<path d="M${n(x - w * 0.75)} ${n(y - h * 0.62)}Q${n(x - w * 0.5)} ${n(y - h * 1.08)} ${n(x + w * 0.05)} ${n(y - h * 1.02)}Q${n(x + w * 0.55)} ${n(y - h * 0.95)} ${n(x + w * 0.7)} ${n(y - h * 0.7)}Q${n(x + w * 0.35)} ${n(y - h * 0.82)} ${n(x + w * 0.1)} ${n(y - h * 0.72)}Q${n(x - w * 0.35)} ${n(y - h * 0.62)} ${n(x - w * 0.75)} ${n(y - h * 0.62)}Z" fill="${green}"/>`;
    for (let i = 0; i < 7; i += 1) {
      out += `<circle cx="${n(x + rng.jitter(-w * 0.15, w * 0.5))}" cy="${n(y - h * rng.range(0.78, 0.95))}" r="${n(rng.range(4, 8) * s)}" fill="${lighten(green, 0.25)}"/>`;
    }
  }
  if (snow) {
    out += `<path d="M${n(x - w * 0.7)} ${n(y - h * 0.7)}Q${n(x - w * 0.3)} ${n(y - h * 1.12)} ${n(x + w * 0.3)} ${n(y - h * 1.04)}Q${n(x + w * 0.7)} ${n(y - h * 0.9)} ${n(x + w * 0.72)} ${n(y - h * 0.72)}Q${n(x)} ${n(y - h * 0.84)} ${n(x - w * 0.7)} ${n(y - h * 0.7)}Z" fill="${p.snow}"/>`;
  }
  return out;
}

/** A single leaf centred on (x, y), length 2·size, rotated by `angle` degrees. */
export function leaf(x: number, y: number, size: number, angle: number, color: string): string {
  const d = `M0 ${n(-size)}Q${n(size * 0.7)} 0 0 ${n(size)}Q${n(-size * 0.7)} 0 0 ${n(-size)}Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${d}" fill="${color}"/><path d="M0 ${n(-size * 0.8)}L0 ${n(size * 1.25)}" stroke="${darken(color, 0.25)}" stroke-width="${n(Math.max(0.8, size * 0.08))}"/></g>`;
}

/** A heap of fallen leaves, about 200 wide at s = 1. */
export function leafPile(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const colors = p.mood === 'autumn' ? p.foliage : (['#c2462b', '#e07a2e', '#f2b33d'] as const);
  let out = groundShadow(ctx, x, y, 110 * s, 14 * s);
  out += `<path d="M${n(x - 105 * s)} ${n(y)}Q${n(x - 60 * s)} ${n(y - 70 * s)} ${n(x)} ${n(y - 72 * s)}Q${n(x + 65 * s)} ${n(y - 70 * s)} ${n(x + 105 * s)} ${n(y)}Z" fill="${colors[0]}"/>`;
  for (let i = 0; i < 34; i += 1) {
    const t = rng.float();
    const lx = x + (t * 2 - 1) * 95 * s;
    const top = y - 68 * s * (1 - (t * 2 - 1) ** 2);
    const ly = rng.range(top, y - 6 * s);
    out += leaf(lx, ly, rng.range(9, 14) * s, rng.range(0, 360), colors[rng.int(0, 2)]!);
  }
  return out;
}

/** Leaves drifting in the air over an area. */
export function fallingLeaves(
  ctx: DrawContext,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  count: number,
  size: number,
): string {
  const { p, rng } = ctx;
  const colors = p.mood === 'autumn' ? p.foliage : (['#c2462b', '#e07a2e', '#f2b33d'] as const);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += leaf(rng.range(x1, x2), rng.range(y1, y2), size * rng.range(0.7, 1.2), rng.range(0, 360), colors[rng.int(0, 2)]!);
  }
  return out;
}

/** A few grass blades. */
export function tuft(ctx: DrawContext, x: number, y: number, s: number, color?: string): string {
  const c = color ?? ctx.p.grass[1];
  let d = '';
  for (const [dx, h, lean] of [
    [-8, 26, -8],
    [-2, 34, -2],
    [5, 30, 6],
    [11, 22, 12],
  ] as const) {
    d += `M${n(x + dx * s - 3 * s)} ${n(y)}Q${n(x + (dx + lean * 0.3) * s)} ${n(y - h * 0.6 * s)} ${n(x + (dx + lean) * s)} ${n(y - h * s)}Q${n(x + (dx + lean * 0.2) * s)} ${n(y - h * 0.4 * s)} ${n(x + dx * s + 3 * s)} ${n(y)}Z`;
  }
  return `<path d="${d}" fill="${c}"/>`;
}

/** A cut stump with rings and roots, about 150 wide at s = 1. */
export function stump(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const w = 62 * s;
  const h = 70 * s;
  const bark = p.trunk;
  const top = y - h;
  let out = groundShadow(ctx, x + 10 * s, y, 105 * s, 16 * s);
  // Roots.
  out += `<path d="M${n(x - w - 38 * s)} ${n(y + 2 * s)}Q${n(x - w)} ${n(y - 12 * s)} ${n(x - w + 5 * s)} ${n(y - 34 * s)}L${n(x - w + 20 * s)} ${n(y)}Z" fill="${bark}"/>`;
  out += `<path d="M${n(x + w + 42 * s)} ${n(y + 3 * s)}Q${n(x + w)} ${n(y - 10 * s)} ${n(x + w - 5 * s)} ${n(y - 36 * s)}L${n(x + w - 25 * s)} ${n(y)}Z" fill="${darken(bark, 0.2)}"/>`;
  out += `<path d="M${n(x - w)} ${n(top)}L${n(x - w - 4 * s)} ${n(y)}Q${n(x)} ${n(y + 12 * s)} ${n(x + w + 4 * s)} ${n(y)}L${n(x + w)} ${n(top)}Z" fill="${bark}"/>`;
  out += `<path d="M${n(x + w * 0.25)} ${n(top + 10 * s)}L${n(x + w * 0.3)} ${n(y + 8 * s)}Q${n(x + w * 0.8)} ${n(y + 4 * s)} ${n(x + w + 4 * s)} ${n(y)}L${n(x + w)} ${n(top)}Z" fill="${darken(bark, 0.22)}"/>`;
  for (let i = 0; i < 5; i += 1) {
    const bx = x - w * 0.75 + i * w * 0.32 + rng.jitter(0, 4 * s);
    out += `<path d="M${n(bx)} ${n(top + rng.range(18, 28) * s)}L${n(bx + rng.jitter(0, 3) * s)} ${n(y - rng.range(6, 18) * s)}" stroke="${darken(bark, 0.35)}" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`;
  }
  const wood = '#e8c48e';
  out += `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(w)}" ry="${n(20 * s)}" fill="${darken(bark, 0.1)}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(w - 6 * s)}" ry="${n(16 * s)}" fill="${p.dark ? darken(wood, 0.55) : wood}"/>`;
  for (let i = 1; i <= 3; i += 1) {
    out += `<ellipse cx="${n(x + 2 * s)}" cy="${n(top + 1 * s)}" rx="${n((w - 6 * s) * (i / 4))}" ry="${n(16 * s * (i / 4))}" fill="none" stroke="${darken(wood, 0.25)}" stroke-width="${n(1.6 * s)}"/>`;
  }
  return out;
}
