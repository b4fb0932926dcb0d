/**
 * Machines and hand tools of the crews: fertilizer spreader, core aerator,
 * stump grinder, air compressor, toolbox, ladder, hedge trimmer, secateurs.
 * Same conventions as nature.ts: (x, y) is the ground contact point, s the scale.
 */
import type { DrawContext } from './context.js';
import { groundShadow } from './nature.js';
import { darken, lighten, n, polygon } from './svg-kit.js';

const STEEL = '#59616e';
const RUBBER = '#262b33';

function wheel(x: number, y: number, r: number): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y - r)}" r="${n(r)}" fill="${RUBBER}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - r)}" r="${n(r * 0.48)}" fill="#aab2bd"/>` +
    `<circle cx="${n(x)}" cy="${n(y - r)}" r="${n(r * 0.16)}" fill="${RUBBER}"/>`
  );
}

function bar(x1: number, y1: number, x2: number, y2: number, w: number, color = STEEL): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
}

/** A push broadcast spreader facing left, throwing a fan of granules; about 300 wide at s = 1. */
export function spreader(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const hopper = p.dark ? '#a8642a' : '#f08a2c';
  let out = groundShadow(ctx, x + 20 * s, y, 120 * s, 14 * s);
  // Granules thrown forwards in a wide arc.
  for (let i = 0; i < 110; i += 1) {
    const a = rng.range(Math.PI * 0.55, Math.PI * 1.25);
    const d = Math.sqrt(rng.float()) * 260 * s;
    const gx = x - 10 * s + Math.cos(a) * d * 1.1;
    const gy = y - 60 * s - Math.sin(a) * d * 0.22 + d * 0.18;
    out += `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(rng.range(2, 3.6) * s)}" fill="${rng.pick(['#f4efe2', '#d9cfb8', '#8fb7d6'])}"/>`;
  }
  out += bar(x + 60 * s, y - 150 * s, x + 165 * s, y - 300 * s, 9 * s);
  out += bar(x + 150 * s, y - 300 * s, x + 185 * s, y - 300 * s, 14 * s, RUBBER);
  out += bar(x - 45 * s, y - 40 * s, x - 30 * s, y - 150 * s, 7 * s);
  out += bar(x + 45 * s, y - 40 * s, x + 30 * s, y - 150 * s, 7 * s);
  out += bar(x - 60 * s, y - 40 * s, x + 60 * s, y - 40 * s, 7 * s);
  // Spinner plate under the hopper.
  out += `<ellipse cx="${n(x)}" cy="${n(y - 64 * s)}" rx="${n(34 * s)}" ry="${n(8 * s)}" fill="${STEEL}"/>`;
  out += bar(x, y - 64 * s, x, y - 100 * s, 6 * s);
  // Hopper: a funnel with its open top.
  out += `<path d="${polygon([
    [x - 70 * s, y - 200 * s],
    [x + 70 * s, y - 200 * s],
    [x + 22 * s, y - 96 * s],
    [x - 22 * s, y - 96 * s],
  ])}" fill="${hopper}"/>`;
  out += `<path d="${polygon([
    [x + 20 * s, y - 200 * s],
    [x + 70 * s, y - 200 * s],
    [x + 22 * s, y - 96 * s],
    [x + 4 * s, y - 96 * s],
  ])}" fill="${darken(hopper, 0.2)}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y - 200 * s)}" rx="${n(72 * s)}" ry="${n(14 * s)}" fill="${lighten(hopper, 0.2)}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(y - 199 * s)}" rx="${n(62 * s)}" ry="${n(10 * s)}" fill="#e9e2d0"/>`;
  out += wheel(x - 62 * s, y, 34 * s) + wheel(x + 62 * s, y, 34 * s);
  return out;
}

