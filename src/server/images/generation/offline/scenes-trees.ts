/** Tree scenes: a tree, conifers, pruning from a ladder, felling in sections, a stump and its grinder. */
import type { DrawContext } from './context.js';
import { ladder, stumpGrinder } from './equipment.js';
import { bareTree, evergreen, fallingLeaves, groundShadow, leafPile, rock, stump, tree } from './nature.js';
import { backTrees, scatterTufts, shrubsAt, type SceneSpec, type Stage } from './stage.js';
import { house } from './structures.js';
import { darken, lighten, n, polygon } from './svg-kit.js';

function bigTree(st: Stage, x: number, y: number, s: number, conifer: boolean): string {
  const { p } = st.ctx;
  if (conifer) return evergreen(st.ctx, x, y, s * 1.15, st.winter);
  if (st.winter) return bareTree(st.ctx, x, y, s * 1.1, true);
  return tree(st.ctx, x, y, s, p.mood === 'spring' ? { blossom: p.flowers[1] ?? '#ffd6e5' } : {});
}

const treeScene: SceneSpec = {
  horizon: 0.56,
  draw: (st, has) => {
    const { p, rng } = st.ctx;
    const t = 0.42;
    const x = st.f.W * rng.range(0.44, 0.56);
    const s = st.s(t) * 1.35;
    st.add(st.y(t), bigTree(st, x, st.y(t), s, false));
    st.reserve('bc');
    st.later(() => backTrees(st, st.winter ? ['evergreen'] : ['tree', 'evergreen']));
    const autumnal = p.mood === 'autumn' || has('leaf');
    if (autumnal && !st.winter) {
      const at = st.take(['fr', 'fl']);
      if (at) st.add(at.y, leafPile(st.ctx, at.x - at.side * 40 * at.s, at.y, at.s));
      st.overlay.push(fallingLeaves(st.ctx, x - 260 * s, st.y(t) - 380 * s, x + 260 * s, st.y(0.95), 26, 12 * st.f.k));
      for (let i = 0; i < 18; i += 1) {
        const lt = rng.range(0.45, 1);
        st.ground.push(fallingLeaves(st.ctx, rng.range(0, st.f.W), st.y(lt), rng.range(0, st.f.W), st.y(lt), 1, 10 * st.s(lt)));
      }
    }
    st.later(() => scatterTufts(st, 8));
    return ['tree', 'leaf', 'evergreen'];
  },
};

const evergreenScene: SceneSpec = {
  horizon: 0.56,
  draw: (st) => {
    const { W } = st.f;
    const t = 0.4;
    st.add(st.y(t), evergreen(st.ctx, W * 0.5, st.y(t), st.s(t) * 1.4, st.winter));
    st.add(st.y(t - 0.12), evergreen(st.ctx, W * 0.3, st.y(t - 0.12), st.s(t - 0.12) * 1.25, st.winter));
    st.add(st.y(t - 0.08), evergreen(st.ctx, W * 0.72, st.y(t - 0.08), st.s(t - 0.08) * 1.2, st.winter));
    st.reserve('bc', 'ml', 'mr');
    const at = st.take(['fl', 'fr']);
    if (at) st.add(at.y, rock(st.ctx, at.x, at.y, at.s, false, st.winter));
    st.later(() => scatterTufts(st, 6));
    return ['evergreen', 'tree'];
  },
};

/** Cut branches lying in a heap, with leaves or needles still on them; about 260 wide. */
function cutBranches(ctx: DrawContext, x: number, y: number, s: number, conifer: boolean): string {
  const { p, rng } = ctx;
  const green = conifer ? p.conifer : p.foliage;
  let out = groundShadow(ctx, x, y, 140 * s, 14 * s);
  for (let i = 0; i < 6; i += 1) {
    const x0 = x + rng.jitter(0, 90 * s);
    const y0 = y - rng.range(0, 26) * s;
    const len = rng.range(120, 190) * s;
    const a = rng.jitter(0, 0.35) + (i % 2 ? Math.PI : 0);
    const x1 = x0 + Math.cos(a) * len;
    const y1 = y0 + Math.sin(a) * len * 0.25;
    out += `<path d="M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}" stroke="${p.trunk}" stroke-width="${n(9 * s)}" stroke-linecap="round"/>`;
    out += `<circle cx="${n(x0)}" cy="${n(y0)}" r="${n(6 * s)}" fill="#e8c48e"/>`;
    for (let j = 0; j < 6; j += 1) {
      const u = 0.3 + (j / 6) * 0.7;
      out += `<ellipse cx="${n(x0 + (x1 - x0) * u)}" cy="${n(y0 + (y1 - y0) * u - rng.range(4, 16) * s)}" rx="${n(rng.range(16, 26) * s)}" ry="${n(rng.range(10, 16) * s)}" fill="${rng.pick(green)}"/>`;
    }
  }
  return out;
}

