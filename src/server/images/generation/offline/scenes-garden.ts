/**
 * Garden scenes: beds and borders, hedges, mulch, planting, weeding,
 * deadheading, raised beds, the design plan, ferns, leaves, tools and snow.
 */
import { snowBank, windingPath } from './backdrop.js';
import { hedgeTrimmer, secateurs } from './equipment.js';
import { fern, nurseryPot, planBoard, plantingHole, raisedBed, weed, weedBucket } from './features.js';
import { evergreen, fallingLeaves, flowerClump, groundShadow, hedge, leafPile, rock, shrub, tree } from './nature.js';
import { backTrees, scatterTufts, shrubsAt, type SceneSpec, type Stage } from './stage.js';
import { house, mulchBed, tools, wheelbarrow } from './structures.js';
import { darken, lighten, mix, n, polygon } from './svg-kit.js';

function houseAt(st: Stage, x: number, t: number, scale: number): void {
  st.add(st.y(t), house(st.ctx, x, st.y(t), st.s(t) * scale, { lit: st.night, snow: st.winter }));
}

const gardenScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    const bt = 0.12;
    st.add(st.y(bt), hedge(st.ctx, W * 0.16, W * 0.84, st.y(bt), 110 * st.s(bt), st.winter));
    st.reserve('bc');
    const t = 0.66;
    const s = st.s(t);
    const plants = has('shrub') && !has('flower') ? 'shrubs' : st.winter ? 'shrubs' : 'flowers';
    const bed = mulchBed(st.ctx, W * 0.5, st.y(t), W * 0.78, 190 * s, s * 1.25, plants);
    st.ground.push(bed.bed);
    for (const item of bed.items) st.add(item.y, item.svg);
    st.later(() => shrubsAt(st, ['ml', 'mr'], 2));
    st.later(() => backTrees(st));
    st.later(() => scatterTufts(st, 5, 0.85));
    return ['garden', 'flower', 'shrub', 'hedge', 'mulch'];
  },
};

/** A tall clipped hedge running away from the viewer along a gravel path, the trimmer on the path. */
const hedgeScene: SceneSpec = {
  draw: (st, has) => {
    const { W, H } = st.f;
    const { p, rng } = st.ctx;
    const [shade, base, light] = st.winter ? p.conifer : p.foliage;
    const front = { x: -W * 0.05, y: H + 10, h: 330 * st.s(1) };
    const back = { x: W * 0.36, y: st.y(0.04), h: 330 * st.s(0.04) };
    // The path beside it.
    st.ground.push(
      `<path d="${polygon([
        [front.x + W * 0.1, H + 10],
        [W * 0.62, H + 10],
        [back.x + 70 * st.s(0.04), back.y],
        [back.x + 4, back.y],
      ])}" fill="${mix(p.stone[2], '#e8d5b5', 0.4)}"/>`,
    );
    for (let i = 0; i < 120; i += 1) {
      const t = rng.range(0.05, 1);
      const y = st.y(t);
      const x0 = back.x + (front.x + W * 0.1 - back.x) * ((y - back.y) / (H - back.y));
      const x1 = back.x + 70 * st.s(0.04) + (W * 0.62 - back.x - 70 * st.s(0.04)) * ((y - back.y) / (H - back.y));
      st.ground.push(
        `<circle cx="${n(rng.range(x0, x1))}" cy="${n(y)}" r="${n(rng.range(1.5, 3) * st.s(t))}" fill="${rng.pick(p.stone)}"/>`,
      );
    }
    // The hedge: its side facing the path, its flat top, and leafy texture along the top edge.
    const side = polygon([
      [front.x, front.y],
      [back.x, back.y],
      [back.x, back.y - back.h],
      [front.x, front.y - front.h],
    ]);
    const topFace = polygon([
      [front.x, front.y - front.h],
      [back.x, back.y - back.h],
      [back.x - 30 * st.s(0.04), back.y - back.h - 8 * st.s(0.04)],
      [front.x - 120 * st.s(1), front.y - front.h - 40 * st.s(1)],
    ]);
    let body = `<path d="${side}" fill="${base}"/><path d="${topFace}" fill="${light}"/>`;
    for (let i = 0; i <= 30; i += 1) {
      const u = i / 30;
      const x = front.x + (back.x - front.x) * u;
      const yBase = front.y + (back.y - front.y) * u;
      const h = front.h + (back.h - front.h) * u;
      const r = (18 - 14 * u) * st.f.k;
      body += `<circle cx="${n(x + r * 0.3)}" cy="${n(yBase - h + r * 0.2)}" r="${n(r)}" fill="${mix(base, light, 0.5)}"/>`;
      body += `<circle cx="${n(x + r)}" cy="${n(yBase - h * rng.range(0.2, 0.85))}" r="${n(r * 0.7)}" fill="${darken(base, 0.08)}" fill-opacity="0.6"/>`;
    }
    body += `<path d="M${n(front.x)} ${n(front.y)}L${n(back.x)} ${n(back.y)}" stroke="${shade}" stroke-width="${n(16 * st.f.k)}"/>`;
    st.add(H, body);
    // Fresh clippings along its foot, the trimmer on the path.
    for (let i = 0; i < 40; i += 1) {
      const t = rng.range(0.25, 1);
      const y = st.y(t);
      const x = back.x + (front.x - back.x) * ((y - back.y) / (front.y - back.y)) + rng.range(10, 70) * st.s(t);
      st.ground.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(5 * st.s(t))}" ry="${n(2.5 * st.s(t))}" fill="${rng.pick([base, light])}"/>`,
      );
    }
    if (has('pruning') || has('tools')) {
      const tt = 0.8;
      st.add(st.y(tt), hedgeTrimmer(st.ctx, W * 0.4, st.y(tt), st.s(tt) * 1.2));
    }
    // The other side: lawn with a flower border and a tree.
    const ft = 0.3;
    for (const x of [0.66, 0.8, 0.94]) st.add(st.y(ft), flowerClump(st.ctx, W * x, st.y(ft), st.s(ft) * 1.2));
    st.reserve('bl', 'ml', 'fl', 'bc');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['fr', 'mr'], 1));
    return ['hedge', 'shrub', 'path', 'pruning', 'garden', 'tools'];
  },
};