/** A walk-behind core aerator facing left, about 320 wide at s = 1. */
export function aerator(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p } = ctx;
  const body = p.dark ? '#9a7f22' : '#f2c12e';
  let out = groundShadow(ctx, x + 20 * s, y, 150 * s, 16 * s);
  // Handle loop.
  out += bar(x + 70 * s, y - 110 * s, x + 190 * s, y - 250 * s, 9 * s);
  out += bar(x + 180 * s, y - 250 * s, x + 215 * s, y - 250 * s, 15 * s, RUBBER);
  // Tine drum at the back, spikes in the ground.
  const dx = x + 60 * s;
  for (let i = 0; i < 10; i += 1) {
    const a = (i / 10) * Math.PI * 2;
    out += bar(
      dx + Math.cos(a) * 30 * s,
      y - 36 * s + Math.sin(a) * 30 * s,
      dx + Math.cos(a) * 48 * s,
      y - 36 * s + Math.sin(a) * 48 * s,
      7 * s,
      '#8a929e',
    );
  }
  out += `<circle cx="${n(dx)}" cy="${n(y - 36 * s)}" r="${n(32 * s)}" fill="${STEEL}"/>`;
  // Body, weights and engine.
  out += `<path d="${polygon([
    [x - 120 * s, y - 150 * s],
    [x + 95 * s, y - 150 * s],
    [x + 110 * s, y - 70 * s],
    [x - 120 * s, y - 60 * s],
  ])}" fill="${body}"/>`;
  out += `<path d="${polygon([
    [x - 120 * s, y - 92 * s],
    [x + 104 * s, y - 96 * s],
    [x + 110 * s, y - 70 * s],
    [x - 120 * s, y - 60 * s],
  ])}" fill="${darken(body, 0.22)}"/>`;
  out += `<rect x="${n(x - 112 * s)}" y="${n(y - 132 * s)}" width="${n(60 * s)}" height="${n(34 * s)}" rx="${n(4 * s)}" fill="${RUBBER}"/>`;
  out += `<path d="${polygon([
    [x - 40 * s, y - 150 * s],
    [x - 30 * s, y - 205 * s],
    [x + 45 * s, y - 205 * s],
    [x + 55 * s, y - 150 * s],
  ])}" fill="#3a404b"/>`;
  out += `<rect x="${n(x - 20 * s)}" y="${n(y - 196 * s)}" width="${n(44 * s)}" height="${n(10 * s)}" rx="${n(4 * s)}" fill="#6d7582"/>`;
  out += `<circle cx="${n(x + 30 * s)}" cy="${n(y - 212 * s)}" r="${n(9 * s)}" fill="#d8433a"/>`;
  out += wheel(x - 80 * s, y, 34 * s);
  return out;
}

