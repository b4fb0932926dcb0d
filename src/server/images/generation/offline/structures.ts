/**
 * Built things and equipment: house, fence, wall, deck, lamp, fountain,
 * sprinkler, mower, tools, pond, beds. Same conventions as nature.ts:
 * (x, y) is the ground contact point, s the scale.
 */
import type { DrawContext } from './context.js';
import { groundShadow, flowerClump, shrub } from './nature.js';
import { darken, lighten, mix, n, polygon, type Point } from './svg-kit.js';

/** A gabled house, about 380 wide and 320 tall at s = 1. */
export function house(ctx: DrawContext, x: number, y: number, s: number, opts: { lit?: boolean; snow?: boolean } = {}): string {
  const { p, rng } = ctx;
  const h = p.house;
  const w = 190 * s;
  const wallH = 170 * s;
  const roofH = rng.range(120, 145) * s;
  const top = y - wallH;
  let out = groundShadow(ctx, x + 20 * s, y, w * 1.15, 18 * s);
  // Chimney behind the roof.
  const cx = x + w * rng.pick([0.45, -0.5]);
  out += `<rect x="${n(cx - 18 * s)}" y="${n(top - roofH * 0.85)}" width="${n(36 * s)}" height="${n(roofH)}" fill="${darken(h.roof, 0.15)}"/>`;
  out += `<rect x="${n(cx - 22 * s)}" y="${n(top - roofH * 0.85 - 10 * s)}" width="${n(44 * s)}" height="${n(12 * s)}" fill="${darken(h.roof, 0.3)}"/>`;
  out += `<rect x="${n(x - w)}" y="${n(top)}" width="${n(2 * w)}" height="${n(wallH)}" fill="${h.wall}"/>`;
  out += `<rect x="${n(x + w * 0.55)}" y="${n(top)}" width="${n(w * 0.45)}" height="${n(wallH)}" fill="${h.wallShade}"/>`;
  // Roof with overhang; the right slope is in shade.
  const eave = 26 * s;
  out += `<path d="${polygon([
    [x - w - eave, top + 8 * s],
    [x, top - roofH],
    [x + w + eave, top + 8 * s],
  ])}" fill="${h.roof}"/>`;
  out += `<path d="${polygon([
    [x, top - roofH],
    [x + w + eave, top + 8 * s],
    [x + w * 0.15, top + 8 * s],
  ])}" fill="${h.roofShade}"/>`;
  out += `<path d="M${n(x - w - eave)} ${n(top + 8 * s)}L${n(x)} ${n(top - roofH)}L${n(x + w + eave)} ${n(top + 8 * s)}" stroke="${h.trim}" stroke-width="${n(6 * s)}" fill="none" stroke-linejoin="round"/>`;
  if (opts.snow) {
    out += `<path d="M${n(x - w - eave - 4 * s)} ${n(top + 6 * s)}L${n(x)} ${n(top - roofH - 6 * s)}L${n(x + w + eave + 4 * s)} ${n(top + 6 * s)}L${n(x + w + eave - 14 * s)} ${n(top + 10 * s)}L${n(x)} ${n(top - roofH + 18 * s)}L${n(x - w - eave + 14 * s)} ${n(top + 10 * s)}Z" fill="${p.snow}"/>`;
  }
  // Attic window.
  out += `<circle cx="${n(x)}" cy="${n(top - roofH * 0.38)}" r="${n(16 * s)}" fill="${h.trim}"/><circle cx="${n(x)}" cy="${n(top - roofH * 0.38)}" r="${n(11 * s)}" fill="${h.window}"/>`;
  // Door and windows.
  const doorW = 46 * s;
  out += `<rect x="${n(x - doorW / 2 - 5 * s)}" y="${n(y - 100 * s)}" width="${n(doorW + 10 * s)}" height="${n(100 * s)}" fill="${h.trim}"/>`;
  out += `<rect x="${n(x - doorW / 2)}" y="${n(y - 94 * s)}" width="${n(doorW)}" height="${n(94 * s)}" fill="${h.door}"/>`;
  out += `<circle cx="${n(x + doorW * 0.3)}" cy="${n(y - 48 * s)}" r="${n(3.5 * s)}" fill="#e8c15a"/>`;
  const windowAt = (wx: number) => {
    const ww = 58 * s;
    const wh = 62 * s;
    const wy = top + 42 * s;
    let win = `<rect x="${n(wx - ww / 2 - 5 * s)}" y="${n(wy - 5 * s)}" width="${n(ww + 10 * s)}" height="${n(wh + 10 * s)}" fill="${h.trim}"/>`;
    win += `<rect x="${n(wx - ww / 2)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${h.window}"/>`;
    if (!opts.lit)
      win += `<path d="${polygon([
        [wx - ww / 2, wy + wh * 0.65],
        [wx + ww * 0.1, wy],
        [wx + ww / 2, wy],
        [wx - ww / 2 + ww * 0.2, wy + wh],
      ])}" fill="#ffffff" fill-opacity="0.35"/>`;
    win += `<path d="M${n(wx)} ${n(wy)}V${n(wy + wh)}M${n(wx - ww / 2)} ${n(wy + wh / 2)}H${n(wx + ww / 2)}" stroke="${h.trim}" stroke-width="${n(4 * s)}"/>`;
    return win;
  };
  out += windowAt(x - w * 0.55) + windowAt(x + w * 0.55);
  if (opts.lit) {
    const glow = ctx.defs.radial([
      [0, p.glow, 0.45],
      [1, p.glow, 0],
    ]);
    out += `<ellipse cx="${n(x)}" cy="${n(top + 70 * s)}" rx="${n(w * 1.3)}" ry="${n(wallH * 0.8)}" fill="${glow}"/>`;
  }
  out += `<rect x="${n(x - doorW / 2 - 16 * s)}" y="${n(y - 6 * s)}" width="${n(doorW + 32 * s)}" height="${n(8 * s)}" fill="${darken(h.wallShade, 0.15)}"/>`;
  return out;
}