/** A heap of bark mulch, the wheelbarrow, and shrubs each in a fresh ring of mulch. */
const mulchScene: SceneSpec = {
  horizon: 0.46,
  draw: (st) => {
    const { W } = st.f;
    const { p, rng } = st.ctx;
    const mulch = st.winter ? '#6b5646' : mix(p.soil, '#8a4f2a', 0.35);
    const t = 0.45;
    for (const [x, rt] of [
      [0.2, 0.3],
      [0.44, 0.24],
      [0.68, 0.32],
      [0.88, 0.26],
    ] as const) {
      const s = st.s(rt);
      const y = st.y(rt);
      st.ground.push(`<ellipse cx="${n(W * x)}" cy="${n(y)}" rx="${n(150 * s)}" ry="${n(40 * s)}" fill="${mulch}"/>`);
      st.add(y, shrub(st.ctx, W * x, y, s * 1.1, { snow: st.winter }));
    }
    // The heap being spread, with bark chips.
    const ht = 0.78;
    const hs = st.s(ht) * 1.5;
    const hx = W * 0.36;
    const hy = st.y(ht);
    let heap = groundShadow(st.ctx, hx, hy, 240 * hs, 22 * hs);
    heap += `<path d="M${n(hx - 230 * hs)} ${n(hy)}Q${n(hx - 130 * hs)} ${n(hy - 150 * hs)} ${n(hx)} ${n(hy - 155 * hs)}Q${n(hx + 140 * hs)} ${n(hy - 150 * hs)} ${n(hx + 230 * hs)} ${n(hy)}Z" fill="${mulch}"/>`;
    heap += `<path d="M${n(hx + 20 * hs)} ${n(hy - 153 * hs)}Q${n(hx + 150 * hs)} ${n(hy - 140 * hs)} ${n(hx + 230 * hs)} ${n(hy)}L${n(hx + 60 * hs)} ${n(hy)}Z" fill="${darken(mulch, 0.15)}"/>`;
    for (let i = 0; i < 90; i += 1) {
      const u = rng.range(-0.95, 0.95);
      const top = hy - 150 * hs * (1 - u * u);
      heap += `<path d="M${n(hx + u * 220 * hs)} ${n(rng.range(top + 6 * hs, hy - 4 * hs))}l${n(rng.jitter(0, 9) * hs)} ${n(rng.jitter(0, 3) * hs)}" stroke="${lighten(mulch, rng.range(0.1, 0.35))}" stroke-width="${n(4 * hs)}" stroke-linecap="round"/>`;
    }
    st.add(hy, heap);
    st.add(st.y(0.7), wheelbarrow(st.ctx, W * 0.8, st.y(0.7), st.s(0.7) * 1.4, mulch));
    st.add(st.y(t) + 2, tools(st.ctx, W * 0.6, st.y(t) + 2, st.s(t) * 0.9, st.winter));
    st.reserve('fl', 'fr', 'mr', 'bc');
    st.later(() => backTrees(st));
    st.later(() => scatterTufts(st, 5, 0.9));
    return ['mulch', 'garden', 'tools', 'shrub'];
  },
};