/** A soil core pulled by an aerator: a small capsule of earth lying on the grass. */
export function soilPlug(ctx: DrawContext, x: number, y: number, s: number, angle: number): string {
  const soil = ctx.p.soil;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<rect x="${n(-14 * s)}" y="${n(-6 * s)}" width="${n(28 * s)}" height="${n(12 * s)}" rx="${n(6 * s)}" fill="${soil}"/>` +
    `<rect x="${n(-12 * s)}" y="${n(-6 * s)}" width="${n(22 * s)}" height="${n(5 * s)}" rx="${n(2.5 * s)}" fill="${lighten(soil, 0.25)}"/>` +
    `<ellipse cx="${n(14 * s)}" cy="0" rx="${n(3 * s)}" ry="${n(6 * s)}" fill="${darken(soil, 0.2)}"/></g>`
  );
}

/** A stump grinder facing left, its cutting wheel low at the front; about 330 wide at s = 1. */
export function stumpGrinder(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p, rng } = ctx;
  const body = p.dark ? '#a34f1c' : '#f0742a';
  let out = groundShadow(ctx, x + 20 * s, y, 160 * s, 16 * s);
  out += bar(x + 80 * s, y - 130 * s, x + 200 * s, y - 250 * s, 10 * s);
  out += bar(x + 190 * s, y - 250 * s, x + 230 * s, y - 250 * s, 16 * s, RUBBER);
  // Boom to the cutter wheel.
  out += `<path d="${polygon([
    [x - 40 * s, y - 120 * s],
    [x - 150 * s, y - 70 * s],
    [x - 140 * s, y - 40 * s],
    [x - 30 * s, y - 80 * s],
  ])}" fill="${darken(body, 0.15)}"/>`;
  const cx = x - 150 * s;
  const cy = y - 52 * s;
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    out += `<path d="${polygon([
      [cx + Math.cos(a - 0.12) * 36 * s, cy + Math.sin(a - 0.12) * 36 * s],
      [cx + Math.cos(a) * 50 * s, cy + Math.sin(a) * 50 * s],
      [cx + Math.cos(a + 0.12) * 36 * s, cy + Math.sin(a + 0.12) * 36 * s],
    ])}" fill="#c7ced8"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(38 * s)}" fill="${STEEL}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(12 * s)}" fill="#aab2bd"/>`;
  // Guard over the wheel.
  out += `<path d="M${n(cx - 58 * s)} ${n(cy - 6 * s)}A${n(58 * s)} ${n(58 * s)} 0 0 1 ${n(cx + 50 * s)} ${n(cy - 30 * s)}L${n(cx + 40 * s)} ${n(cy - 22 * s)}A${n(46 * s)} ${n(46 * s)} 0 0 0 ${n(cx - 46 * s)} ${n(cy - 4 * s)}Z" fill="${body}"/>`;
  // Chassis and engine.
  out += `<rect x="${n(x - 70 * s)}" y="${n(y - 150 * s)}" width="${n(170 * s)}" height="${n(80 * s)}" rx="${n(10 * s)}" fill="${body}"/>`;
  out += `<rect x="${n(x + 30 * s)}" y="${n(y - 150 * s)}" width="${n(70 * s)}" height="${n(80 * s)}" rx="${n(10 * s)}" fill="${darken(body, 0.2)}"/>`;
  out += `<rect x="${n(x - 40 * s)}" y="${n(y - 205 * s)}" width="${n(95 * s)}" height="${n(58 * s)}" rx="${n(8 * s)}" fill="#3a404b"/>`;
  out += `<rect x="${n(x - 28 * s)}" y="${n(y - 195 * s)}" width="${n(50 * s)}" height="${n(10 * s)}" rx="${n(4 * s)}" fill="#6d7582"/>`;
  out += wheel(x - 20 * s, y, 40 * s) + wheel(x + 75 * s, y, 40 * s);
  // Chips flying from the cutter.
  for (let i = 0; i < 26; i += 1) {
    const a = rng.range(Math.PI * 0.9, Math.PI * 1.5);
    const d = rng.range(60, 170) * s;
    const fx = cx + Math.cos(a) * d;
    const fy = cy + Math.sin(a) * d * 0.6;
    out += `<path d="M${n(fx)} ${n(fy)}l${n(rng.jitter(0, 9) * s)} ${n(rng.jitter(0, 5) * s)}" stroke="${rng.pick(['#d9a66b', '#b88450', '#e8c48e'])}" stroke-width="${n(5 * s)}" stroke-linecap="round"/>`;
  }
  return out;
}

/** A portable air compressor: a red tank on wheels with the pump on top; about 240 wide at s = 1. */
export function compressor(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p } = ctx;
  const tank = p.dark ? '#8e2f2a' : '#d8433a';
  let out = groundShadow(ctx, x + 10 * s, y, 130 * s, 14 * s);
  out += bar(x + 90 * s, y - 110 * s, x + 150 * s, y - 220 * s, 9 * s);
  out += bar(x + 140 * s, y - 220 * s, x + 175 * s, y - 220 * s, 15 * s, RUBBER);
  out += `<rect x="${n(x - 110 * s)}" y="${n(y - 130 * s)}" width="${n(220 * s)}" height="${n(90 * s)}" rx="${n(45 * s)}" fill="${tank}"/>`;
  out += `<rect x="${n(x - 100 * s)}" y="${n(y - 88 * s)}" width="${n(200 * s)}" height="${n(44 * s)}" rx="${n(22 * s)}" fill="${darken(tank, 0.22)}"/>`;
  out += `<rect x="${n(x - 80 * s)}" y="${n(y - 122 * s)}" width="${n(150 * s)}" height="${n(10 * s)}" rx="${n(5 * s)}" fill="${lighten(tank, 0.3)}"/>`;
  // Pump, flywheel and gauge.
  out += `<rect x="${n(x - 60 * s)}" y="${n(y - 190 * s)}" width="${n(90 * s)}" height="${n(62 * s)}" rx="${n(6 * s)}" fill="#3a404b"/>`;
  out += `<circle cx="${n(x + 55 * s)}" cy="${n(y - 160 * s)}" r="${n(30 * s)}" fill="${STEEL}"/><circle cx="${n(x + 55 * s)}" cy="${n(y - 160 * s)}" r="${n(10 * s)}" fill="#aab2bd"/>`;
  out += `<circle cx="${n(x - 82 * s)}" cy="${n(y - 150 * s)}" r="${n(16 * s)}" fill="#eef1f4" stroke="${RUBBER}" stroke-width="${n(4 * s)}"/>`;
  out += bar(x - 82 * s, y - 150 * s, x - 74 * s, y - 160 * s, 2.5 * s, '#d8433a');
  out += wheel(x - 70 * s, y, 26 * s) + wheel(x + 70 * s, y, 26 * s);
  return out;
}