/** A picket fence running from x1 to x2 along y. */
export function fence(ctx: DrawContext, x1: number, x2: number, y: number, s: number, snow = false): string {
  const { p } = ctx;
  const color = p.dark ? '#8d96a8' : p.mood === 'autumn' ? '#f6efe4' : '#ffffff';
  const shade = darken(color, 0.18);
  const h = 95 * s;
  const gap = 30 * s;
  const pw = 18 * s;
  let out = groundShadow(ctx, (x1 + x2) / 2, y + 3 * s, (x2 - x1) / 2, 7 * s, 0.7);
  out += `<rect x="${n(x1)}" y="${n(y - h * 0.72)}" width="${n(x2 - x1)}" height="${n(9 * s)}" fill="${shade}"/>`;
  out += `<rect x="${n(x1)}" y="${n(y - h * 0.3)}" width="${n(x2 - x1)}" height="${n(9 * s)}" fill="${shade}"/>`;
  for (let x = x1; x <= x2; x += gap) {
    out += `<path d="${polygon([
      [x, y],
      [x, y - h + 10 * s],
      [x + pw / 2, y - h],
      [x + pw, y - h + 10 * s],
      [x + pw, y],
    ])}" fill="${color}"/>`;
    out += `<rect x="${n(x + pw * 0.68)}" y="${n(y - h + 8 * s)}" width="${n(pw * 0.32)}" height="${n(h - 8 * s)}" fill="${shade}" fill-opacity="0.7"/>`;
    if (snow)
      out += `<path d="M${n(x - 1)} ${n(y - h + 10 * s)}L${n(x + pw / 2)} ${n(y - h - 3 * s)}L${n(x + pw + 1)} ${n(y - h + 10 * s)}Z" fill="${p.snow}"/>`;
  }
  return out;
}

/** A dry-stone retaining wall from x1 to x2 with its top at y - h. */
export function stoneWall(ctx: DrawContext, x1: number, x2: number, y: number, h: number): string {
  const { p, rng } = ctx;
  const [shade, base, light] = p.stone;
  const rows = 4;
  const rowH = h / rows;
  let out = `<rect x="${n(x1)}" y="${n(y - h)}" width="${n(x2 - x1)}" height="${n(h)}" fill="${darken(shade, 0.25)}"/>`;
  for (let r = 0; r < rows; r += 1) {
    const top = y - h + r * rowH;
    let x = x1 - (r % 2) * rowH * 0.9;
    while (x < x2) {
      const w = rowH * rng.range(1.5, 2.6);
      const a = Math.max(x, x1) + 2;
      const b = Math.min(x + w, x2) - 2;
      if (b - a > 4) {
        const tone = mix(base, rng.pick([shade, light, base]), rng.range(0.2, 0.6));
        out += `<rect x="${n(a)}" y="${n(top + 2)}" width="${n(b - a)}" height="${n(rowH - 4)}" rx="${n(rowH * 0.18)}" fill="${tone}"/>`;
        out += `<rect x="${n(a)}" y="${n(top + 2)}" width="${n(b - a)}" height="${n(rowH * 0.22)}" rx="${n(rowH * 0.1)}" fill="${light}" fill-opacity="0.55"/>`;
      }
      x += w;
    }
  }
  // Cap stones.
  out += `<rect x="${n(x1 - 6)}" y="${n(y - h - rowH * 0.45)}" width="${n(x2 - x1 + 12)}" height="${n(rowH * 0.55)}" rx="${n(rowH * 0.2)}" fill="${light}"/>`;
  return out;
}

/** A raised wooden deck platform: top surface between x1..x2 (front) narrowing towards the back. */
export function deck(ctx: DrawContext, x1: number, x2: number, yFront: number, depth: number, s: number): string {
  const { p, rng } = ctx;
  const [shade, base, light] = p.wood;
  const inset = depth * 0.35;
  const yBack = yFront - depth;
  const bl: Point = [x1 + inset, yBack];
  const br: Point = [x2 - inset, yBack];
  const fl: Point = [x1, yFront];
  const fr: Point = [x2, yFront];
  const faceH = 34 * s;
  let out = groundShadow(ctx, (x1 + x2) / 2, yFront + faceH, (x2 - x1) * 0.55, 14 * s);
  out += `<path d="${polygon([fl, fr, [x2, yFront + faceH], [x1, yFront + faceH]])}" fill="${shade}"/>`;
  out += `<path d="${polygon([bl, br, fr, fl])}" fill="${base}"/>`;
  // Boards run from back to front, converging with the perspective.
  const boards = 14;
  for (let i = 1; i < boards; i += 1) {
    const t = i / boards;
    const bx = bl[0] + (br[0] - bl[0]) * t;
    const fx = fl[0] + (fr[0] - fl[0]) * t;
    out += `<path d="M${n(bx)} ${n(yBack)}L${n(fx)} ${n(yFront)}" stroke="${darken(base, 0.22)}" stroke-width="${n(1.8 * s)}"/>`;
    if (rng.chance(0.5)) {
      const u = rng.range(0.25, 0.8);
      const t2 = (i + 1) / boards;
      const y = yBack + depth * u;
      const xa = bx + (fx - bx) * u;
      const xb = bl[0] + (br[0] - bl[0]) * t2 + (fl[0] + (fr[0] - fl[0]) * t2 - (bl[0] + (br[0] - bl[0]) * t2)) * u;
      out += `<path d="M${n(xa)} ${n(y)}L${n(xb)} ${n(y)}" stroke="${darken(base, 0.22)}" stroke-width="${n(1.5 * s)}"/>`;
    }
  }
  out += `<path d="M${n(fl[0])} ${n(yFront)}L${n(fr[0])} ${n(yFront)}" stroke="${light}" stroke-width="${n(4 * s)}"/>`;
  // Railing along the back and the sides.
  const railH = 70 * s;
  const post = (x: number, y: number, sc: number) =>
    `<rect x="${n(x - 5 * sc)}" y="${n(y - railH * sc)}" width="${n(10 * sc)}" height="${n(railH * sc)}" fill="${darken(base, 0.1)}"/>`;
  for (let i = 0; i <= 6; i += 1) {
    const t = i / 6;
    out += post(bl[0] + (br[0] - bl[0]) * t, yBack, 0.8);
  }
  out += `<path d="M${n(bl[0])} ${n(yBack - railH * 0.8)}L${n(br[0])} ${n(yBack - railH * 0.8)}" stroke="${light}" stroke-width="${n(7 * s)}"/>`;
  for (const [a, b] of [
    [bl, fl],
    [br, fr],
  ] as const) {
    for (let i = 0; i <= 3; i += 1) {
      const t = i / 3;
      out += post(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, 0.8 + 0.2 * t);
    }
    out += `<path d="M${n(a[0])} ${n(a[1] - railH * 0.8)}L${n(b[0])} ${n(b[1] - railH)}" stroke="${light}" stroke-width="${n(7 * s)}"/>`;
  }
  // Steps in the middle of the front.
  const cx = (x1 + x2) / 2;
  for (let i = 0; i < 2; i += 1) {
    const sw = 110 * s - i * 0;
    const sy = yFront + faceH * (i * 0.5);
    out += `<rect x="${n(cx - sw / 2)}" y="${n(sy + faceH * 0.5)}" width="${n(sw)}" height="${n(faceH * 0.5 + 2)}" fill="${i ? light : base}"/>`;
  }
  return out;
}

