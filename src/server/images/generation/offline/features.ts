/**
 * Garden features and plants that scenes put in the foreground: fire pit,
 * chairs, pergola, raised bed, waterfall, koi, ferns, weeds, nursery pots,
 * sod rolls and the design plan. Same conventions as nature.ts.
 */
import type { DrawContext } from './context.js';
import { flowerClump, groundShadow, rock, shrub } from './nature.js';
import { darken, lighten, mix, n, polygon, type Point } from './svg-kit.js';

/** A round stone fire pit with flames and a warm glow, about 260 wide at s = 1. */
export function firePit(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng, defs } = ctx;
  const glow = defs.radial([
    [0, '#ffb347', p.dark ? 0.6 : 0.35],
    [1, '#ffb347', 0],
  ]);
  let out = `<ellipse cx="${n(x)}" cy="${n(y - 40 * s)}" rx="${n(300 * s)}" ry="${n(170 * s)}" fill="${glow}"/>`;
  out += groundShadow(ctx, x, y + 6 * s, 150 * s, 26 * s);
  const rx = 125 * s;
  const ry = 38 * s;
  const top = y - 48 * s;
  // The inside, then the back stones, fire, and the front stones over it.
  out += `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="#2a2320"/>`;
  const stones = (from: number, to: number) => {
    let svg = '';
    for (let i = from; i < to; i += 1) {
      const a = (i / 16) * Math.PI * 2;
      const sx = x + Math.cos(a) * rx;
      const sy = top + Math.sin(a) * ry;
      const front = Math.sin(a) > 0;
      const h = front ? 48 * s : 22 * s;
      const tone = mix(p.stone[1], rng.pick(p.stone), 0.5);
      svg += `<rect x="${n(sx - 22 * s)}" y="${n(sy - 12 * s)}" width="${n(44 * s)}" height="${n(h)}" rx="${n(8 * s)}" fill="${front ? tone : darken(tone, 0.2)}"/>`;
      svg += `<rect x="${n(sx - 22 * s)}" y="${n(sy - 12 * s)}" width="${n(44 * s)}" height="${n(10 * s)}" rx="${n(5 * s)}" fill="${lighten(tone, 0.25)}"/>`;
    }
    return svg;
  };
  out += stones(8, 17);
  // Crossed logs and flames.
  out += `<path d="M${n(x - 60 * s)} ${n(top + 6 * s)}L${n(x + 50 * s)} ${n(top - 18 * s)}" stroke="#6b4631" stroke-width="${n(16 * s)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(x + 60 * s)} ${n(top + 6 * s)}L${n(x - 50 * s)} ${n(top - 18 * s)}" stroke="#7a5136" stroke-width="${n(16 * s)}" stroke-linecap="round"/>`;
  const flame = (fx: number, h: number, w: number, color: string) =>
    `<path d="M${n(fx - w)} ${n(top)}Q${n(fx - w * 1.1)} ${n(top - h * 0.5)} ${n(fx + w * 0.2)} ${n(top - h)}Q${n(fx + w * 0.3)} ${n(top - h * 0.55)} ${n(fx + w)} ${n(top - h * 0.45)}Q${n(fx + w * 1.1)} ${n(top - h * 0.1)} ${n(fx + w * 0.8)} ${n(top)}Z" fill="${color}"/>`;
  out += flame(x - 30 * s, 150 * s, 48 * s, '#f0562b') + flame(x + 28 * s, 120 * s, 42 * s, '#f0562b');
  out += flame(x - 20 * s, 115 * s, 34 * s, '#ff9a3c') + flame(x + 20 * s, 95 * s, 30 * s, '#ff9a3c');
  out += flame(x - 6 * s, 70 * s, 22 * s, '#ffd76a');
  for (let i = 0; i < 12; i += 1) {
    out += `<circle cx="${n(x + rng.jitter(0, 80 * s))}" cy="${n(top - rng.range(120, 260) * s)}" r="${n(rng.range(2, 4) * s)}" fill="#ffd76a" fill-opacity="${Math.round(rng.range(0.5, 1) * 100) / 100}"/>`;
  }
  out += stones(0, 9);
  return out;
}