/** A red toolbox with a wrench lying in front; about 170 wide at s = 1. */
export function toolbox(ctx: DrawContext, x: number, y: number, s: number): string {
  const { p } = ctx;
  const red = p.dark ? '#8e2f2a' : '#d8433a';
  let out = groundShadow(ctx, x + 8 * s, y, 95 * s, 12 * s);
  out += `<rect x="${n(x - 80 * s)}" y="${n(y - 70 * s)}" width="${n(160 * s)}" height="${n(70 * s)}" rx="${n(6 * s)}" fill="${red}"/>`;
  out += `<rect x="${n(x + 20 * s)}" y="${n(y - 70 * s)}" width="${n(60 * s)}" height="${n(70 * s)}" rx="${n(6 * s)}" fill="${darken(red, 0.2)}"/>`;
  out += `<rect x="${n(x - 84 * s)}" y="${n(y - 78 * s)}" width="${n(168 * s)}" height="${n(18 * s)}" rx="${n(5 * s)}" fill="${lighten(red, 0.15)}"/>`;
  out += `<path d="M${n(x - 35 * s)} ${n(y - 78 * s)}V${n(y - 100 * s)}H${n(x + 35 * s)}V${n(y - 78 * s)}" stroke="${RUBBER}" stroke-width="${n(8 * s)}" fill="none" stroke-linejoin="round"/>`;
  out += `<rect x="${n(x - 10 * s)}" y="${n(y - 60 * s)}" width="${n(20 * s)}" height="${n(10 * s)}" fill="#c7ced8"/>`;
  // Wrench.
  out += bar(x - 70 * s, y + 22 * s, x + 40 * s, y + 12 * s, 10 * s, '#aab2bd');
  out += `<circle cx="${n(x - 74 * s)}" cy="${n(y + 22 * s)}" r="${n(13 * s)}" fill="#aab2bd"/><circle cx="${n(x - 80 * s)}" cy="${n(y + 20 * s)}" r="${n(6 * s)}" fill="${ctx.p.grass[1]}"/>`;
  return out;
}

/** A ladder from its foot (x0, y0) to its top (x1, y1). */
export function ladder(ctx: DrawContext, x0: number, y0: number, x1: number, y1: number, s: number): string {
  const rail = ctx.p.dark ? '#8d96a8' : '#c7ced8';
  const w = 26 * s;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const nx = ((y1 - y0) / len) * w;
  const ny = (-(x1 - x0) / len) * w;
  let out = groundShadow(ctx, x0, y0, 40 * s, 6 * s);
  const rungs = Math.max(3, Math.round(len / (34 * s)));
  for (let i = 1; i < rungs; i += 1) {
    const t = i / rungs;
    const rx = x0 + (x1 - x0) * t;
    const ry = y0 + (y1 - y0) * t;
    out += bar(rx - nx, ry - ny, rx + nx, ry + ny, 5 * s, darken(rail, 0.15));
  }
  out += bar(x0 - nx, y0 - ny, x1 - nx, y1 - ny, 8 * s, rail) + bar(x0 + nx, y0 + ny, x1 + nx, y1 + ny, 8 * s, rail);
  return out;
}

/** A hedge trimmer lying on the grass: motor body, handle and a long toothed blade; about 300 long. */
export function hedgeTrimmer(ctx: DrawContext, x: number, y: number, s: number): string {
  const body = ctx.p.dark ? '#2f6a5a' : '#2e9c7e';
  let out = groundShadow(ctx, x, y + 4 * s, 150 * s, 10 * s);
  out += `<rect x="${n(x - 150 * s)}" y="${n(y - 14 * s)}" width="${n(180 * s)}" height="${n(14 * s)}" fill="#c7ced8"/>`;
  for (let i = 0; i < 16; i += 1) {
    const tx = x - 146 * s + i * 11 * s;
    out += `<path d="${polygon([
      [tx, y - 14 * s],
      [tx + 5 * s, y - 24 * s],
      [tx + 10 * s, y - 14 * s],
    ])}" fill="#aab2bd"/><path d="${polygon([
      [tx, y],
      [tx + 5 * s, y + 9 * s],
      [tx + 10 * s, y],
    ])}" fill="#aab2bd"/>`;
  }
  out += `<rect x="${n(x + 20 * s)}" y="${n(y - 34 * s)}" width="${n(100 * s)}" height="${n(44 * s)}" rx="${n(18 * s)}" fill="${body}"/>`;
  out += `<path d="M${n(x + 60 * s)} ${n(y - 34 * s)}Q${n(x + 90 * s)} ${n(y - 80 * s)} ${n(x + 130 * s)} ${n(y - 30 * s)}" stroke="${RUBBER}" stroke-width="${n(11 * s)}" fill="none"/>`;
  out += `<rect x="${n(x + 110 * s)}" y="${n(y - 26 * s)}" width="${n(50 * s)}" height="${n(24 * s)}" rx="${n(10 * s)}" fill="${RUBBER}"/>`;
  return out;
}

