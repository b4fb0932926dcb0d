/** Water scenes: sprinklers, drip lines, a repair, winterization, ponds, fountains and rain gardens. */
import { lawnStripes } from './backdrop.js';
import { compressor, gusher, sprinklerHead, toolbox, valveBox } from './equipment.js';
import { fern, koi, plantingHole, waterfall } from './features.js';
import { fallingLeaves, rock, shrub, tuft } from './nature.js';
import { backTrees, flowersAt, scatterTufts, shrubsAt, type SceneSpec, type Stage } from './stage.js';
import { dripLine, fountain, house, mulchBed, pond, sprinkler } from './structures.js';
import { darken, lighten, mix, n } from './svg-kit.js';

const sprinklerScene: SceneSpec = {
  draw: (st) => {
    const { W } = st.f;
    st.ground.push(lawnStripes(st.ctx, st.f));
    const t = 0.55;
    st.add(st.y(t), sprinkler(st.ctx, W * 0.5, st.y(t), st.s(t) * 1.25));
    // The other heads of the zone, further back.
    for (const [x, bt] of [
      [0.16, 0.12],
      [0.84, 0.16],
    ] as const) {
      st.add(st.y(bt), sprinkler(st.ctx, W * x, st.y(bt), st.s(bt) * 0.55));
    }
    st.reserve('bl', 'br');
    st.later(() => shrubsAt(st, ['fl', 'fr'], 2));
    return ['sprinkler', 'water', 'lawn'];
  },
};

const dripScene: SceneSpec = {
  horizon: 0.44,
  draw: (st, has) => {
    const { W } = st.f;
    const t = 0.62;
    const s = st.s(t);
    const bedH = 250 * s;
    const plants = has('flower') ? 'flowers' : has('shrub') ? 'shrubs' : 'sprouts';
    const bed = mulchBed(st.ctx, W * 0.5, st.y(t), W * 0.9, bedH, s * 1.5, plants);
    st.ground.push(bed.bed);
    for (const item of bed.items) st.add(item.y, item.svg);
    const frontRow = st.y(t) + bedH * 0.18 + 8 * s;
    st.add(frontRow + 1, dripLine(st.ctx, W * 0.1, W * 0.9, frontRow, s * 1.4));
    const backRow = st.y(t) - bedH * 0.18 + 8 * s;
    st.add(backRow + 1, dripLine(st.ctx, W * 0.16, W * 0.84, backRow, s * 1.1));
    st.reserve('fl', 'fr');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['ml', 'mr'], 2));
    return ['drip', 'water', 'garden', 'mulch', 'flower', 'shrub'];
  },
};

/** A broken head dug out of a wet lawn, water shooting up, the toolbox beside it. */
const repairScene: SceneSpec = {
  draw: (st) => {
    const { W } = st.f;
    const { p } = st.ctx;
    st.ground.push(lawnStripes(st.ctx, st.f));
    const t = 0.58;
    const s = st.s(t) * 1.5;
    const x = W * 0.42;
    const y = st.y(t);
    st.ground.push(
      `<ellipse cx="${n(x)}" cy="${n(y + 10 * s)}" rx="${n(190 * s)}" ry="${n(40 * s)}" fill="${p.water[1]}" fill-opacity="0.55"/>`,
    );
    st.ground.push(plantingHole(st.ctx, x, y, s));
    st.add(y, sprinklerHead(st.ctx, x, y + 4 * s, s) + gusher(st.ctx, x, y - 30 * s, s));
    const bt = 0.74;
    st.add(st.y(bt), toolbox(st.ctx, W * 0.76, st.y(bt), st.s(bt) * 1.5));
    const ht = 0.86;
    st.add(st.y(ht), sprinklerHead(st.ctx, W * 0.16, st.y(ht), st.s(ht) * 1.6));
    st.reserve('fr', 'fl', 'mr');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['ml'], 1));
    return ['repair', 'sprinkler', 'water', 'lawn', 'tools'];
  },
};

