/** Lawn care scenes: mowing, a plain lawn, fertilizing, aeration, new sod and edging. */
import { lawnStripes } from './backdrop.js';
import { aerator, edger, soilPlug, spreader } from './equipment.js';
import { sodRoll } from './features.js';
import { flowerClump, hedge, shrub, tuft } from './nature.js';
import { anyTree, backTrees, flowersAt, scatterTufts, shrubsAt, type SceneSpec, type Stage } from './stage.js';
import { fence, house, mower } from './structures.js';
import { darken, lighten, mix, n, polygon, smoothThrough, type Point } from './svg-kit.js';

/** A backyard boundary at the back of a lawn: a picket fence or a clipped hedge. */
function boundary(st: Stage): void {
  const by = st.y(0.07);
  if (st.ctx.rng.chance(0.5)) st.add(by, fence(st.ctx, -10, st.f.W + 10, by, st.s(0.07), st.winter));
  else st.add(by, hedge(st.ctx, -20, st.f.W + 20, by, 95 * st.s(0.07), st.winter));
}

function houseAtBack(st: Stage, x: number, t = 0.06, scale = 1.2): void {
  st.add(st.y(t), house(st.ctx, x, st.y(t), st.s(t) * scale, { lit: st.night, snow: st.winter }));
}

/** A trapezoid of ground from depth tBack to the bottom edge, as wide as the picture at the front. */
function groundPatch(st: Stage, tBack: number, backL: number, backR: number, fill: string): string {
  const { W, H } = st.f;
  return `<path d="${polygon([
    [backL, st.y(tBack)],
    [backR, st.y(tBack)],
    [W + 40, H + 4],
    [-40, H + 4],
  ])}" fill="${fill}"/>`;
}

const mowerScene: SceneSpec = {
  draw: (st) => {
    const { W } = st.f;
    const { rng, p } = st.ctx;
    st.ground.push(lawnStripes(st.ctx, st.f));
    // Uncut grass still ahead of the mower, on the right.
    for (let i = 0; i < 70; i += 1) {
      const t = rng.range(0.3, 1);
      const x = W * rng.range(0.64, 1.02);
      st.ground.push(tuft(st.ctx, x, st.y(t), st.s(t) * 1.6, rng.chance(0.5) ? p.grass[1] : darken(p.grass[1], 0.12)));
    }
    const t = 0.6;
    st.add(st.y(t), mower(st.ctx, W * 0.42, st.y(t), st.s(t) * 1.75));
    st.reserve('mr', 'fr');
    boundary(st);
    st.later(() => backTrees(st));
    st.later(() => flowersAt(st, ['fl'], 1));
    st.later(() => shrubsAt(st, ['ml'], 1));
    return ['lawn', 'mower', 'sun'];
  },
};

/** A lawn on its own: stripes, a house, a shade tree and flower borders. No machine. */
const lawnScene: SceneSpec = {
  draw: (st) => {
    const { W } = st.f;
    st.ground.push(lawnStripes(st.ctx, st.f));
    houseAtBack(st, W * 0.56, 0.05, 1.3);
    st.reserve('bc');
    const tt = 0.3;
    st.add(st.y(tt), anyTree(st, W * 0.2, st.y(tt), st.s(tt) * 1.3));
    st.reserve('ml', 'bl');
    for (const x of [0.62, 0.74, 0.86]) {
      const ft = 0.2;
      st.add(st.y(ft), flowerClump(st.ctx, W * x, st.y(ft), st.s(ft) * 1.2));
    }
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['mr', 'fr'], 1));
    st.later(() => scatterTufts(st, 8, 0.6));
    return ['lawn', 'house', 'sun'];
  },
};

const spreaderScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    const { p } = st.ctx;
    // Fed grass behind the spreader (deep green), unfed ahead of it (paler).
    st.ground.push(groundPatch(st, 0.02, W * 0.5, W * 1.2, mix(p.grass[1], '#e0d77a', 0.35)));
    st.ground.push(groundPatch(st, 0.02, -W * 0.2, W * 0.5, darken(p.grass[1], 0.12)));
    const t = 0.58;
    st.add(st.y(t), spreader(st.ctx, W * 0.52, st.y(t), st.s(t) * 1.65));
    st.reserve('ml', 'mr');
    if (has('house') || st.ctx.rng.chance(0.5)) {
      houseAtBack(st, W * 0.78, 0.05, 1.1);
      st.reserve('br');
    }
    boundary(st);
    st.later(() => backTrees(st));
    st.later(() => flowersAt(st, ['fr'], 1));
    return ['spreader', 'lawn', 'house'];
  },
};