/** A garden lamp post (about 120 tall at s = 1) with its glow. */
export function lamp(ctx: DrawContext, x: number, y: number, s: number, on: boolean): string {
  const { p, defs } = ctx;
  const post = p.dark ? '#1e2330' : '#3b4150';
  const h = 120 * s;
  let out = '';
  if (on) {
    const pool = defs.radial([
      [0, p.glow, 0.55],
      [1, p.glow, 0],
    ]);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(95 * s)}" ry="${n(26 * s)}" fill="${pool}"/>`;
  } else {
    out += groundShadow(ctx, x, y, 22 * s, 5 * s);
  }
  out += `<rect x="${n(x - 5 * s)}" y="${n(y - h)}" width="${n(10 * s)}" height="${n(h)}" fill="${post}"/>`;
  out += `<rect x="${n(x - 11 * s)}" y="${n(y - 10 * s)}" width="${n(22 * s)}" height="${n(10 * s)}" rx="${n(3 * s)}" fill="${post}"/>`;
  const head = y - h - 30 * s;
  out += `<path d="${polygon([
    [x - 14 * s, head],
    [x + 14 * s, head],
    [x + 10 * s, head + 30 * s],
    [x - 10 * s, head + 30 * s],
  ])}" fill="${on ? lighten(p.glow, 0.45) : '#dfe6ea'}"/>`;
  out += `<path d="${polygon([
    [x - 22 * s, head + 2 * s],
    [x, head - 16 * s],
    [x + 22 * s, head + 2 * s],
  ])}" fill="${post}"/>`;
  out += `<rect x="${n(x - 12 * s)}" y="${n(head + 28 * s)}" width="${n(24 * s)}" height="${n(5 * s)}" fill="${post}"/>`;
  if (on) {
    const halo = defs.radial([
      [0, p.glow, 0.75],
      [0.35, p.glow, 0.3],
      [1, p.glow, 0],
    ]);
    out += `<circle cx="${n(x)}" cy="${n(head + 14 * s)}" r="${n(75 * s)}" fill="${halo}"/>`;
  }
  return out;
}