/** Blowing out the lines before winter: the compressor's hose runs to the open valve box. */
const compressorScene: SceneSpec = {
  draw: (st) => {
    const { W } = st.f;
    const { rng } = st.ctx;
    st.ground.push(lawnStripes(st.ctx, st.f));
    const ct = 0.66;
    const cx = W * 0.28;
    const cs = st.s(ct) * 1.5;
    st.add(st.y(ct), compressor(st.ctx, cx, st.y(ct), cs));
    const vt = 0.46;
    const vx = W * 0.68;
    const vs = st.s(vt) * 1.5;
    st.add(st.y(vt), valveBox(st.ctx, vx, st.y(vt), vs));
    // The hose, drawn on the ground so the machines stand over it.
    const hose = `M${n(cx + 110 * cs)} ${n(st.y(ct) - 60 * cs)}C${n(W * 0.5)} ${n(st.y(ct) + 40 * cs)} ${n(W * 0.52)} ${n(st.y(vt) - 10 * vs)} ${n(vx - 60 * vs)} ${n(st.y(vt) - 22 * vs)}`;
    st.add(
      st.y(vt) + 1,
      `<path d="${hose}" stroke="#f2c12e" stroke-width="${n(9 * st.f.k)}" fill="none" stroke-linecap="round"/>`,
    );
    // Heads at the back spitting the last water out as mist.
    for (const x of [0.2, 0.5, 0.86]) {
      const ht = 0.16;
      const hs = st.s(ht) * 1.2;
      let mist = sprinklerHead(st.ctx, W * x, st.y(ht), hs);
      for (let i = 0; i < 12; i += 1) {
        mist += `<circle cx="${n(W * x + rng.jitter(0, 30 * hs))}" cy="${n(st.y(ht) - rng.range(50, 120) * hs)}" r="${n(rng.range(6, 14) * hs)}" fill="#ffffff" fill-opacity="0.7"/>`;
      }
      st.add(st.y(ht), mist);
    }
    if (st.ctx.p.mood === 'autumn') {
      for (let i = 0; i < 24; i += 1) {
        const lt = rng.range(0.2, 1);
        st.ground.push(fallingLeaves(st.ctx, rng.range(0, W), st.y(lt), rng.range(0, W), st.y(lt), 1, 9 * st.s(lt)));
      }
    }
    st.reserve('fl', 'mr', 'bc');
    st.later(() => backTrees(st));
    return ['compressor', 'valve', 'sprinkler', 'lawn', 'water', 'leaf'];
  },
};

function koiIn(st: Stage, x: number, y: number, w: number, h: number, s: number): void {
  const { rng } = st.ctx;
  const colors: [string, string][] = [
    ['#f2792b', '#ffffff'],
    ['#ffffff', '#f2792b'],
    ['#f5b13d', '#f2792b'],
    ['#e2483b', '#ffffff'],
  ];
  for (let i = 0; i < 6; i += 1) {
    const [c, patch] = colors[i % colors.length]!;
    const fx = x + rng.jitter(0, w * 0.3);
    const fy = y + rng.jitter(0, h * 0.22);
    st.ground.push(koi(fx, fy, rng.range(70, 95) * s, rng.range(-40, 40) + (rng.chance(0.5) ? 180 : 0), c, patch));
  }
}

const pondScene: SceneSpec = {
  horizon: 0.48,
  draw: (st, has) => {
    const { W } = st.f;
    const t = 0.64;
    const s = st.s(t);
    const w = W * 0.86;
    const h = 300 * s;
    const y = st.y(t);
    st.ground.push(pond(st.ctx, W / 2, y, w, h, s * 1.3));
    if (has('koi')) koiIn(st, W / 2, y + h * 0.08, w, h, s);
    const falls = has('waterfall');
    if (falls) {
      const wx = W * 0.42;
      st.add(y - h * 0.42, waterfall(st.ctx, wx, y - h * 0.36, s * 1.25));
    }
    st.reserve('bc', 'ml', 'mr');
    const stones = has('stone') || falls;
    for (const side of [-1, 1]) {
      const ex = W / 2 + side * w * 0.5;
      const ey = y + h * 0.05;
      st.add(
        ey,
        rock(st.ctx, ex, ey, s * 1.1, has('moss')) + rock(st.ctx, ex - side * 60 * s, ey + 30 * s, s * 0.8, has('moss')),
      );
    }
    const ferns = has('fern') ? [0.08, 0.92] : [];
    for (const fx of ferns) {
      const ft = 0.9;
      st.add(st.y(ft), fern(st.ctx, W * fx, st.y(ft), st.s(ft) * 1.4));
    }
    if (has('fern')) st.reserve('fl', 'fr');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['fl', 'fr'], 1));
    return ['pond', 'koi', 'water', 'waterfall', 'fern', 'moss', ...(stones ? (['stone'] as const) : [])];
  },
};

const fountainScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    const { p } = st.ctx;
    const t = 0.5;
    const s = st.s(t) * 1.2;
    const y = st.y(t);
    if (has('pond')) {
      const pt = 0.62;
      const ph = 260 * st.s(pt);
      st.ground.push(pond(st.ctx, W / 2, st.y(pt), W * 0.86, ph, st.s(pt) * 1.2));
      if (has('waterfall')) st.add(st.y(pt) - ph * 0.45, waterfall(st.ctx, W * 0.78, st.y(pt) - ph * 0.3, st.s(pt) * 0.8));
    } else {
      st.ground.push(
        `<ellipse cx="${n(W / 2)}" cy="${n(y + 4 * s)}" rx="${n(250 * s)}" ry="${n(60 * s)}" fill="${p.stone[1]}"/><ellipse cx="${n(W / 2)}" cy="${n(y)}" rx="${n(235 * s)}" ry="${n(52 * s)}" fill="${p.stone[2]}"/>`,
      );
    }
    st.add(y, fountain(st.ctx, W / 2, y, s));
    st.reserve('bc');
    if (has('fern')) {
      for (const [x, ft] of [
        [0.1, 0.86],
        [0.9, 0.88],
      ] as const)
        st.add(st.y(ft), fern(st.ctx, W * x, st.y(ft), st.s(ft) * 1.3));
      st.reserve('fl', 'fr');
    }
    if (has('stone') || has('pond')) {
      for (const x of [0.26, 0.74]) {
        const rt = 0.56;
        st.add(st.y(rt), rock(st.ctx, W * x, st.y(rt), st.s(rt) * 1.1, has('moss')));
      }
    }
    // Around a paved basin the beds come close; around a pond they stay on the banks.
    const beds = has('pond') ? (['fl', 'fr'] as const) : (['fl', 'fr', 'ml', 'mr'] as const);
    if (has('flower') || has('garden')) flowersAt(st, [...beds], 2);
    else shrubsAt(st, [...beds], 2);
    st.reserve('ml', 'mr');
    st.later(() => backTrees(st));
    if (!has('pond')) st.later(() => scatterTufts(st, 5, 0.7));
    return ['fountain', 'water', 'flower', 'garden', 'pond', 'fern', 'stone', 'waterfall'];
  },
};