/** An Adirondack chair seen from the front-side, facing `facing` (-1 left, 1 right); about 150 tall. */
export function chair(ctx: DrawContext, x: number, y: number, s: number, facing: number, color?: string): string {
  const c = color ?? (ctx.p.dark ? '#6b7a8f' : '#f4ecdf');
  const shade = darken(c, 0.22);
  const f = facing;
  let out = groundShadow(ctx, x, y, 70 * s, 10 * s);
  // Back slats fanning out, leaning away from the facing side.
  for (let i = 0; i < 5; i += 1) {
    const bx = x - f * 30 * s + (i - 2) * 13 * s;
    out += `<path d="${polygon([
      [bx - 6 * s, y - 60 * s],
      [bx + 6 * s, y - 60 * s],
      [bx + 6 * s - f * 26 * s + (i - 2) * 4 * s, y - 160 * s],
      [bx - 6 * s - f * 26 * s + (i - 2) * 4 * s, y - 156 * s],
    ])}" fill="${i % 2 ? shade : c}"/>`;
  }
  // Seat, arms and legs.
  out += `<path d="${polygon([
    [x - 50 * s, y - 66 * s],
    [x + 50 * s, y - 66 * s],
    [x + 44 * s + f * 18 * s, y - 52 * s],
    [x - 44 * s + f * 18 * s, y - 52 * s],
  ])}" fill="${c}"/>`;
  for (const side of [-1, 1]) {
    const ax = x + side * 52 * s;
    out += `<rect x="${n(ax - 7 * s)}" y="${n(y - 60 * s)}" width="${n(12 * s)}" height="${n(60 * s)}" fill="${shade}"/>`;
    out += `<rect x="${n(ax - 16 * s + f * 8 * s)}" y="${n(y - 96 * s)}" width="${n(38 * s)}" height="${n(10 * s)}" rx="${n(3 * s)}" fill="${c}"/>`;
    out += `<rect x="${n(ax - 4 * s + f * 14 * s)}" y="${n(y - 90 * s)}" width="${n(9 * s)}" height="${n(90 * s)}" fill="${c}"/>`;
  }
  return out;
}

/**
 * A wooden pergola seen from the front: four posts, beams and rafters, with a
 * climbing vine on the front beam. `w` is the front width, `depth` how far back it goes.
 */
export function pergola(ctx: DrawContext, x: number, y: number, w: number, depth: number, s: number): string {
  const { p, rng } = ctx;
  const [shade, base, light] = p.wood;
  const h = 300 * s;
  const backW = w * 0.72;
  const by = y - depth;
  const bh = h * 0.8;
  let out = '';
  const post = (px: number, py: number, ph: number, pw: number, tone: string) =>
    `<rect x="${n(px - pw / 2)}" y="${n(py - ph)}" width="${n(pw)}" height="${n(ph)}" fill="${tone}"/><rect x="${n(px)}" y="${n(py - ph)}" width="${n(pw / 2)}" height="${n(ph)}" fill="${darken(tone, 0.18)}"/>`;
  out += post(x - backW / 2, by, bh, 16 * s, shade) + post(x + backW / 2, by, bh, 16 * s, shade);
  // Rafters from the front beam to the back beam, sticking out at both ends.
  const rafters = 9;
  for (let i = 0; i < rafters; i += 1) {
    const u = i / (rafters - 1);
    const fx = x - w / 2 - 20 * s + (w + 40 * s) * u;
    const bx = x - backW / 2 - 14 * s + (backW + 28 * s) * u;
    out += `<path d="${polygon([
      [fx - 6 * s, y - h - 14 * s],
      [fx + 6 * s, y - h - 14 * s],
      [bx + 4 * s, by - bh - 10 * s],
      [bx - 4 * s, by - bh - 10 * s],
    ])}" fill="${i % 2 ? base : mix(base, shade, 0.4)}"/>`;
  }
  out += `<rect x="${n(x - backW / 2 - 30 * s)}" y="${n(by - bh - 10 * s)}" width="${n(backW + 60 * s)}" height="${n(16 * s)}" fill="${shade}"/>`;
  out += groundShadow(ctx, x, y + 4 * s, w * 0.55, 14 * s);
  out += post(x - w / 2, y, h, 22 * s, base) + post(x + w / 2, y, h, 22 * s, base);
  out += `<rect x="${n(x - w / 2 - 40 * s)}" y="${n(y - h - 18 * s)}" width="${n(w + 80 * s)}" height="${n(26 * s)}" fill="${base}"/>`;
  out += `<rect x="${n(x - w / 2 - 40 * s)}" y="${n(y - h - 18 * s)}" width="${n(w + 80 * s)}" height="${n(7 * s)}" fill="${light}"/>`;
  // A vine along the beam and down one post.
  for (let i = 0; i < 46; i += 1) {
    const onPost = i > 30;
    const vx = onPost ? x - w / 2 + rng.jitter(0, 16 * s) : x - w / 2 + rng.range(0, w * 0.85);
    const vy = onPost
      ? y - h + rng.range(0, h * 0.7)
      : y - h - rng.range(-24, 14) * s + (rng.chance(0.3) ? rng.range(0, 50) * s : 0);
    out += `<circle cx="${n(vx)}" cy="${n(vy)}" r="${n(rng.range(9, 15) * s)}" fill="${rng.pick(p.foliage)}"/>`;
    if (i % 5 === 0 && p.mood !== 'winter')
      out += `<circle cx="${n(vx + 4 * s)}" cy="${n(vy + 8 * s)}" r="${n(5 * s)}" fill="${p.flowers[3] ?? p.flowers[0]}"/>`;
  }
  return out;
}