/** A tiered stone fountain with water, about 300 wide and 330 tall at s = 1. */
export function fountain(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const [shade, base, light] = p.stone;
  const [deep, shallow] = p.water;
  const water = lighten(shallow, 0.25);
  const bw = 150 * s;
  const rimY = y - 46 * s;
  let out = groundShadow(ctx, x + 12 * s, y, bw * 1.1, 20 * s);
  // Lower basin.
  out += `<path d="M${n(x - bw)} ${n(rimY)}L${n(x - bw * 0.92)} ${n(y - 4 * s)}Q${n(x)} ${n(y + 16 * s)} ${n(x + bw * 0.92)} ${n(y - 4 * s)}L${n(x + bw)} ${n(rimY)}Z" fill="${base}"/>`;
  out += `<path d="M${n(x + bw * 0.35)} ${n(rimY)}L${n(x + bw * 0.33)} ${n(y + 8 * s)}Q${n(x + bw * 0.7)} ${n(y + 4 * s)} ${n(x + bw * 0.92)} ${n(y - 4 * s)}L${n(x + bw)} ${n(rimY)}Z" fill="${shade}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(rimY)}" rx="${n(bw)}" ry="${n(26 * s)}" fill="${light}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(rimY + 2 * s)}" rx="${n(bw - 12 * s)}" ry="${n(19 * s)}" fill="${deep}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(rimY + 4 * s)}" rx="${n(bw - 20 * s)}" ry="${n(14 * s)}" fill="${shallow}"/>`;
  for (let i = 1; i <= 2; i += 1) {
    out += `<ellipse cx="${n(x)}" cy="${n(rimY + 3 * s)}" rx="${n(40 * s * i)}" ry="${n(6 * s * i)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(2 * s)}"/>`;
  }
  // Pedestal and upper bowl.
  const bowlY = y - 200 * s;
  out += `<path d="M${n(x - 16 * s)} ${n(rimY)}L${n(x - 11 * s)} ${n(bowlY)}L${n(x + 11 * s)} ${n(bowlY)}L${n(x + 16 * s)} ${n(rimY)}Z" fill="${base}"/>`;
  out += `<path d="M${n(x + 2 * s)} ${n(rimY)}L${n(x + 2 * s)} ${n(bowlY)}L${n(x + 11 * s)} ${n(bowlY)}L${n(x + 16 * s)} ${n(rimY)}Z" fill="${shade}"/>`;
  const ubw = 78 * s;
  // Water curtains from the upper bowl into the basin.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i += 1) {
      const sx = x + side * (ubw - 6 * s - i * 8 * s);
      const ex = x + side * (ubw + 28 * s + i * 10 * s);
      out += `<path d="M${n(sx)} ${n(bowlY + 4 * s)}Q${n(ex)} ${n(bowlY + 10 * s)} ${n(ex)} ${n(rimY + 4 * s)}" stroke="${water}" stroke-opacity="${0.75 - i * 0.15}" stroke-width="${n((5 - i) * s)}" fill="none" stroke-linecap="round"/>`;
    }
  }
  out += `<path d="M${n(x - ubw)} ${n(bowlY)}Q${n(x)} ${n(bowlY + 60 * s)} ${n(x + ubw)} ${n(bowlY)}Z" fill="${base}"/>`;
  out += `<path d="M${n(x + ubw * 0.25)} ${n(bowlY + 28 * s)}Q${n(x + ubw * 0.75)} ${n(bowlY + 20 * s)} ${n(x + ubw)} ${n(bowlY)}L${n(x + ubw * 0.3)} ${n(bowlY)}Z" fill="${shade}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(bowlY)}" rx="${n(ubw)}" ry="${n(14 * s)}" fill="${light}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(bowlY + 1 * s)}" rx="${n(ubw - 9 * s)}" ry="${n(9 * s)}" fill="${shallow}"/>`;
  // Finial and jet.
  const topY = bowlY - 55 * s;
  out += `<rect x="${n(x - 7 * s)}" y="${n(topY + 10 * s)}" width="${n(14 * s)}" height="${n(bowlY - topY - 10 * s)}" fill="${base}"/>`;
  out += `<circle cx="${n(x)}" cy="${n(topY + 8 * s)}" r="${n(13 * s)}" fill="${light}"/>`;
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i += 1) {
      const reach = (28 + i * 16) * s;
      out += `<path d="M${n(x)} ${n(topY - 4 * s)}Q${n(x + side * reach * 0.5)} ${n(topY - (60 - i * 12) * s)} ${n(x + side * reach)} ${n(bowlY - 2 * s)}" stroke="${water}" stroke-opacity="${0.85 - i * 0.15}" stroke-width="${n((4.5 - i) * s)}" fill="none" stroke-linecap="round"/>`;
    }
  }
  // Sparkles and splashes.
  for (let i = 0; i < 14; i += 1) {
    const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
    const d = rng.range(0.2, 1);
    const sx = x + Math.cos(a) * bw * 0.9 * d;
    const sy = rimY + Math.sin(a) * 30 * s * d;
    out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rng.range(2, 4) * s)}" fill="#ffffff" fill-opacity="0.8"/>`;
  }
  return out;
}

/** A pop-up sprinkler throwing arcs of droplets, about 560 wide at s = 1. */
export function sprinkler(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng, defs } = ctx;
  const wetColor = darken(p.grass[1], 0.2);
  const wet = defs.radial([
    [0, wetColor, 0.75],
    [0.7, wetColor, 0.35],
    [1, wetColor, 0],
  ]);
  let out = `<ellipse cx="${n(x)}" cy="${n(y + 8 * s)}" rx="${n(300 * s)}" ry="${n(58 * s)}" fill="${wet}"/>`;
  const nozzleY = y - 40 * s;
  const stream = p.dark ? '#9cc8e8' : '#e4f6ff';
  const drop = p.dark ? '#b9dcf3' : '#ffffff';
  const rim = p.dark ? '#5f8fbf' : '#6cc3ee';
  // A faint rainbow in the mist (daytime only).
  if (!p.dark && p.mood !== 'rain') {
    const colors = ['#ff6b6b', '#ffa94d', '#ffe066', '#8ce99a', '#74c0fc', '#b197fc'];
    colors.forEach((c, i) => {
      const r = (215 - i * 9) * s;
      out += `<path d="M${n(x - r)} ${n(nozzleY + 30 * s)}A${n(r)} ${n(r * 0.82)} 0 0 1 ${n(x + r)} ${n(nozzleY + 30 * s)}" stroke="${c}" stroke-opacity="0.2" stroke-width="${n(9 * s)}" fill="none"/>`;
    });
  }
  // Jets: a fan of trajectories.
  const jets = 11;
  const g = 900 * s;
  for (let j = 0; j < jets; j += 1) {
    const u = j / (jets - 1);
    const angle = Math.PI * (0.1 + 0.8 * u);
    const speed = rng.range(0.92, 1.05) * (0.75 + 0.35 * Math.sin(Math.PI * u));
    const vx = -Math.cos(angle) * 330 * s * speed;
    const vy = -Math.sin(angle) * 620 * s * speed;
    const pts: Point[] = [];
    for (let t = 0; t <= 2; t += 0.04) {
      const px = x + vx * t;
      const py = nozzleY + vy * t + 0.5 * g * t * t;
      if (py > y + 30 * s) break;
      pts.push([px, py]);
    }
    if (pts.length < 2) continue;
    const d = `M${pts.map(([a, b]) => `${n(a)} ${n(b)}`).join('L')}`;
    out += `<path d="${d}" stroke="${rim}" stroke-opacity="0.35" stroke-width="${n(5 * s)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += `<path d="${d}" stroke="${stream}" stroke-opacity="0.9" stroke-width="${n(2.6 * s)}" fill="none" stroke-dasharray="${n(16 * s)} ${n(9 * s)}" stroke-linecap="round"/>`;
    pts.forEach(([a, b], i) => {
      if (i < 3 || i % 3) return;
      const r = (6.5 - (i / pts.length) * 2) * s;
      out += `<path d="M${n(a)} ${n(b - r * 1.7)}Q${n(a + r)} ${n(b - r * 0.2)} ${n(a)} ${n(b + r)}Q${n(a - r)} ${n(b - r * 0.2)} ${n(a)} ${n(b - r * 1.7)}Z" fill="${drop}" stroke="${rim}" stroke-width="${n(1.2 * s)}"/>`;
    });
    // Splash where the jet lands.
    const [lx, ly] = pts[pts.length - 1]!;
    out += `<ellipse cx="${n(lx)}" cy="${n(ly + 2 * s)}" rx="${n(10 * s)}" ry="${n(3 * s)}" fill="${stream}" fill-opacity="0.8"/>`;
  }
  // Fine mist.
  for (let i = 0; i < 50; i += 1) {
    const a = rng.range(Math.PI * 1.08, Math.PI * 1.92);
    const d = rng.range(30, 250) * s;
    out += `<circle cx="${n(x + Math.cos(a) * d * 1.2)}" cy="${n(nozzleY + Math.sin(a) * d * 0.75 + 30 * s)}" r="${n(rng.range(1.8, 3.5) * s)}" fill="#ffffff" fill-opacity="0.8"/>`;
  }
  // The head.
  const hs = s * 1.5;
  out += groundShadow(ctx, x + 4 * hs, y, 26 * hs, 6 * hs, 1.2);
  out += `<rect x="${n(x - 16 * hs)}" y="${n(y - 14 * hs)}" width="${n(32 * hs)}" height="${n(16 * hs)}" rx="${n(4 * hs)}" fill="#2f3440"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y - 14 * hs)}" rx="${n(16 * hs)}" ry="${n(5 * hs)}" fill="#4a5160"/>`;
  const ny = y - 14 * hs - 14 * hs;
  out += `<rect x="${n(x - 6 * hs)}" y="${n(ny)}" width="${n(12 * hs)}" height="${n(14 * hs)}" fill="#c9a24a"/>`;
  out += `<rect x="${n(x)}" y="${n(ny)}" width="${n(6 * hs)}" height="${n(14 * hs)}" fill="#a8832f"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(ny)}" rx="${n(8 * hs)}" ry="${n(3.5 * hs)}" fill="#e6c46a"/>`;
  return out;
}