/** New plants in nursery pots lined up beside a fresh hole, the spade in the soil. */
const plantingScene: SceneSpec = {
  horizon: 0.46,
  draw: (st) => {
    const { W } = st.f;
    const bt = 0.3;
    const bs = st.s(bt);
    const bed = mulchBed(st.ctx, W * 0.48, st.y(bt), W * 0.86, 170 * bs, bs * 1.3, st.winter ? 'shrubs' : 'flowers');
    st.ground.push(bed.bed);
    for (const item of bed.items) st.add(item.y, item.svg);
    const t = 0.72;
    const s = st.s(t) * 1.5;
    st.ground.push(plantingHole(st.ctx, W * 0.3, st.y(t), s));
    st.add(
      st.y(t) - 2,
      shrub(st.ctx, W * 0.3, st.y(t) - 4 * s, s * 0.7) + groundShadow(st.ctx, W * 0.3, st.y(t), 50 * s, 10 * s),
    );
    st.add(st.y(t) + 3, tools(st.ctx, W * 0.14, st.y(t) + 3, st.s(t) * 1.1));
    for (const [x, pt, flowers] of [
      [0.6, 0.62, true],
      [0.74, 0.66, false],
      [0.88, 0.62, true],
      [0.67, 0.86, false],
      [0.84, 0.9, true],
    ] as const) {
      st.add(st.y(pt), nurseryPot(st.ctx, W * x, st.y(pt), st.s(pt) * 1.05, flowers && !st.winter));
    }
    st.reserve('mr', 'fl', 'fr', 'bc');
    st.later(() => backTrees(st));
    return ['planting', 'shrub', 'flower', 'garden', 'mulch', 'tools'];
  },
};

/** A border half weeded: dandelions on the left, clean soil on the right, the bucket of pulled weeds. */
const weedScene: SceneSpec = {
  horizon: 0.44,
  draw: (st) => {
    const { W } = st.f;
    const { rng } = st.ctx;
    const t = 0.5;
    const s = st.s(t);
    const bed = mulchBed(st.ctx, W * 0.5, st.y(t), W * 0.94, 260 * s, s * 1.4, st.winter ? 'shrubs' : 'flowers');
    st.ground.push(bed.bed);
    for (const item of bed.items) st.add(item.y, item.svg);
    for (let i = 0; i < 16; i += 1) {
      const wt = rng.range(0.32, 0.68);
      const wx = W * rng.range(0.06, 0.46);
      st.add(st.y(wt), weed(st.ctx, wx, st.y(wt), st.s(wt) * 1.3));
    }
    for (let i = 0; i < 6; i += 1) {
      const wt = rng.range(0.78, 0.98);
      st.add(st.y(wt), weed(st.ctx, W * rng.range(0.02, 0.4), st.y(wt), st.s(wt) * 1.4));
    }
    const bt = 0.84;
    st.add(st.y(bt), weedBucket(st.ctx, W * 0.72, st.y(bt), st.s(bt) * 1.5));
    st.add(st.y(0.92), tools(st.ctx, W * 0.55, st.y(0.92), st.s(0.92) * 0.7));
    st.reserve('fl', 'fr', 'bc');
    st.later(() => backTrees(st));
    return ['weeds', 'garden', 'mulch', 'flower', 'tools'];
  },
};