/** A wooden raised bed with vegetables, `w` wide at the front, seen slightly from above. */
export function raisedBed(ctx: DrawContext, x: number, y: number, w: number, s: number): string {
  const { p, rng } = ctx;
  const [shade, base, light] = p.wood;
  const h = 62 * s;
  const d = 70 * s;
  const inset = 18 * s;
  let out = groundShadow(ctx, x, y + 2 * s, w * 0.56, 12 * s);
  // Top rim and soil.
  out += `<path d="${polygon([
    [x - w / 2, y - h],
    [x + w / 2, y - h],
    [x + w / 2 - inset, y - h - d],
    [x - w / 2 + inset, y - h - d],
  ])}" fill="${darken(base, 0.1)}"/>`;
  out += `<path d="${polygon([
    [x - w / 2 + 12 * s, y - h - 6 * s],
    [x + w / 2 - 12 * s, y - h - 6 * s],
    [x + w / 2 - inset - 8 * s, y - h - d + 6 * s],
    [x - w / 2 + inset + 8 * s, y - h - d + 6 * s],
  ])}" fill="${p.soil}"/>`;
  // Plants in two rows: lettuces in front, tomatoes on stakes behind.
  const count = Math.max(3, Math.round(w / (70 * s)));
  for (let i = 0; i < count; i += 1) {
    const px = x - w / 2 + inset + 20 * s + ((w - 2 * inset - 40 * s) * (i + 0.5)) / count;
    const py = y - h - d + 24 * s;
    out += `<path d="M${n(px)} ${n(py)}V${n(py - 95 * s)}" stroke="${light}" stroke-width="${n(4 * s)}"/>`;
    for (let j = 0; j < 5; j += 1) {
      out += `<circle cx="${n(px + rng.jitter(0, 18 * s))}" cy="${n(py - rng.range(15, 85) * s)}" r="${n(rng.range(9, 13) * s)}" fill="${rng.pick(p.foliage)}"/>`;
    }
    for (let j = 0; j < 3; j += 1) {
      out += `<circle cx="${n(px + rng.jitter(0, 14 * s))}" cy="${n(py - rng.range(20, 70) * s)}" r="${n(7 * s)}" fill="${p.mood === 'winter' ? '#b5453a' : '#e2483b'}"/>`;
    }
  }
  for (let i = 0; i < count + 1; i += 1) {
    const lx = x - w / 2 + 26 * s + ((w - 52 * s) * (i + 0.5)) / (count + 1);
    const ly = y - h - 14 * s;
    for (let j = 0; j < 6; j += 1) {
      const a = (j / 6) * Math.PI - Math.PI;
      out += `<ellipse cx="${n(lx + Math.cos(a) * 14 * s)}" cy="${n(ly + Math.sin(a) * 9 * s)}" rx="${n(16 * s)}" ry="${n(11 * s)}" fill="${j % 2 ? p.grass[0] : p.foliage[2]}"/>`;
    }
    out += `<circle cx="${n(lx)}" cy="${n(ly - 6 * s)}" r="${n(10 * s)}" fill="${lighten(p.grass[0], 0.3)}"/>`;
  }
  // Front boards.
  out += `<rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${base}"/>`;
  out += `<path d="M${n(x - w / 2)} ${n(y - h / 2)}H${n(x + w / 2)}" stroke="${shade}" stroke-width="${n(3 * s)}"/>`;
  out += `<rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(6 * s)}" fill="${light}"/>`;
  for (const cx of [x - w / 2, x + w / 2 - 12 * s]) {
    out += `<rect x="${n(cx)}" y="${n(y - h - 8 * s)}" width="${n(12 * s)}" height="${n(h + 8 * s)}" fill="${shade}"/>`;
  }
  return out;
}