/** An arborist's work: a ladder against a big tree and the cut branches below it. */
const pruningScene: SceneSpec = {
  horizon: 0.6,
  draw: (st, has) => {
    const { W } = st.f;
    const conifer = has('evergreen');
    const t = 0.42;
    const x = W * 0.42;
    const y = st.y(t);
    const s = st.s(t) * 1.45;
    st.add(y, bigTree(st, x, y, s, conifer));
    // A fresh cut where a branch was removed, then the ladder leaning on the trunk.
    const cutY = y - (conifer ? 120 : 170) * s;
    st.add(
      y + 1,
      `<ellipse cx="${n(x + 18 * s)}" cy="${n(cutY)}" rx="${n(7 * s)}" ry="${n(9 * s)}" fill="#e8c48e" stroke="${darken(st.ctx.p.trunk, 0.2)}" stroke-width="${n(2 * s)}"/>` +
        ladder(st.ctx, x + 150 * s, y + 12 * s, x + 22 * s, y - 250 * s, s),
    );
    const bt = 0.8;
    st.add(st.y(bt), cutBranches(st.ctx, W * 0.74, st.y(bt), st.s(bt) * 1.2, conifer));
    if (has('house')) {
      const ht = 0.04;
      st.add(st.y(ht), house(st.ctx, W * 0.82, st.y(ht), st.s(ht) * 1.2, { lit: st.night, snow: st.winter }));
      st.reserve('br');
    }
    st.reserve('bc', 'fr', 'mr');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['fl', 'ml'], 1));
    st.later(() => scatterTufts(st, 8, 0.6));
    return ['pruning', 'tree', 'evergreen', 'house', 'tools'];
  },
};

/** A log lying on its side: bark body and the sawn end with rings. */
function log(ctx: DrawContext, x: number, y: number, r: number, len: number): string {
  const { p } = ctx;
  return (
    `<rect x="${n(x)}" y="${n(y - r)}" width="${n(len)}" height="${n(2 * r)}" fill="${p.trunk}"/>` +
    `<rect x="${n(x)}" y="${n(y + r * 0.3)}" width="${n(len)}" height="${n(r * 0.7)}" fill="${darken(p.trunk, 0.2)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.55)}" ry="${n(r)}" fill="#e8c48e"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.3)}" ry="${n(r * 0.55)}" fill="none" stroke="#c79a5e" stroke-width="${n(r * 0.08)}"/>`
  );
}

/** Taking a tree down in sections: a limbed trunk, a section lowered on a rope, logs and cones. */
const fellingScene: SceneSpec = {
  horizon: 0.62,
  draw: (st) => {
    const { W } = st.f;
    const { p, rng } = st.ctx;
    const t = 0.4;
    const x = W * 0.36;
    const y = st.y(t);
    const s = st.s(t) * 1.4;
    const top = Math.max(st.f.H * 0.12, y - 430 * s);
    let trunk = groundShadow(st.ctx, x + 10 * s, y, 70 * s, 12 * s);
    trunk += `<path d="${polygon([
      [x - 44 * s, y],
      [x - 24 * s, top],
      [x + 24 * s, top],
      [x + 44 * s, y],
    ])}" fill="${p.trunk}"/>`;
    trunk += `<path d="${polygon([
      [x + 8 * s, y],
      [x + 5 * s, top],
      [x + 24 * s, top],
      [x + 44 * s, y],
    ])}" fill="${darken(p.trunk, 0.25)}"/>`;
    for (let i = 0; i < 5; i += 1) {
      const by = top + (y - top) * (0.15 + i * 0.14);
      const side = i % 2 ? 1 : -1;
      trunk += `<path d="M${n(x + side * 24 * s)} ${n(by)}l${n(side * 24 * s)} ${n(-12 * s)}" stroke="${p.trunk}" stroke-width="${n(13 * s)}" stroke-linecap="round"/>`;
      trunk += `<circle cx="${n(x + side * 48 * s)}" cy="${n(by - 12 * s)}" r="${n(5.5 * s)}" fill="#e8c48e"/>`;
    }
    trunk += `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(24 * s)}" ry="${n(7 * s)}" fill="#e8c48e"/>`;
    // Pulley, rope and the section being lowered.
    const px = x + 22 * s;
    const py = top + 30 * s;
    const lx = x + 150 * s;
    const ly = top + (y - top) * 0.45;
    trunk += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(9 * s)}" fill="#3a404b"/>`;
    trunk += `<path d="M${n(px)} ${n(py)}L${n(lx + 50 * s)} ${n(ly - 22 * s)}M${n(px - 6 * s)} ${n(py)}L${n(x - 40 * s)} ${n(y)}" stroke="#f2c12e" stroke-width="${n(4 * s)}" fill="none"/>`;
    trunk += `<g transform="rotate(-12 ${n(lx + 50 * s)} ${n(ly)})">${log(st.ctx, lx, ly, 22 * s, 110 * s)}</g>`;
    st.add(y, trunk);
    // Logs already down, stacked in the foreground, and cones around the work area.
    const lt = 0.82;
    const ls = st.s(lt) * 1.3;
    const ly0 = st.y(lt);
    let pile = groundShadow(st.ctx, W * 0.72 + 80 * ls, ly0, 140 * ls, 14 * ls);
    for (const [i, j] of [
      [0, 0],
      [1, 0],
      [2, 0],
      [0.5, 1],
      [1.5, 1],
      [1, 2],
    ] as const) {
      pile += log(st.ctx, W * 0.66 + i * 52 * ls + j * 6 * ls, ly0 - 24 * ls - j * 44 * ls, 24 * ls, 150 * ls);
    }
    st.add(ly0, pile);
    for (const [cx, ct] of [
      [0.12, 0.62],
      [0.58, 0.56],
    ] as const) {
      const cs = st.s(ct) * 1.2;
      const cy = st.y(ct);
      st.add(
        cy,
        groundShadow(st.ctx, W * cx, cy, 28 * cs, 5 * cs) +
          `<path d="${polygon([
            [W * cx - 22 * cs, cy],
            [W * cx - 6 * cs, cy - 60 * cs],
            [W * cx + 6 * cs, cy - 60 * cs],
            [W * cx + 22 * cs, cy],
          ])}" fill="#f0742a"/><rect x="${n(W * cx - 15 * cs)}" y="${n(cy - 38 * cs)}" width="${n(30 * cs)}" height="${n(9 * cs)}" fill="#ffffff"/><rect x="${n(W * cx - 28 * cs)}" y="${n(cy - 4 * cs)}" width="${n(56 * cs)}" height="${n(6 * cs)}" fill="#d85f22"/>`,
      );
    }
    for (let i = 0; i < 40; i += 1) {
      const ct = rng.range(0.4, 0.75);
      st.ground.push(
        `<circle cx="${n(x + rng.jitter(0, 160 * s))}" cy="${n(st.y(ct))}" r="${n(rng.range(2, 4) * st.s(ct))}" fill="${lighten('#c79a5e', 0.2)}"/>`,
      );
    }
    st.reserve('bc', 'fr', 'mr');
    st.later(() => backTrees(st, ['evergreen', 'tree']));
    st.later(() => scatterTufts(st, 6, 0.6));
    return ['felling', 'tree', 'evergreen', 'stump', 'tools'];
  },
};

const stumpScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    const { rng, p } = st.ctx;
    const grinder = has('grinder');
    const t = 0.62;
    const s = st.s(t) * (grinder ? 1.7 : 2.2);
    const x = W * (grinder ? 0.34 : 0.5);
    const y = st.y(t);
    st.ground.push(
      `<ellipse cx="${n(x)}" cy="${n(y + 6 * s)}" rx="${n(170 * s)}" ry="${n(36 * s)}" fill="${p.soil}" fill-opacity="0.35"/>`,
    );
    for (let i = 0; i < 40; i += 1) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0.5, 1);
      st.ground.push(
        `<path d="M${n(x + Math.cos(a) * 160 * s * d)} ${n(y + 6 * s + Math.sin(a) * 32 * s * d)}l${n(rng.jitter(0, 8) * s)} ${n(rng.jitter(0, 3) * s)}" stroke="#e2b97f" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`,
      );
    }
    st.add(y, stump(st.ctx, x, y, s));
    if (grinder) {
      const gt = 0.66;
      st.add(st.y(gt), stumpGrinder(st.ctx, W * 0.7, st.y(gt), st.s(gt) * 1.4));
      // A heap of fresh chips in front.
      const ct = 0.9;
      const cs = st.s(ct);
      let heap = `<path d="M${n(W * 0.4)} ${n(st.y(ct))}Q${n(W * 0.5)} ${n(st.y(ct) - 90 * cs)} ${n(W * 0.62)} ${n(st.y(ct))}Z" fill="#c79a5e"/>`;
      for (let i = 0; i < 40; i += 1) {
        heap += `<path d="M${n(W * rng.range(0.42, 0.6))} ${n(st.y(ct) - rng.range(5, 55) * cs)}l${n(rng.jitter(0, 10) * cs)} ${n(rng.jitter(0, 4) * cs)}" stroke="${rng.pick(['#e8c48e', '#b88450', '#d9a66b'])}" stroke-width="${n(5 * cs)}" stroke-linecap="round"/>`;
      }
      st.add(st.y(ct), heap);
      st.reserve('mr', 'fr');
    }
    st.reserve('bc');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['ml', 'mr'], 1));
    st.later(() => scatterTufts(st, 8, 0.6));
    return ['stump', 'grinder', 'tree', 'mulch'];
  },
};

export const TREE_SCENES = {
  tree: treeScene,
  evergreen: evergreenScene,
  pruning: pruningScene,
  felling: fellingScene,
  stump: stumpScene,
  grinder: stumpScene,
} as const;