/** A planted basin that takes the roof's water: downspout, rock-lined inlet, ferns and sedges. */
const rainGardenScene: SceneSpec = {
  horizon: 0.46,
  draw: (st) => {
    const { W } = st.f;
    const { p, rng } = st.ctx;
    const ht = 0.04;
    const hx = W * 0.26;
    const hs = st.s(ht) * 1.3;
    st.add(st.y(ht), house(st.ctx, hx, st.y(ht), hs, { lit: st.night, snow: st.winter }));
    // Downspout down the house corner, then a rocky channel to the basin.
    const dx = hx + 186 * hs;
    st.add(
      st.y(ht) + 1,
      `<path d="M${n(dx)} ${n(st.y(ht) - 170 * hs)}V${n(st.y(ht) - 8 * hs)}q0 ${n(10 * hs)} ${n(12 * hs)} ${n(10 * hs)}" stroke="#8d96a0" stroke-width="${n(9 * hs)}" fill="none"/>`,
    );
    const bt = 0.6;
    const bx = W * 0.56;
    const bw = W * 0.74;
    const bh = 230 * st.s(bt);
    const by = st.y(bt);
    const channel: [number, number][] = [];
    for (let i = 0; i <= 10; i += 1) {
      const u = i / 10;
      channel.push([dx + (bx - bw * 0.2 - dx) * u, st.y(ht) + (by - bh * 0.3 - st.y(ht)) * u ** 1.2]);
    }
    for (const [cx, cy] of channel) {
      const s = st.s(st.t(cy));
      for (const side of [-1, 1]) {
        st.ground.push(
          `<ellipse cx="${n(cx + side * 22 * s)}" cy="${n(cy)}" rx="${n(16 * s)}" ry="${n(10 * s)}" fill="${rng.pick(p.stone)}"/>`,
        );
      }
      st.ground.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(10 * s)}" ry="${n(5 * s)}" fill="${p.water[1]}"/>`);
    }
    // The basin: a soil rim, river rock lining, and water collected in the middle.
    st.ground.push(`<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(bw / 2)}" ry="${n(bh / 2)}" fill="${darken(p.soil, 0.1)}"/>`);
    for (let i = 0; i < 90; i += 1) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0.55, 0.95);
      const rx = bx + Math.cos(a) * (bw / 2) * d;
      const ry = by + Math.sin(a) * (bh / 2) * d;
      const s = st.s(st.t(ry));
      st.ground.push(
        `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(rng.range(12, 22) * s)}" ry="${n(rng.range(8, 13) * s)}" fill="${mix(rng.pick(p.stone), '#8a7f73', 0.2)}"/>`,
      );
    }
    st.ground.push(
      `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(bw * 0.28)}" ry="${n(bh * 0.26)}" fill="${p.water[0]}"/><ellipse cx="${n(bx - bw * 0.05)}" cy="${n(by - bh * 0.05)}" rx="${n(bw * 0.18)}" ry="${n(bh * 0.12)}" fill="${lighten(p.water[1], 0.2)}" fill-opacity="0.7"/>`,
    );
    // Plants around the rim: ferns, sedges and red-twig shrubs.
    for (let i = 0; i < 9; i += 1) {
      const a = Math.PI * (0.05 + (i / 8) * 0.9);
      const px = bx + Math.cos(a) * (bw / 2) * 1.02;
      const py = by + Math.sin(a) * (bh / 2) * 0.9;
      const s = st.s(st.t(py)) * 1.1;
      let plant: string;
      if (i % 3 === 0) plant = fern(st.ctx, px, py, s);
      else if (i % 3 === 1) plant = sedge(st, px, py, s);
      else plant = shrub(st.ctx, px, py, s * 0.7, { snow: st.winter });
      st.add(py, plant);
    }
    for (const a of [Math.PI * 1.15, Math.PI * 1.5, Math.PI * 1.85]) {
      const px = bx + Math.cos(a) * (bw / 2) * 0.98;
      const py = by + Math.sin(a) * (bh / 2) * 0.95;
      st.add(py, sedge(st, px, py, st.s(st.t(py))));
    }
    st.reserve('bl', 'ml', 'mr');
    st.later(() => backTrees(st, ['evergreen']));
    return ['raingarden', 'water', 'fern', 'stone', 'shrub', 'garden', 'house', 'flower'];
  },
};

/** A clump of sedge: tall arching blades. */
function sedge(st: Stage, x: number, y: number, s: number): string {
  const { p, rng } = st.ctx;
  let d = '';
  for (let i = 0; i < 12; i += 1) {
    const a = -Math.PI / 2 + rng.jitter(0, 0.9);
    const len = rng.range(70, 120) * s;
    const tx = x + Math.cos(a) * len;
    const ty = y + Math.sin(a) * len;
    d += `M${n(x - 3 * s)} ${n(y)}Q${n(x + (tx - x) * 0.3)} ${n(y - len * 0.7)} ${n(tx)} ${n(ty)}Q${n(x + (tx - x) * 0.3 + 4 * s)} ${n(y - len * 0.6)} ${n(x + 3 * s)} ${n(y)}Z`;
  }
  return (
    `<path d="${d}" fill="${p.mood === 'autumn' ? '#b7a24a' : p.grass[1]}"/>` + tuft(st.ctx, x, y, s, darken(p.grass[1], 0.2))
  );
}

/** A pond named besides another main subject: a small one in a free slot, with its koi and waterfall when named. */
export function smallPond(st: Stage, koiToo: boolean, fallsToo: boolean): void {
  const at = st.take(['ml', 'mr', 'fl', 'fr']);
  if (!at) return;
  const w = 300 * at.s;
  const h = 90 * at.s;
  st.ground.push(pond(st.ctx, at.x, at.y, w, h, at.s * 0.7));
  if (koiToo) koiIn(st, at.x, at.y, w * 0.8, h, at.s * 0.5);
  if (fallsToo) st.add(at.y - h * 0.4, waterfall(st.ctx, at.x - w * 0.15, at.y - h * 0.35, at.s * 0.5));
}

export const WATER_SCENES = {
  sprinkler: sprinklerScene,
  drip: dripScene,
  repair: repairScene,
  compressor: compressorScene,
  valve: compressorScene,
  pond: pondScene,
  koi: pondScene,
  waterfall: pondScene,
  water: pondScene,
  fountain: fountainScene,
  raingarden: rainGardenScene,
} as const;