/** A koi: body, fins and tail, `size` long, heading `angle` degrees. */
export function koi(x: number, y: number, size: number, angle: number, color: string, patch: string): string {
  const l = size / 2;
  const w = size * 0.2;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="M${n(-l * 0.7)} 0L${n(-l * 1.15)} ${n(-w * 1.1)}Q${n(-l)} 0 ${n(-l * 1.15)} ${n(w * 1.1)}Z" fill="${color}" fill-opacity="0.85"/>` +
    `<path d="M${n(l)} 0Q${n(l * 0.6)} ${n(-w * 1.2)} 0 ${n(-w)}Q${n(-l * 0.6)} ${n(-w * 0.7)} ${n(-l * 0.8)} 0Q${n(-l * 0.6)} ${n(w * 0.7)} 0 ${n(w)}Q${n(l * 0.6)} ${n(w * 1.2)} ${n(l)} 0Z" fill="${color}"/>` +
    `<ellipse cx="${n(l * 0.1)}" cy="${n(-w * 0.2)}" rx="${n(l * 0.3)}" ry="${n(w * 0.55)}" fill="${patch}"/>` +
    `<path d="M${n(l * 0.2)} ${n(-w * 0.8)}L${n(-l * 0.1)} ${n(-w * 1.6)}L${n(-l * 0.2)} ${n(-w * 0.8)}ZM${n(l * 0.2)} ${n(w * 0.8)}L${n(-l * 0.1)} ${n(w * 1.6)}L${n(-l * 0.2)} ${n(w * 0.8)}Z" fill="${color}" fill-opacity="0.8"/>` +
    `</g>`
  );
}

/** Stacked boulders with water falling over them into a pool at y; about 360 wide and 260 tall at s = 1. */
export function waterfall(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const [deep, shallow] = p.water;
  const sheet = lighten(shallow, 0.2);
  let out = '';
  // Back rocks (the top step), the water sheets, then the front rocks that frame them.
  out += rock(ctx, x - 110 * s, y - 150 * s, s * 1.5) + rock(ctx, x + 115 * s, y - 140 * s, s * 1.4);
  out += rock(ctx, x, y - 175 * s, s * 1.7);
  const falls: [number, number, number, number][] = [
    [x - 40 * s, x + 40 * s, y - 250 * s, y - 120 * s],
    [x - 60 * s, x + 55 * s, y - 130 * s, y],
  ];
  for (const [x1, x2, top, bottom] of falls) {
    out += `<path d="M${n(x1)} ${n(top)}H${n(x2)}Q${n(x2 + 8 * s)} ${n((top + bottom) / 2)} ${n(x2 + 4 * s)} ${n(bottom)}H${n(x1 - 4 * s)}Q${n(x1 - 8 * s)} ${n((top + bottom) / 2)} ${n(x1)} ${n(top)}Z" fill="${mix(deep, shallow, 0.5)}"/>`;
    for (let i = 0; i < 7; i += 1) {
      const sx = x1 + ((x2 - x1) * (i + 0.5)) / 7 + rng.jitter(0, 3 * s);
      out += `<path d="M${n(sx)} ${n(top + 4 * s)}L${n(sx + rng.jitter(0, 3 * s))} ${n(bottom - rng.range(0, 20) * s)}" stroke="${sheet}" stroke-width="${n(rng.range(3, 6) * s)}" stroke-linecap="round" stroke-opacity="0.9"/>`;
    }
    // Foam where it lands.
    for (let i = 0; i < 9; i += 1) {
      out += `<circle cx="${n(x1 + (x2 - x1) * rng.float())}" cy="${n(bottom + rng.jitter(0, 6 * s))}" r="${n(rng.range(8, 15) * s)}" fill="#ffffff" fill-opacity="0.85"/>`;
    }
  }
  out += rock(ctx, x - 120 * s, y + 6 * s, s * 1.2) + rock(ctx, x + 125 * s, y + 10 * s, s * 1.1);
  out += rock(ctx, x - 80 * s, y - 118 * s, s * 0.8) + rock(ctx, x + 80 * s, y - 112 * s, s * 0.75);
  return out;
}

/** A fern: arching fronds with small leaflets, about 200 wide at s = 1. */
export function fern(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const tones = p.mood === 'autumn' ? (['#6f8a36', '#8aa043', '#a8b85a'] as const) : p.foliage;
  let out = groundShadow(ctx, x, y, 90 * s, 10 * s);
  const fronds = 7;
  for (let i = 0; i < fronds; i += 1) {
    const side = (i - (fronds - 1) / 2) / ((fronds - 1) / 2);
    const len = (130 - Math.abs(side) * 30) * s * rng.range(0.9, 1.1);
    const tipX = x + side * len * 0.95;
    const tipY = y - len * (1 - Math.abs(side) * 0.55);
    const cx = x + side * len * 0.25;
    const cy = y - len * 1.05;
    const color = tones[i % 3]!;
    out += `<path d="M${n(x)} ${n(y)}Q${n(cx)} ${n(cy)} ${n(tipX)} ${n(tipY)}" stroke="${darken(color, 0.2)}" stroke-width="${n(3 * s)}" fill="none"/>`;
    for (let j = 1; j < 12; j += 1) {
      const t = j / 12;
      const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * tipX;
      const py = (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t * t * tipY;
      const leaflet = (1 - t * 0.8) * 17 * s;
      for (const dir of [-1, 1]) {
        out += `<ellipse cx="${n(px + dir * leaflet * 0.45)}" cy="${n(py - leaflet * 0.2)}" rx="${n(leaflet * 0.55)}" ry="${n(leaflet * 0.24)}" fill="${color}" transform="rotate(${n(dir * 35 + side * 30)} ${n(px)} ${n(py)})"/>`;
      }
    }
  }
  return out;
}

/** A weed: a dandelion rosette with a yellow flower or a seed head; about 90 wide at s = 1. */
export function weed(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const green = mix(p.foliage[1], '#8a9a3a', 0.4);
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const a = Math.PI + (i / 5) * Math.PI;
    const len = rng.range(38, 52) * s;
    const tip: Point = [x + Math.cos(a) * len, y + Math.sin(a) * len * 0.45];
    const pts: Point[] = [[x, y]];
    for (let j = 1; j <= 4; j += 1) {
      const t = j / 5;
      const bx = x + (tip[0] - x) * t;
      const by = y + (tip[1] - y) * t;
      pts.push([bx + Math.cos(a + Math.PI / 2) * 9 * s, by + Math.sin(a + Math.PI / 2) * 5 * s - 4 * s]);
    }
    pts.push(tip);
    for (let j = 4; j >= 1; j -= 1) {
      const t = j / 5;
      pts.push([x + (tip[0] - x) * t, y + (tip[1] - y) * t]);
    }
    out += `<path d="${polygon(pts)}" fill="${i % 2 ? green : darken(green, 0.15)}"/>`;
  }
  const top = y - rng.range(70, 95) * s;
  out += `<path d="M${n(x)} ${n(y - 6 * s)}Q${n(x + 8 * s)} ${n((y + top) / 2)} ${n(x + 4 * s)} ${n(top)}" stroke="${darken(green, 0.1)}" stroke-width="${n(3 * s)}" fill="none"/>`;
  if (rng.chance(0.65)) {
    for (let i = 0; i < 12; i += 1) {
      const a = (i / 12) * Math.PI * 2;
      out += `<ellipse cx="${n(x + 4 * s + Math.cos(a) * 9 * s)}" cy="${n(top + Math.sin(a) * 9 * s)}" rx="${n(7 * s)}" ry="${n(3.4 * s)}" fill="#f7c62f" transform="rotate(${n((a * 180) / Math.PI)} ${n(x + 4 * s + Math.cos(a) * 9 * s)} ${n(top + Math.sin(a) * 9 * s)})"/>`;
    }
    out += `<circle cx="${n(x + 4 * s)}" cy="${n(top)}" r="${n(7 * s)}" fill="#f2a81d"/>`;
  } else {
    out += `<circle cx="${n(x + 4 * s)}" cy="${n(top)}" r="${n(17 * s)}" fill="#ffffff" fill-opacity="0.85" stroke="#d9dde2" stroke-width="${n(1.5 * s)}"/>`;
  }
  return out;
}

/** A bucket full of pulled weeds, about 110 wide at s = 1. */
export function weedBucket(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const pail = p.dark ? '#4c5566' : '#8d99a6';
  let out = groundShadow(ctx, x + 6 * s, y, 70 * s, 10 * s);
  for (let i = 0; i < 14; i += 1) {
    const a = -Math.PI / 2 + rng.jitter(0, 1.1);
    const len = rng.range(40, 80) * s;
    out += `<path d="M${n(x)} ${n(y - 80 * s)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}" stroke="${rng.pick(p.foliage)}" stroke-width="${n(rng.range(6, 10) * s)}" stroke-linecap="round"/>`;
  }
  out += `<path d="${polygon([
    [x - 55 * s, y - 95 * s],
    [x + 55 * s, y - 95 * s],
    [x + 42 * s, y],
    [x - 42 * s, y],
  ])}" fill="${pail}"/>`;
  out += `<path d="${polygon([
    [x + 15 * s, y - 95 * s],
    [x + 55 * s, y - 95 * s],
    [x + 42 * s, y],
    [x + 12 * s, y],
  ])}" fill="${darken(pail, 0.18)}"/>`;
  out += `<rect x="${n(x - 58 * s)}" y="${n(y - 100 * s)}" width="${n(116 * s)}" height="${n(10 * s)}" rx="${n(4 * s)}" fill="${lighten(pail, 0.2)}"/>`;
  return out;
}