/** A walk-behind lawn mower facing right, about 300 wide at s = 1. */
export function mower(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const body = p.dark ? '#9c3b32' : '#e2483b';
  const bodyShade = darken(body, 0.25);
  const black = '#262b33';
  let out = groundShadow(ctx, x, y, 150 * s, 18 * s);
  // Handle.
  out += `<path d="M${n(x - 80 * s)} ${n(y - 62 * s)}L${n(x - 205 * s)} ${n(y - 215 * s)}" stroke="${black}" stroke-width="${n(9 * s)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(x - 212 * s)} ${n(y - 224 * s)}L${n(x - 196 * s)} ${n(y - 204 * s)}" stroke="${black}" stroke-width="${n(16 * s)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(x - 190 * s)} ${n(y - 200 * s)}Q${n(x - 175 * s)} ${n(y - 176 * s)} ${n(x - 160 * s)} ${n(y - 180 * s)}" stroke="${black}" stroke-width="${n(4 * s)}" fill="none"/>`;
  // Deck.
  out += `<path d="M${n(x - 100 * s)} ${n(y - 22 * s)}L${n(x - 92 * s)} ${n(y - 66 * s)}Q${n(x - 40 * s)} ${n(y - 84 * s)} ${n(x + 70 * s)} ${n(y - 74 * s)}Q${n(x + 112 * s)} ${n(y - 66 * s)} ${n(x + 112 * s)} ${n(y - 22 * s)}Z" fill="${body}"/>`;
  out += `<path d="M${n(x - 100 * s)} ${n(y - 22 * s)}L${n(x - 98 * s)} ${n(y - 38 * s)}L${n(x + 112 * s)} ${n(y - 38 * s)}L${n(x + 112 * s)} ${n(y - 22 * s)}Z" fill="${bodyShade}"/>`;
  out += `<path d="M${n(x - 70 * s)} ${n(y - 70 * s)}Q${n(x)} ${n(y - 80 * s)} ${n(x + 70 * s)} ${n(y - 72 * s)}" stroke="${lighten(body, 0.35)}" stroke-width="${n(4 * s)}" fill="none" stroke-linecap="round"/>`;
  // Engine.
  out += `<path d="M${n(x - 45 * s)} ${n(y - 76 * s)}L${n(x - 38 * s)} ${n(y - 122 * s)}Q${n(x + 5 * s)} ${n(y - 135 * s)} ${n(x + 45 * s)} ${n(y - 122 * s)}L${n(x + 50 * s)} ${n(y - 76 * s)}Z" fill="#3a404b"/>`;
  out += `<path d="M${n(x + 10 * s)} ${n(y - 130 * s)}Q${n(x + 32 * s)} ${n(y - 128 * s)} ${n(x + 45 * s)} ${n(y - 122 * s)}L${n(x + 50 * s)} ${n(y - 76 * s)}L${n(x + 14 * s)} ${n(y - 76 * s)}Z" fill="#2a2f38"/>`;
  out += `<rect x="${n(x - 30 * s)} " y="${n(y - 118 * s)}" width="${n(40 * s)}" height="${n(10 * s)}" rx="${n(4 * s)}" fill="#59616e"/>`;
  out += `<circle cx="${n(x - 2 * s)}" cy="${n(y - 136 * s)}" r="${n(8 * s)}" fill="#f2c230"/>`;
  // Wheels.
  for (const [wx, r] of [
    [x - 72 * s, 30 * s],
    [x + 80 * s, 25 * s],
  ] as const) {
    out += `<circle cx="${n(wx)}" cy="${n(y - r)}" r="${n(r)}" fill="${black}"/><circle cx="${n(wx)}" cy="${n(y - r)}" r="${n(r * 0.45)}" fill="#aab2bd"/><circle cx="${n(wx)}" cy="${n(y - r)}" r="${n(r * 0.15)}" fill="${black}"/>`;
  }
  // Flying clippings.
  for (let i = 0; i < 12; i += 1) {
    const cx = x + rng.range(110, 200) * s;
    const cy = y - rng.range(5, 55) * s;
    out += `<path d="M${n(cx)} ${n(cy)}l${n(rng.jitter(0, 8) * s)} ${n(-rng.range(5, 10) * s)}" stroke="${p.grass[0]}" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`;
  }
  return out;
}