/** Pruning shears (secateurs), open, about 220 long at s = 1, pointing up-left. */
export function secateurs(ctx: DrawContext, x: number, y: number, s: number): string {
  const handle = ctx.p.dark ? '#8e2f2a' : '#d8433a';
  let out = groundShadow(ctx, x, y, 90 * s, 10 * s);
  out += `<g transform="translate(${n(x)} ${n(y - 30 * s)}) rotate(-28)">`;
  // Two blades crossing at the pivot.
  out += `<path d="M0 0L${n(-120 * s)} ${n(-28 * s)}Q${n(-70 * s)} ${n(6 * s)} 0 ${n(10 * s)}Z" fill="#c7ced8"/>`;
  out += `<path d="M0 0L${n(-110 * s)} ${n(22 * s)}Q${n(-60 * s)} ${n(-14 * s)} 0 ${n(-10 * s)}Z" fill="#9aa6b2"/>`;
  out += `<path d="M0 ${n(-6 * s)}Q${n(60 * s)} ${n(-30 * s)} ${n(120 * s)} ${n(-26 * s)}Q${n(128 * s)} ${n(-12 * s)} ${n(116 * s)} ${n(-10 * s)}Q${n(60 * s)} ${n(-12 * s)} 0 ${n(8 * s)}Z" fill="${handle}"/>`;
  out += `<path d="M0 ${n(6 * s)}Q${n(60 * s)} ${n(28 * s)} ${n(118 * s)} ${n(34 * s)}Q${n(124 * s)} ${n(20 * s)} ${n(112 * s)} ${n(18 * s)}Q${n(60 * s)} ${n(10 * s)} 0 ${n(-6 * s)}Z" fill="${darken(handle, 0.2)}"/>`;
  out += `<circle cx="0" cy="0" r="${n(9 * s)}" fill="${STEEL}"/><circle cx="0" cy="0" r="${n(3.5 * s)}" fill="#e9edf1"/></g>`;
  return out;
}

/** A half-moon edging tool standing in the ground, about 260 tall at s = 1. */
export function edger(ctx: DrawContext, x: number, y: number, s: number): string {
  const wood = ctx.p.wood[1];
  let out = groundShadow(ctx, x + 8 * s, y, 50 * s, 7 * s);
  out += bar(x + 4 * s, y - 40 * s, x + 30 * s, y - 270 * s, 9 * s, wood);
  out += bar(x + 18 * s, y - 270 * s, x + 44 * s, y - 270 * s, 12 * s, darken(wood, 0.3));
  out += `<path d="M${n(x - 44 * s)} ${n(y - 40 * s)}H${n(x + 48 * s)}A${n(46 * s)} ${n(46 * s)} 0 0 1 ${n(x - 44 * s)} ${n(y - 40 * s)}Z" fill="#aab2bd" transform="translate(0 ${n(8 * s)})"/>`;
  return out;
}

/** A sprinkler head (not running), about 50 tall at s = 1. */
export function sprinklerHead(ctx: DrawContext, x: number, y: number, s: number): string {
  return (
    groundShadow(ctx, x + 4 * s, y, 26 * s, 6 * s) +
    `<rect x="${n(x - 16 * s)}" y="${n(y - 30 * s)}" width="${n(32 * s)}" height="${n(30 * s)}" rx="${n(4 * s)}" fill="#2f3440"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - 30 * s)}" rx="${n(16 * s)}" ry="${n(5 * s)}" fill="#4a5160"/>` +
    `<rect x="${n(x - 6 * s)}" y="${n(y - 46 * s)}" width="${n(12 * s)}" height="${n(16 * s)}" fill="#c9a24a"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - 46 * s)}" rx="${n(8 * s)}" ry="${n(3.5 * s)}" fill="#e6c46a"/>`
  );
}