/** A black nursery pot with a young shrub or flowers, waiting to be planted; about 110 wide. */
export function nurseryPot(ctx: DrawContext, x: number, y: number, s: number, flowers: boolean): string {
  let out = groundShadow(ctx, x + 6 * s, y, 60 * s, 9 * s);
  out += flowers ? flowerClump(ctx, x, y - 62 * s, s * 0.8, 6) : shrub(ctx, x, y - 58 * s, s * 0.55);
  out += `<path d="${polygon([
    [x - 46 * s, y - 70 * s],
    [x + 46 * s, y - 70 * s],
    [x + 34 * s, y],
    [x - 34 * s, y],
  ])}" fill="#2d3138"/>`;
  out += `<path d="${polygon([
    [x + 10 * s, y - 70 * s],
    [x + 46 * s, y - 70 * s],
    [x + 34 * s, y],
    [x + 8 * s, y],
  ])}" fill="#1d2026"/>`;
  out += `<rect x="${n(x - 50 * s)}" y="${n(y - 78 * s)}" width="${n(100 * s)}" height="${n(12 * s)}" rx="${n(4 * s)}" fill="#3d424b"/>`;
  return out;
}

/** A freshly dug planting hole with its heap of soil, about 200 wide at s = 1. */
export function plantingHole(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  let out = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(70 * s)}" ry="${n(22 * s)}" fill="${darken(p.soil, 0.45)}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y + 5 * s)}" rx="${n(56 * s)}" ry="${n(14 * s)}" fill="${darken(p.soil, 0.6)}"/>`;
  out += `<path d="M${n(x + 60 * s)} ${n(y + 6 * s)}Q${n(x + 110 * s)} ${n(y - 60 * s)} ${n(x + 160 * s)} ${n(y + 8 * s)}Z" fill="${p.soil}"/>`;
  for (let i = 0; i < 10; i += 1) {
    out += `<circle cx="${n(x + rng.range(75, 150) * s)}" cy="${n(y - rng.range(0, 30) * s)}" r="${n(rng.range(3, 6) * s)}" fill="${lighten(p.soil, 0.2)}"/>`;
  }
  return out;
}