/** A shovel and a rake leaning together, about 260 tall at s = 1. */
export function tools(ctx: DrawContext, x: number, y: number, s: number, snow = false): string {
  const { p } = ctx;
  const wood = p.wood[1];
  const metal = p.dark ? '#7f8896' : '#9aa6b2';
  let out = groundShadow(ctx, x + 10 * s, y, 70 * s, 9 * s);
  // Rake: handle leaning left, head in the ground.
  const rx = x - 40 * s;
  out += `<path d="M${n(rx)} ${n(y - 6 * s)}L${n(rx + 70 * s)} ${n(y - 265 * s)}" stroke="${wood}" stroke-width="${n(8 * s)}" stroke-linecap="round"/>`;
  out += `<rect x="${n(rx - 40 * s)}" y="${n(y - 20 * s)}" width="${n(80 * s)}" height="${n(9 * s)}" rx="${n(3 * s)}" fill="${metal}"/>`;
  for (let i = 0; i < 9; i += 1) {
    out += `<rect x="${n(rx - 38 * s + i * 9.5 * s)}" y="${n(y - 12 * s)}" width="${n(3 * s)}" height="${n(14 * s)}" fill="${darken(metal, 0.2)}"/>`;
  }
  // Shovel: blade in the ground, handle leaning right.
  const sx = x + 30 * s;
  out += `<path d="M${n(sx)} ${n(y - 60 * s)}L${n(sx - 30 * s)} ${n(y - 270 * s)}" stroke="${darken(wood, 0.1)}" stroke-width="${n(8 * s)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(sx - 30 * s)} ${n(y - 270 * s)}m${n(-14 * s)} 0h${n(28 * s)}" stroke="${darken(wood, 0.25)}" stroke-width="${n(8 * s)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(sx - 26 * s)} ${n(y - 62 * s)}L${n(sx + 26 * s)} ${n(y - 62 * s)}L${n(sx + 24 * s)} ${n(y - 14 * s)}Q${n(sx)} ${n(y + 12 * s)} ${n(sx - 24 * s)} ${n(y - 14 * s)}Z" fill="${metal}"/>`;
  out += `<path d="M${n(sx + 2 * s)} ${n(y - 62 * s)}L${n(sx + 26 * s)} ${n(y - 62 * s)}L${n(sx + 24 * s)} ${n(y - 14 * s)}Q${n(sx + 14 * s)} ${n(y - 2 * s)} ${n(sx + 2 * s)} ${n(y)}Z" fill="${darken(metal, 0.18)}"/>`;
  if (snow)
    out += `<path d="M${n(sx - 24 * s)} ${n(y - 30 * s)}Q${n(sx)} ${n(y - 50 * s)} ${n(sx + 24 * s)} ${n(y - 30 * s)}L${n(sx + 22 * s)} ${n(y - 14 * s)}Q${n(sx)} ${n(y + 6 * s)} ${n(sx - 22 * s)} ${n(y - 14 * s)}Z" fill="${p.snow}"/>`;
  return out;
}

/** A wheelbarrow facing left with a load (soil, mulch, leaves or snow), about 260 wide at s = 1. */
export function wheelbarrow(ctx: DrawContext, x: number, y: number, s: number, load: string): string {
  const { p, rng } = ctx;
  const tray = p.dark ? '#2f6a5a' : '#2e9c7e';
  let out = groundShadow(ctx, x + 10 * s, y, 130 * s, 14 * s);
  out += `<path d="M${n(x + 60 * s)} ${n(y - 55 * s)}L${n(x + 150 * s)} ${n(y - 95 * s)}" stroke="#5a6070" stroke-width="${n(8 * s)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(x + 40 * s)} ${n(y - 50 * s)}L${n(x + 52 * s)} ${n(y)}" stroke="#5a6070" stroke-width="${n(7 * s)}" stroke-linecap="round"/>`;
  out += `<circle cx="${n(x - 75 * s)}" cy="${n(y - 28 * s)}" r="${n(28 * s)}" fill="#2a2f38"/><circle cx="${n(x - 75 * s)}" cy="${n(y - 28 * s)}" r="${n(11 * s)}" fill="#b6bec8"/>`;
  // Load mound.
  out += `<path d="M${n(x - 92 * s)} ${n(y - 100 * s)}Q${n(x - 20 * s)} ${n(y - 160 * s)} ${n(x + 78 * s)} ${n(y - 100 * s)}Z" fill="${load}"/>`;
  for (let i = 0; i < 14; i += 1) {
    out += `<circle cx="${n(x + rng.range(-70, 60) * s)}" cy="${n(y - rng.range(104, 122) * s)}" r="${n(rng.range(2.5, 5) * s)}" fill="${lighten(load, 0.2)}"/>`;
  }
  out += `<path d="${polygon([
    [x - 105 * s, y - 104 * s],
    [x + 90 * s, y - 104 * s],
    [x + 55 * s, y - 45 * s],
    [x - 60 * s, y - 45 * s],
  ])}" fill="${tray}"/>`;
  out += `<path d="${polygon([
    [x + 20 * s, y - 104 * s],
    [x + 90 * s, y - 104 * s],
    [x + 55 * s, y - 45 * s],
    [x + 10 * s, y - 45 * s],
  ])}" fill="${darken(tray, 0.2)}"/>`;
  out += `<rect x="${n(x - 110 * s)}" y="${n(y - 110 * s)}" width="${n(205 * s)}" height="${n(10 * s)}" rx="${n(4 * s)}" fill="${lighten(tray, 0.2)}"/>`;
  return out;
}