/** An irrigation valve box set in the lawn, lid open, two valves inside; about 200 wide at s = 1. */
export function valveBox(ctx: DrawContext, x: number, y: number, s: number): string {
  const green = ctx.p.dark ? '#2f5a3c' : '#3f8a4f';
  const w = 100 * s;
  const d = 46 * s;
  let out = '';
  // The lid, leaning open behind the box.
  out += `<path d="${polygon([
    [x - w * 0.95, y - d],
    [x + w * 0.95, y - d],
    [x + w * 0.8, y - d - 95 * s],
    [x - w * 0.8, y - d - 95 * s],
  ])}" fill="${green}"/>`;
  for (let i = 1; i < 5; i += 1) {
    const ly = y - d - 19 * s * i;
    out += `<path d="M${n(x - w * 0.85)} ${n(ly)}H${n(x + w * 0.85)}" stroke="${darken(green, 0.2)}" stroke-width="${n(3 * s)}"/>`;
  }
  out += `<path d="${polygon([
    [x - w, y - d],
    [x + w, y - d],
    [x + w * 1.1, y],
    [x - w * 1.1, y],
  ])}" fill="${darken(green, 0.15)}"/>`;
  out += `<path d="${polygon([
    [x - w * 0.86, y - d + 8 * s],
    [x + w * 0.86, y - d + 8 * s],
    [x + w * 0.94, y - 8 * s],
    [x - w * 0.94, y - 8 * s],
  ])}" fill="#2a2320"/>`;
  // Pipe and two valves with their solenoids.
  out += bar(x - w * 0.8, y - 22 * s, x + w * 0.8, y - 22 * s, 10 * s, '#e9edf1');
  for (const vx of [x - w * 0.4, x + w * 0.35]) {
    out += `<rect x="${n(vx - 18 * s)}" y="${n(y - 40 * s)}" width="${n(36 * s)}" height="${n(26 * s)}" rx="${n(5 * s)}" fill="${RUBBER}"/>`;
    out += `<rect x="${n(vx - 8 * s)}" y="${n(y - 62 * s)}" width="${n(16 * s)}" height="${n(24 * s)}" rx="${n(3 * s)}" fill="#3d8fd1"/>`;
  }
  return out;
}

/** Water shooting up from a broken sprinkler head, falling back in arcs; about 240 tall at s = 1. */
export function gusher(ctx: DrawContext, x: number, y: number, s: number): string {
  const { rng, p } = ctx;
  const jet = p.dark ? '#9cc8e8' : '#cdeefd';
  const rim = p.dark ? '#5f8fbf' : '#6cc3ee';
  const top = y - 230 * s;
  let out = `<path d="M${n(x - 7 * s)} ${n(y - 40 * s)}Q${n(x - 14 * s)} ${n(top + 60 * s)} ${n(x - 26 * s)} ${n(top)}Q${n(x)} ${n(top - 24 * s)} ${n(x + 26 * s)} ${n(top)}Q${n(x + 14 * s)} ${n(top + 60 * s)} ${n(x + 7 * s)} ${n(y - 40 * s)}Z" fill="${jet}" stroke="${rim}" stroke-width="${n(2 * s)}" stroke-opacity="0.6"/>`;
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i += 1) {
      const reach = (60 + i * 35) * s;
      out += `<path d="M${n(x + side * 16 * s)} ${n(top + 6 * s)}Q${n(x + side * reach * 0.7)} ${n(top - 30 * s)} ${n(x + side * reach)} ${n(y - 10 * s)}" stroke="${jet}" stroke-width="${n((7 - i * 1.5) * s)}" fill="none" stroke-linecap="round" stroke-opacity="0.85"/>`;
    }
  }
  for (let i = 0; i < 26; i += 1) {
    out += `<circle cx="${n(x + rng.jitter(0, 120 * s))}" cy="${n(top + rng.range(-20, 200) * s)}" r="${n(rng.range(2.5, 5) * s)}" fill="#ffffff" fill-opacity="0.85"/>`;
  }
  return out;
}