/** A roll of sod lying on its side: the spiral end towards the viewer's left; about 170 wide. */
export function sodRoll(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p } = ctx;
  const r = 34 * s;
  const len = 150 * s;
  let out = groundShadow(ctx, x + len / 2, y, len * 0.6, 9 * s);
  out += `<rect x="${n(x)}" y="${n(y - 2 * r)}" width="${n(len)}" height="${n(2 * r)}" rx="${n(r * 0.25)}" fill="${p.grass[1]}"/>`;
  out += `<rect x="${n(x)}" y="${n(y - 2 * r)}" width="${n(len)}" height="${n(r * 0.6)}" rx="${n(r * 0.2)}" fill="${p.grass[0]}"/>`;
  for (let i = 0; i < 12; i += 1) {
    const gx = x + 10 * s + (i / 12) * (len - 14 * s);
    out += `<path d="M${n(gx)} ${n(y - 2 * r + 4 * s)}l${n(4 * s)} ${n(-8 * s)}" stroke="${darken(p.grass[1], 0.15)}" stroke-width="${n(2.5 * s)}" stroke-linecap="round"/>`;
  }
  // Spiral end: soil and grass layers.
  for (let i = 0; i < 4; i += 1) {
    const rr = r * (1 - i * 0.24);
    out += `<ellipse cx="${n(x)}" cy="${n(y - r)}" rx="${n(rr * 0.62)}" ry="${n(rr)}" fill="${i % 2 ? p.soil : p.grass[1]}"/>`;
  }
  return out;
}