/** A lush border being tended: deadheaded blooms in a basket, the secateurs in front. */
const deadheadScene: SceneSpec = {
  horizon: 0.42,
  draw: (st) => {
    const { W } = st.f;
    const { rng, p } = st.ctx;
    // Two rows of perennials and shrubs, the back row taller.
    for (let row = 0; row < 2; row += 1) {
      const t = 0.22 + row * 0.26;
      const s = st.s(t) * (1.5 - row * 0.1);
      for (let i = 0; i < 7; i += 1) {
        const x = W * (0.04 + i * 0.155 + row * 0.07) + rng.jitter(0, 10);
        const y = st.y(t) + rng.jitter(0, 6);
        st.add(y, (i + row) % 3 === 0 ? shrub(st.ctx, x, y, s * 0.8, { snow: st.winter }) : flowerClump(st.ctx, x, y, s, 9));
      }
    }
    // Trug with spent flower heads.
    const bt = 0.86;
    const bs = st.s(bt) * 1.3;
    const bx = W * 0.72;
    const by = st.y(bt);
    let trug = groundShadow(st.ctx, bx, by, 120 * bs, 12 * bs);
    for (let i = 0; i < 16; i += 1) {
      trug += `<circle cx="${n(bx + rng.jitter(0, 85 * bs))}" cy="${n(by - rng.range(40, 62) * bs)}" r="${n(rng.range(9, 14) * bs)}" fill="${mix(rng.pick(p.flowers), '#8a6e5a', 0.45)}"/>`;
    }
    trug += `<path d="M${n(bx - 110 * bs)} ${n(by - 50 * bs)}H${n(bx + 110 * bs)}L${n(bx + 80 * bs)} ${n(by)}H${n(bx - 80 * bs)}Z" fill="${p.wood[1]}"/>`;
    trug += `<path d="M${n(bx - 110 * bs)} ${n(by - 32 * bs)}H${n(bx + 110 * bs)}M${n(bx - 100 * bs)} ${n(by - 16 * bs)}H${n(bx + 100 * bs)}" stroke="${p.wood[0]}" stroke-width="${n(3 * bs)}"/>`;
    trug += `<path d="M${n(bx - 90 * bs)} ${n(by - 50 * bs)}Q${n(bx)} ${n(by - 150 * bs)} ${n(bx + 90 * bs)} ${n(by - 50 * bs)}" stroke="${p.wood[0]}" stroke-width="${n(7 * bs)}" fill="none"/>`;
    st.add(by, trug);
    const ct = 0.92;
    st.add(st.y(ct), secateurs(st.ctx, W * 0.34, st.y(ct), st.s(ct) * 1.5));
    st.reserve('fl', 'fr', 'bc');
    st.later(() => backTrees(st));
    return ['deadheading', 'flower', 'shrub', 'garden', 'pruning', 'tools'];
  },
};

const raisedBedScene: SceneSpec = {
  horizon: 0.42,
  draw: (st) => {
    const { W } = st.f;
    const { p } = st.ctx;
    st.ground.push(
      `<path d="${polygon([
        [W * 0.3, st.y(0.05)],
        [W * 0.7, st.y(0.05)],
        [W * 1.1, st.f.H + 4],
        [-W * 0.1, st.f.H + 4],
      ])}" fill="${mix(p.stone[2], '#e8d5b5', 0.45)}"/>`,
    );
    for (const [x, t, w] of [
      [0.27, 0.22, 0.32],
      [0.73, 0.22, 0.32],
      [0.34, 0.68, 0.5],
    ] as const) {
      st.add(st.y(t), raisedBed(st.ctx, W * x, st.y(t), W * w, st.s(t) * 1.2));
    }
    st.reserve('ml', 'fl', 'bc');
    st.later(() => shrubsAt(st, ['mr'], 1));
    st.later(() => backTrees(st));
    return ['raisedbed', 'garden', 'flower'];
  },
};

/** The design plan on a drafting table, the garden it describes behind it. */
const planScene: SceneSpec = {
  horizon: 0.4,
  draw: (st) => {
    const { W } = st.f;
    houseAt(st, W * 0.5, 0.03, 1.1);
    const path = windingPath(st.ctx, st.f, W * 0.5, st.y(0.03) + 2);
    st.ground.push(path.svg);
    for (const [x, t] of [
      [0.2, 0.14],
      [0.8, 0.16],
    ] as const) {
      st.add(st.y(t), flowerClump(st.ctx, W * x, st.y(t), st.s(t) * 1.3) + shrub(st.ctx, W * x + 80 * st.s(t), st.y(t), st.s(t)));
    }
    const t = 0.78;
    st.add(st.y(t), planBoard(st.ctx, W * 0.5, st.y(t), W * 0.66, st.s(t) * 1.1));
    st.reserve('fl', 'fr', 'bc');
    st.later(() => backTrees(st));
    return ['plan', 'garden', 'house', 'path', 'flower', 'shrub', 'patio', 'stone'];
  },
};

/** A shady woodland corner: ferns, mossy rocks and conifers. */
const fernScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    for (const [x, t, k] of [
      [0.22, 0.7, 1.6],
      [0.5, 0.82, 1.9],
      [0.8, 0.72, 1.6],
      [0.36, 0.46, 1.2],
      [0.66, 0.44, 1.2],
    ] as const) {
      st.add(st.y(t), fern(st.ctx, W * x, st.y(t), st.s(t) * k));
    }
    st.add(st.y(0.55), rock(st.ctx, W * 0.08, st.y(0.55), st.s(0.55) * 1.3, true, st.winter));
    st.add(st.y(0.6), rock(st.ctx, W * 0.92, st.y(0.6), st.s(0.6) * 1.1, true, st.winter));
    for (const [x, t] of [
      [0.3, 0.12],
      [0.7, 0.1],
    ] as const) {
      st.add(st.y(t), evergreen(st.ctx, W * x, st.y(t), st.s(t) * 1.3, st.winter));
    }
    st.reserve('fl', 'fr', 'bc');
    st.later(() => backTrees(st, ['evergreen']));
    return ['fern', 'moss', 'stone', 'evergreen', ...(has('garden') ? (['garden'] as const) : [])];
  },
};