const aeratorScene: SceneSpec = {
  horizon: 0.4,
  draw: (st) => {
    const { W } = st.f;
    const { rng } = st.ctx;
    const at = { x: W * 0.64, t: 0.36 };
    st.add(st.y(at.t), aerator(st.ctx, at.x, st.y(at.t), st.s(at.t) * 1.5));
    // Rows of soil plugs left on the grass behind the machine and over the foreground.
    for (let row = 0; row < 11; row += 1) {
      const t = 0.14 + (row / 10) ** 1.3 * 0.86;
      const s = st.s(t);
      const step = 105 * s;
      for (let x = -20 + rng.range(0, step); x < W + 20; x += step * rng.range(0.85, 1.25)) {
        if (t < at.t + 0.1 && x < at.x + 60 * st.s(at.t)) continue; // not yet aerated ahead of the machine
        st.ground.push(soilPlug(st.ctx, x, st.y(t) + rng.jitter(0, 8 * s), s * 1.15, rng.range(-20, 20)));
      }
    }
    st.reserve('mr');
    st.later(() => backTrees(st));
    return ['aerator', 'lawn', 'mulch'];
  },
};

/** Rows of rectangles in perspective between two depths, for laid sod strips. */
function laidStrips(st: Stage, tBack: number, tFront: number, x0: number, x1: number, rows: number): string {
  const { p, rng } = st.ctx;
  const vx = st.f.W / 2;
  const vy = st.f.hy - (st.f.H - st.f.hy) * 1.2;
  const atY = (x: number, y: number) => vx + (x - vx) * ((y - vy) / (st.f.H - vy));
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    const ya = st.y(tBack + ((tFront - tBack) * r) / rows);
    const yb = st.y(tBack + ((tFront - tBack) * (r + 1)) / rows);
    const gap = (yb - ya) * 0.08;
    const offset = r % 2 ? 0.5 : 0;
    for (let c = -1; c < 4; c += 1) {
      const a = Math.max(0, (c + offset) / 3);
      const b = Math.min(1, (c + 1 + offset) / 3);
      if (b <= a) continue;
      const xa = x0 + (x1 - x0) * a;
      const xb = x0 + (x1 - x0) * b;
      const tone = rng.pick([p.grass[1], mix(p.grass[1], p.grass[0], 0.4), darken(p.grass[1], 0.06)]);
      out += `<path d="${polygon([
        [atY(xa, ya + gap) + 3, ya + gap],
        [atY(xb, ya + gap) - 3, ya + gap],
        [atY(xb, yb) - 3, yb],
        [atY(xa, yb) + 3, yb],
      ])}" fill="${tone}"/>`;
    }
  }
  return out;
}

const sodScene: SceneSpec = {
  horizon: 0.42,
  draw: (st) => {
    const { W, H } = st.f;
    const { p, rng } = st.ctx;
    // Prepared soil over the whole yard, raked smooth.
    st.ground.push(groundPatch(st, 0.1, -W * 0.1, W * 1.1, p.soil));
    for (let i = 0; i < 22; i += 1) {
      const t = 0.14 + (i / 22) ** 1.2 * 0.86;
      st.ground.push(
        `<path d="M0 ${n(st.y(t))}H${n(W)}" stroke="${lighten(p.soil, 0.14)}" stroke-width="${n(2.5 * st.s(t))}" stroke-dasharray="${n(30 * st.s(t))} ${n(14 * st.s(t))}"/>`,
      );
    }
    // Strips already laid on the left, one being unrolled at their front edge.
    st.ground.push(laidStrips(st, 0.1, 0.62, -W * 0.1, W * 0.62, 6));
    const rt = 0.66;
    st.add(st.y(rt), sodRoll(st.ctx, W * 0.34, st.y(rt), st.s(rt) * 1.2));
    // A pallet of rolls waiting on the right.
    const pt = 0.84;
    const ps = st.s(pt) * 1.25;
    const py = st.y(pt);
    let pallet = `<rect x="${n(W * 0.62)}" y="${n(py - 14 * ps)}" width="${n(W * 0.36)}" height="${n(14 * ps)}" fill="${p.wood[1]}"/>`;
    for (let layer = 0; layer < 3; layer += 1) {
      for (let i = 0; i < 2 - (layer === 2 ? 1 : 0); i += 1) {
        pallet += sodRoll(st.ctx, W * 0.64 + (i * 150 + layer * 40) * ps * 1.05, py - 14 * ps - layer * 62 * ps, ps * 0.95);
      }
    }
    st.add(py, pallet);
    houseAtBack(st, W * 0.5, 0.04, 1.25);
    st.reserve('bc', 'fr');
    st.later(() => backTrees(st));
    if (!st.winter) {
      for (let i = 0; i < 5; i += 1) st.ground.push(tuft(st.ctx, rng.range(0, W * 0.6), st.y(rng.range(0.15, 0.6)), st.s(0.3)));
    }
    st.ground.push(`<rect y="${n(H)}" width="${n(W)}" height="4" fill="${p.soil}"/>`);
    return ['sod', 'lawn', 'house', 'mulch'];
  },
};