/**
 * The design plan: a sheet on a drafting table, drawn in perspective, with the
 * garden's layout (house, path, patio, trees, beds), a pencil and a ruler.
 */
export function planBoard(ctx: DrawContext, x: number, y: number, w: number, s: number): string {
  const { p, rng } = ctx;
  const [shade, base, light] = p.wood;
  const h = w * 0.34;
  const skew = w * 0.1;
  const top = y - 95 * s;
  // Table top corners: back edge narrower (seen from above and in front).
  const quad = (u: number, v: number): Point => {
    const left = x - w / 2 + skew * (1 - v);
    const right = x + w / 2 - skew * (1 - v);
    return [left + (right - left) * u, top - h + h * v];
  };
  let out = groundShadow(ctx, x, y, w * 0.5, 16 * s);
  for (const lx of [x - w * 0.38, x + w * 0.38]) {
    out += `<path d="M${n(lx - 40 * s)} ${n(y)}L${n(lx)} ${n(top)}L${n(lx + 40 * s)} ${n(y)}" stroke="${shade}" stroke-width="${n(10 * s)}" fill="none"/>`;
  }
  out += `<path d="${polygon([quad(0, 0), quad(1, 0), quad(1, 1), quad(0, 1)])}" fill="${base}"/>`;
  out += `<path d="${polygon([quad(0, 1), quad(1, 1), [quad(1, 1)[0], quad(1, 1)[1] + 14 * s], [quad(0, 1)[0], quad(0, 1)[1] + 14 * s]])}" fill="${shade}"/>`;
  // The sheet.
  const sheet = (u: number, v: number) => quad(0.04 + u * 0.84, 0.06 + v * 0.88);
  out += `<path d="${polygon([sheet(0, 0), sheet(1, 0), sheet(1, 1), sheet(0, 1)])}" fill="#f7f4ea"/>`;
  const grid = '#cfd9e2';
  for (let i = 1; i < 8; i += 1) {
    const [ax, ay] = sheet(i / 8, 0);
    const [bx, by] = sheet(i / 8, 1);
    out += `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke="${grid}" stroke-width="${n(1.2 * s)}"/>`;
  }
  for (let i = 1; i < 5; i += 1) {
    const [ax, ay] = sheet(0, i / 5);
    const [bx, by] = sheet(1, i / 5);
    out += `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke="${grid}" stroke-width="${n(1.2 * s)}"/>`;
  }
  const area = (u0: number, v0: number, u1: number, v1: number, fill: string, stroke: string) =>
    `<path d="${polygon([sheet(u0, v0), sheet(u1, v0), sheet(u1, v1), sheet(u0, v1)])}" fill="${fill}" stroke="${stroke}" stroke-width="${n(2 * s)}"/>`;
  // House, patio, lawn and a curving path.
  out += area(0.32, 0.04, 0.68, 0.26, '#f0c9b8', '#9e4230');
  out += area(0.36, 0.28, 0.64, 0.46, '#d9d4ca', '#8d867a');
  out += area(0.08, 0.52, 0.6, 0.94, '#cfe8b8', '#6fa556');
  const pathPts = [sheet(0.5, 0.46), sheet(0.62, 0.62), sheet(0.56, 0.8), sheet(0.7, 1)];
  out += `<path d="M${pathPts.map(([a, b]) => `${n(a)} ${n(b)}`).join('L')}" stroke="#c9a77a" stroke-width="${n(11 * s)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
  // Trees and shrubs as circles, beds as dotted areas.
  for (const [u, v, r] of [
    [0.12, 0.14, 0.07],
    [0.86, 0.2, 0.08],
    [0.84, 0.7, 0.06],
    [0.2, 0.66, 0.04],
    [0.4, 0.84, 0.035],
  ] as const) {
    const [cx, cy] = sheet(u, v);
    const rx = r * w * 0.78;
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.55)}" fill="#8fcf87" fill-opacity="0.8" stroke="#2f7a48" stroke-width="${n(2 * s)}"/>`;
  }
  for (let i = 0; i < 22; i += 1) {
    const [cx, cy] = sheet(rng.range(0.72, 0.98), rng.range(0.35, 0.55));
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(4 * s)}" fill="${rng.pick(p.flowers)}"/>`;
  }
  // Pencil and ruler.
  const [px, py] = sheet(0.9, 0.9);
  out += `<path d="M${n(px - 90 * s)} ${n(py + 10 * s)}L${n(px + 40 * s)} ${n(py - 20 * s)}" stroke="#f2c12e" stroke-width="${n(9 * s)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(px - 96 * s)} ${n(py + 11.5 * s)}L${n(px - 84 * s)} ${n(py + 8.5 * s)}" stroke="#3a404b" stroke-width="${n(9 * s)}"/>`;
  const [rx0, ry0] = quad(0.9, 0.12);
  const [rx1, ry1] = quad(0.97, 0.92);
  out += `<path d="M${n(rx0)} ${n(ry0)}L${n(rx1)} ${n(ry1)}" stroke="${light}" stroke-width="${n(14 * s)}"/>`;
  return out;
}

/** A ground spotlight washing a tree with light: the fixture and a soft cone `h` tall. */
export function uplight(ctx: DrawContext, x: number, y: number, h: number, s: number): string {
  const { p, defs } = ctx;
  const beam = defs.linear([
    [0, p.glow, 0],
    [0.7, p.glow, 0.22],
    [1, p.glow, 0.6],
  ]);
  return (
    `<path d="${polygon([
      [x - 8 * s, y - 10 * s],
      [x + 8 * s, y - 10 * s],
      [x + 120 * s, y - h],
      [x - 120 * s, y - h],
    ])}" fill="${beam}"/>` +
    `<rect x="${n(x - 10 * s)}" y="${n(y - 16 * s)}" width="${n(20 * s)}" height="${n(16 * s)}" rx="${n(3 * s)}" fill="#2c3140"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - 16 * s)}" rx="${n(10 * s)}" ry="${n(4 * s)}" fill="${lighten(p.glow, 0.5)}"/>`
  );
}