/** A mulched planting bed (ellipse) with young plants; returns the bed and the plants separately. */
export function mulchBed(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  s: number,
  plants: 'sprouts' | 'flowers' | 'shrubs',
): { bed: string; items: { y: number; svg: string }[] } {
  const { p, rng } = ctx;
  const mulch = p.mood === 'winter' ? '#6b5646' : p.soil;
  let bed = `<ellipse cx="${n(x)}" cy="${n(y + 6 * s)}" rx="${n(w / 2 + 8 * s)}" ry="${n(h / 2 + 6 * s)}" fill="${p.stone[1]}"/>`;
  bed += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="${mulch}"/>`;
  for (let i = 0; i < Math.round(w / 6); i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.float());
    const mx = x + Math.cos(a) * d * w * 0.46;
    const my = y + Math.sin(a) * d * h * 0.44;
    bed += `<path d="M${n(mx)} ${n(my)}l${n(rng.jitter(0, 6) * s)} ${n(rng.jitter(0, 2) * s)}" stroke="${lighten(mulch, rng.range(0.1, 0.3))}" stroke-width="${n(2.5 * s)}" stroke-linecap="round"/>`;
  }
  const items: { y: number; svg: string }[] = [];
  const rows = 2;
  const perRow = Math.max(2, Math.round(w / (plants === 'sprouts' ? 90 * s : 120 * s)));
  for (let r = 0; r < rows; r += 1) {
    const py = y - h * 0.18 + r * h * 0.36;
    const rowScale = s * (0.85 + r * 0.2);
    for (let i = 0; i < perRow; i += 1) {
      const px = x - w * 0.36 + (w * 0.72 * (i + (r % 2) * 0.5)) / Math.max(1, perRow - 0.5);
      let svg: string;
      if (plants === 'flowers') svg = flowerClump(ctx, px, py, rowScale * 0.85, 5);
      else if (plants === 'shrubs') svg = shrub(ctx, px, py, rowScale * 0.45);
      else svg = sprout(ctx, px, py, rowScale * 1.4);
      items.push({ y: py, svg });
    }
  }
  return { bed, items };
}

/** A young plant: a short stem with a pair of leaves. */
export function sprout(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p } = ctx;
  const g = p.mood === 'winter' ? '#4c7a5a' : p.foliage[1];
  return (
    `<path d="M${n(x)} ${n(y)}L${n(x)} ${n(y - 28 * s)}" stroke="${darken(g, 0.15)}" stroke-width="${n(3 * s)}" stroke-linecap="round"/>` +
    `<path d="M${n(x)} ${n(y - 24 * s)}Q${n(x - 24 * s)} ${n(y - 40 * s)} ${n(x - 30 * s)} ${n(y - 28 * s)}Q${n(x - 16 * s)} ${n(y - 16 * s)} ${n(x)} ${n(y - 24 * s)}Z" fill="${g}"/>` +
    `<path d="M${n(x)} ${n(y - 28 * s)}Q${n(x + 22 * s)} ${n(y - 48 * s)} ${n(x + 30 * s)} ${n(y - 36 * s)}Q${n(x + 18 * s)} ${n(y - 20 * s)} ${n(x)} ${n(y - 28 * s)}Z" fill="${p.foliage[2]}"/>`
  );
}

/** A drip irrigation line along a bed with emitters and falling drops. */
export function dripLine(ctx: DrawContext, x1: number, x2: number, y: number, s: number): string {
  const { p, rng } = ctx;
  let d = `M${n(x1)} ${n(y)}`;
  const segs = 8;
  for (let i = 1; i <= segs; i += 1) {
    const x = x1 + ((x2 - x1) * i) / segs;
    d += `Q${n(x - (x2 - x1) / segs / 2)} ${n(y + (i % 2 ? 8 : -8) * s)} ${n(x)} ${n(y)}`;
  }
  let out = `<path d="${d}" stroke="#22262e" stroke-width="${n(7 * s)}" fill="none" stroke-linecap="round"/>`;
  const drop = lighten(p.water[0], 0.2);
  for (let i = 1; i < segs; i += 1) {
    const x = x1 + ((x2 - x1) * i) / segs;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 * s)}" fill="#3d8fd1"/>`;
    out += `<ellipse cx="${n(x)}" cy="${n(y + 14 * s)}" rx="${n(22 * s)}" ry="${n(6 * s)}" fill="${darken(p.soil, 0.3)}" fill-opacity="0.6"/>`;
    const dy = y + rng.range(6, 14) * s;
    const r = 5 * s;
    out += `<path d="M${n(x)} ${n(dy - r * 1.8)}Q${n(x + r)} ${n(dy - r * 0.2)} ${n(x)} ${n(dy + r)}Q${n(x - r)} ${n(dy - r * 0.2)} ${n(x)} ${n(dy - r * 1.8)}Z" fill="${drop}"/>`;
  }
  return out;
}