const leafScene: SceneSpec = {
  draw: (st) => {
    const { W } = st.f;
    const { rng } = st.ctx;
    const tt = 0.3;
    st.add(st.y(tt), tree(st.ctx, W * 0.3, st.y(tt), st.s(tt) * 1.2, {}));
    const t = 0.62;
    st.add(st.y(t), leafPile(st.ctx, W * 0.55, st.y(t), st.s(t) * 1.3));
    st.add(st.y(t) + 3, tools(st.ctx, W * 0.78, st.y(t) + 3, st.s(t)));
    st.overlay.push(fallingLeaves(st.ctx, 0, st.y(0) - 200 * st.f.k, W * 0.7, st.y(0.8), 22, 12 * st.f.k));
    for (let i = 0; i < 30; i += 1) {
      const lt = rng.range(0.3, 1);
      st.ground.push(fallingLeaves(st.ctx, rng.range(0, W), st.y(lt), rng.range(0, W), st.y(lt), 1, 9 * st.s(lt)));
    }
    st.reserve('bl', 'bc', 'mr');
    st.later(() => backTrees(st));
    return ['leaf', 'tools', 'tree'];
  },
};

const toolsScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    const t = 0.62;
    const s = st.s(t);
    const load = has('leaf') ? st.ctx.p.foliage[1] : st.winter ? st.ctx.p.snow : st.ctx.p.soil;
    st.add(st.y(t), wheelbarrow(st.ctx, W * 0.36, st.y(t), s * 1.7, load));
    st.add(st.y(t) + 2, tools(st.ctx, W * 0.72, st.y(t) + 2, s * 1.6, st.winter));
    const bed = mulchBed(st.ctx, W * 0.5, st.y(0.3), W * 0.5, 90 * st.s(0.3), st.s(0.3), st.winter ? 'shrubs' : 'flowers');
    st.ground.push(bed.bed);
    for (const item of bed.items) st.add(item.y, item.svg);
    st.reserve('bc');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['ml', 'mr'], 1));
    st.later(() => scatterTufts(st, 6, 0.75));
    return ['tools', 'mulch', 'garden'];
  },
};

/** A cleared path to the door between snow banks, the shovel beside it. */
const snowScene: SceneSpec = {
  draw: (st) => {
    const { W } = st.f;
    const ht = 0.1;
    const hs = st.s(ht) * 1.25;
    houseAt(st, W * 0.5, ht, 1.25);
    st.reserve('bc');
    const path = windingPath(st.ctx, st.f, W * 0.5, st.y(ht) + 2, { cleared: true });
    st.ground.push(path.svg);
    st.ground.push(snowBank(st.ctx, path.left, -1, st.f.k) + snowBank(st.ctx, path.right, 1, st.f.k));
    const hy = st.y(ht);
    st.add(
      hy + 1,
      shrub(st.ctx, W * 0.5 - 140 * hs, hy + 2, hs * 0.8, { snow: true }) +
        shrub(st.ctx, W * 0.5 + 140 * hs, hy + 2, hs * 0.8, { snow: true }),
    );
    const at = st.take(['fr', 'fl']);
    if (at) st.add(at.y, tools(st.ctx, at.x - at.side * 20 * at.s, at.y, at.s * 1.3, true));
    st.later(() => {
      for (const slot of ['ml', 'mr'] as const) {
        const spot = st.take([slot]);
        if (spot) st.add(spot.y, evergreen(st.ctx, spot.x + spot.side * 40 * spot.s, spot.y, spot.s * 0.9, true));
      }
    });
    st.later(() => backTrees(st, ['evergreen']));
    return ['snow', 'path', 'tools', 'house'];
  },
};

export const GARDEN_SCENES = {
  garden: gardenScene,
  flower: gardenScene,
  shrub: gardenScene,
  hedge: hedgeScene,
  mulch: mulchScene,
  planting: plantingScene,
  weeds: weedScene,
  deadheading: deadheadScene,
  raisedbed: raisedBedScene,
  plan: planScene,
  fern: fernScene,
  leaf: leafScene,
  tools: toolsScene,
  snow: snowScene,
} as const;