const edgingScene: SceneSpec = {
  horizon: 0.42,
  draw: (st, has) => {
    const { W } = st.f;
    const { p, rng } = st.ctx;
    st.ground.push(lawnStripes(st.ctx, st.f));
    // A planting bed crossing the lawn in a long curve, edged with steel on both sides.
    const curve = (tShift: number): Point[] =>
      Array.from({ length: 9 }, (_, i) => {
        const u = i / 8;
        const t = Math.min(1.05, 0.1 + tShift + 0.72 * u ** 1.4);
        return [W * (-0.05 + 1.1 * u) + Math.sin(u * Math.PI * 1.5) * W * 0.04, st.y(t)] as Point;
      });
    const front = curve(0.2);
    const back = curve(0);
    const mulchColor = st.winter ? '#6b5646' : p.soil;
    const outline = `M${n(front[0]![0])} ${n(front[0]![1])}${smoothThrough(front)}L${n(back[8]![0])} ${n(back[8]![1])}${smoothThrough([...back].reverse())}Z`;
    st.ground.push(`<path d="${outline}" fill="${mulchColor}"/>`);
    for (let i = 0; i < 140; i += 1) {
      const u = rng.float();
      const k = Math.floor(u * 8);
      const f = u * 8 - k;
      const lerp = (pts: Point[]) => [
        pts[k]![0] + (pts[k + 1]![0] - pts[k]![0]) * f,
        pts[k]![1] + (pts[k + 1]![1] - pts[k]![1]) * f,
      ];
      const [fx, fy] = lerp(front);
      const [bx, by] = lerp(back);
      const v = rng.range(0.1, 0.9);
      const s = st.s(st.t(fy + (by - fy) * v));
      st.ground.push(
        `<path d="M${n(fx + (bx - fx) * v)} ${n(fy + (by - fy) * v)}l${n(rng.jitter(0, 7) * s)} ${n(rng.jitter(0, 2) * s)}" stroke="${lighten(mulchColor, 0.2)}" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`,
      );
    }
    for (const edge of [front, back]) {
      const d = `M${n(edge[0]![0])} ${n(edge[0]![1])}${smoothThrough(edge)}`;
      st.ground.push(`<path d="${d}" stroke="#5d6673" stroke-width="${n(9 * st.f.k)}" fill="none"/>`);
      st.ground.push(
        `<path d="${d}" stroke="#d9e0e8" stroke-width="${n(3 * st.f.k)}" fill="none" transform="translate(0 ${n(-3 * st.f.k)})"/>`,
      );
    }
    // Plants along the middle of the bed.
    for (let i = 1; i < 8; i += 1) {
      const x = (front[i]![0] + back[i]![0]) / 2;
      const y = (front[i]![1] + back[i]![1]) / 2;
      const s = st.s(st.t(y)) * 1.1;
      st.add(
        y,
        i % 2 && !has('shrub') && !st.winter ? flowerClump(st.ctx, x, y, s) : shrub(st.ctx, x, y, s * 0.7, { snow: st.winter }),
      );
    }
    const et = 0.9;
    st.add(st.y(et), edger(st.ctx, W * 0.2, st.y(et), st.s(et) * 1.3));
    st.reserve('fl', 'fr');
    st.later(() => backTrees(st));
    return ['edging', 'lawn', 'mulch', 'flower', 'garden', 'shrub'];
  },
};

export const LAWN_SCENES = {
  mower: mowerScene,
  lawn: lawnScene,
  sun: lawnScene,
  spreader: spreaderScene,
  aerator: aeratorScene,
  sod: sodScene,
  edging: edgingScene,
} as const;