/** A pond with a stone edge, lily pads and reeds. */
export function pond(ctx: DrawContext, x: number, y: number, w: number, h: number, s: number): string {
  const { p, rng, defs } = ctx;
  const [deep, shallow] = p.water;
  let out = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2 + 10 * s)}" ry="${n(h / 2 + 7 * s)}" fill="${darken(p.stone[0], 0.2)}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="${defs.linear([
    [0, deep],
    [1, shallow],
  ])}"/>`;
  for (let i = 0; i < 3; i += 1) {
    const rx = x + rng.jitter(0, w * 0.2);
    const ry = y + rng.jitter(0, h * 0.15);
    out += `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(w * 0.12)}" ry="${n(h * 0.07)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(2 * s)}"/>`;
  }
  out += `<path d="M${n(x - w * 0.3)} ${n(y - h * 0.25)}h${n(w * 0.2)}M${n(x + w * 0.05)} ${n(y + h * 0.1)}h${n(w * 0.25)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`;
  // Lily pads.
  for (let i = 0; i < 5; i += 1) {
    const lx = x + rng.jitter(0, w * 0.35);
    const ly = y + rng.jitter(0, h * 0.28);
    const r = rng.range(18, 26) * s;
    out += `<path d="M${n(lx)} ${n(ly)}L${n(lx + r)} ${n(ly - r * 0.12)}A${n(r)} ${n(r * 0.45)} 0 1 1 ${n(lx + r * 0.9)} ${n(ly + r * 0.2)}Z" fill="${p.foliage[1]}"/>`;
    if (i % 2 === 0)
      out += `<circle cx="${n(lx - r * 0.2)}" cy="${n(ly - r * 0.25)}" r="${n(r * 0.3)}" fill="${p.flowers[0]}"/><circle cx="${n(lx - r * 0.2)}" cy="${n(ly - r * 0.3)}" r="${n(r * 0.12)}" fill="#ffe066"/>`;
  }
  // Edge stones at the back.
  for (let i = 0; i < 14; i += 1) {
    const a = Math.PI + (i / 13) * Math.PI;
    const ex = x + Math.cos(a) * (w / 2 + 6 * s);
    const ey = y + Math.sin(a) * (h / 2 + 4 * s);
    const r = rng.range(14, 22) * s;
    out += `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(r)}" ry="${n(r * 0.65)}" fill="${rng.pick(p.stone)}"/>`;
  }
  // Reeds on one side.
  const side = rng.chance(0.5) ? -1 : 1;
  const rx0 = x + side * w * 0.42;
  for (let i = 0; i < 7; i += 1) {
    const bx = rx0 + rng.jitter(0, 30 * s);
    const top = y - rng.range(90, 150) * s;
    out += `<path d="M${n(bx)} ${n(y)}Q${n(bx + side * 8 * s)} ${n((y + top) / 2)} ${n(bx + side * 12 * s)} ${n(top)}" stroke="${p.foliage[0]}" stroke-width="${n(4 * s)}" fill="none"/>`;
    if (i % 2 === 0)
      out += `<rect x="${n(bx + side * 11 * s - 5 * s)}" y="${n(top + 6 * s)}" width="${n(10 * s)}" height="${n(28 * s)}" rx="${n(5 * s)}" fill="#7a5136"/>`;
  }
  return out;
}

/** A terracotta planter with a small shrub or flowers. */
export function planter(ctx: DrawContext, x: number, y: number, s: number, withFlowers: boolean): string {
  const { p } = ctx;
  const pot = p.dark ? '#7a4a36' : '#c8714f';
  let out = groundShadow(ctx, x + 6 * s, y, 55 * s, 9 * s);
  const plant = withFlowers ? flowerClump(ctx, x, y - 60 * s, s * 0.8, 6) : shrub(ctx, x, y - 58 * s, s * 0.5);
  out += plant;
  out += `<path d="${polygon([
    [x - 42 * s, y - 66 * s],
    [x + 42 * s, y - 66 * s],
    [x + 32 * s, y],
    [x - 32 * s, y],
  ])}" fill="${pot}"/>`;
  out += `<path d="${polygon([
    [x + 8 * s, y - 66 * s],
    [x + 42 * s, y - 66 * s],
    [x + 32 * s, y],
    [x + 6 * s, y],
  ])}" fill="${darken(pot, 0.2)}"/>`;
  out += `<rect x="${n(x - 47 * s)}" y="${n(y - 74 * s)}" width="${n(94 * s)}" height="${n(14 * s)}" rx="${n(3 * s)}" fill="${lighten(pot, 0.12)}"/>`;
  return out;
}

/** A bistro table with two chairs and a parasol. */
export function tableSet(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p } = ctx;
  const frame = p.dark ? '#2c3140' : '#3d4454';
  const canvas = p.dark ? '#8a6e5a' : '#f3efe6';
  const stripe = p.dark ? '#6e4c44' : '#e0734f';
  let out = groundShadow(ctx, x, y, 120 * s, 16 * s);
  // Parasol.
  out += `<path d="M${n(x)} ${n(y)}L${n(x)} ${n(y - 250 * s)}" stroke="${frame}" stroke-width="${n(6 * s)}"/>`;
  out += `<path d="M${n(x - 150 * s)} ${n(y - 215 * s)}Q${n(x)} ${n(y - 320 * s)} ${n(x + 150 * s)} ${n(y - 215 * s)}Q${n(x)} ${n(y - 235 * s)} ${n(x - 150 * s)} ${n(y - 215 * s)}Z" fill="${canvas}"/>`;
  out += `<path d="M${n(x - 50 * s)} ${n(y - 229 * s)}Q${n(x - 20 * s)} ${n(y - 300 * s)} ${n(x)} ${n(y - 268 * s)}Q${n(x + 20 * s)} ${n(y - 300 * s)} ${n(x + 50 * s)} ${n(y - 229 * s)}Q${n(x)} ${n(y - 236 * s)} ${n(x - 50 * s)} ${n(y - 229 * s)}Z" fill="${stripe}"/>`;
  // Table.
  out += `<ellipse cx="${n(x)}" cy="${n(y - 70 * s)}" rx="${n(60 * s)}" ry="${n(12 * s)}" fill="${frame}"/>`;
  out += `<path d="M${n(x - 30 * s)} ${n(y)}L${n(x)} ${n(y - 66 * s)}L${n(x + 30 * s)} ${n(y)}" stroke="${frame}" stroke-width="${n(5 * s)}" fill="none"/>`;
  // Chairs.
  for (const side of [-1, 1]) {
    const cx = x + side * 95 * s;
    out += `<path d="M${n(cx - side * 28 * s)} ${n(y - 45 * s)}L${n(cx + side * 20 * s)} ${n(y - 45 * s)}L${n(cx + side * 26 * s)} ${n(y - 110 * s)}" stroke="${frame}" stroke-width="${n(6 * s)}" fill="none" stroke-linejoin="round"/>`;
    out += `<path d="M${n(cx - side * 26 * s)} ${n(y)}L${n(cx - side * 24 * s)} ${n(y - 45 * s)}M${n(cx + side * 20 * s)} ${n(y - 45 * s)}L${n(cx + side * 22 * s)} ${n(y)}" stroke="${frame}" stroke-width="${n(5 * s)}"/>`;
    out += `<path d="M${n(cx + side * 21 * s)} ${n(y - 60 * s)}L${n(cx + side * 25 * s)} ${n(y - 100 * s)}" stroke="${stripe}" stroke-width="${n(10 * s)}" stroke-linecap="round"/>`;
  }
  return out;
}
