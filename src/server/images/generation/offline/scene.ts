/**
 * Scene composition: picks a layout for the main subject, places secondary
 * subjects in free slots and stacks the layers back to front.
 */
import type { DrawContext } from './context.js';
import { backdrop, lawnStripes, pavers, rainfall, snowBank, snowfall, windingPath, type Frame } from './backdrop.js';
import { bareTree, evergreen, fallingLeaves, flowerClump, hedge, leafPile, rock, shrub, stump, tree, tuft } from './nature.js';
import {
  deck,
  dripLine,
  fence,
  fountain,
  house,
  lamp,
  mower,
  mulchBed,
  planter,
  pond,
  sprinkler,
  stoneWall,
  tableSet,
  tools,
  wheelbarrow,
} from './structures.js';
import { n } from './svg-kit.js';
import type { Subject } from './vocabulary.js';

type SlotName = 'bl' | 'br' | 'bc' | 'ml' | 'mr' | 'fl' | 'fr';
const SLOTS: Record<SlotName, [x: number, t: number]> = {
  bc: [0.5, 0.05],
  bl: [0.13, 0.1],
  br: [0.87, 0.1],
  ml: [0.2, 0.42],
  mr: [0.8, 0.42],
  fl: [0.1, 0.86],
  fr: [0.9, 0.86],
};

export class Stage {
  readonly ground: string[] = [];
  readonly overlay: string[] = [];
  private readonly items: { y: number; svg: string }[] = [];
  private readonly used = new Set<SlotName>();
  private readonly deferred: (() => void)[] = [];
  readonly winter: boolean;
  readonly night: boolean;

  constructor(
    readonly ctx: DrawContext,
    readonly f: Frame,
  ) {
    this.winter = ctx.p.mood === 'winter';
    this.night = ctx.p.mood === 'night' || ctx.p.mood === 'dusk';
  }

  /** y of a depth t (0 = horizon, 1 = bottom edge). */
  y(t: number): number {
    return this.f.hy + (this.f.H - this.f.hy) * t;
  }

  /** Scale of an object standing at depth t. */
  s(t: number): number {
    return this.f.k * (0.36 + 0.8 * t);
  }

  /** Adds an object; objects are painted from the back (small y) to the front. */
  add(y: number, svg: string): void {
    this.items.push({ y, svg });
  }

  reserve(...names: SlotName[]): void {
    for (const name of names) this.used.add(name);
  }

  /** Takes the first free slot among the preferred ones. */
  take(preferred: SlotName[]): { x: number; y: number; s: number; t: number; side: number } | null {
    const name = preferred.find((s) => !this.used.has(s));
    if (!name) return null;
    this.used.add(name);
    const [fx, t] = SLOTS[name];
    const jitterX = this.ctx.rng.jitter(0, 0.03);
    return { x: this.f.W * (fx + jitterX), y: this.y(t), s: this.s(t), t, side: fx < 0.5 ? -1 : 1 };
  }

  /** Optional decoration, run after secondary subjects have taken their slots. */
  later(fn: () => void): void {
    this.deferred.push(fn);
  }

  runDeferred(): void {
    for (const fn of this.deferred.splice(0)) fn();
  }

  render(backdropSvg: string): string {
    const items = [...this.items].sort((a, b) => a.y - b.y).map((i) => i.svg);
    return backdropSvg + this.ground.join('') + items.join('') + this.overlay.join('');
  }
}

type Composer = (st: Stage, has: (s: Subject) => boolean) => Subject[];

function scatterTufts(st: Stage, count: number, from = 0.55): void {
  const { rng, p } = st.ctx;
  if (st.winter) return;
  for (let i = 0; i < count; i += 1) {
    const t = rng.range(from, 1);
    st.ground.push(tuft(st.ctx, rng.range(0, st.f.W), st.y(t), st.s(t), rng.chance(0.5) ? p.grass[1] : p.foliage[1]));
  }
}

function backTrees(st: Stage, kinds: ('tree' | 'evergreen')[] = ['tree', 'evergreen']): void {
  const { rng } = st.ctx;
  for (const slot of ['bl', 'br'] as const) {
    const at = st.take([slot]);
    if (!at) continue;
    const kind = rng.pick(kinds);
    st.add(at.y, kind === 'tree' ? anyTree(st, at.x, at.y, at.s) : evergreen(st.ctx, at.x, at.y, at.s * 1.1, st.winter));
  }
}

function anyTree(st: Stage, x: number, y: number, s: number): string {
  const { p } = st.ctx;
  if (st.winter) return bareTree(st.ctx, x, y, s, true);
  const blossom = p.mood === 'spring' ? p.flowers[1] : undefined;
  return tree(st.ctx, x, y, s, blossom ? { blossom } : {});
}

function shrubsAt(st: Stage, slots: SlotName[], count = 2): void {
  for (let i = 0; i < count; i += 1) {
    const at = st.take(slots);
    if (!at) return;
    st.add(at.y, shrub(st.ctx, at.x, at.y, at.s, { snow: st.winter }));
  }
}

function flowersAt(st: Stage, slots: SlotName[], count = 2): void {
  for (let i = 0; i < count; i += 1) {
    const at = st.take(slots);
    if (!at) return;
    st.add(at.y, flowerClump(st.ctx, at.x - 30 * at.s, at.y, at.s) + flowerClump(st.ctx, at.x + 40 * at.s, at.y + 10 * at.s, at.s * 1.1));
  }
}

const lawnScene: Composer = (st, has) => {
  st.ground.push(lawnStripes(st.ctx, st.f));
  const t = 0.6;
  if (has('mower') || !has('sprinkler')) st.add(st.y(t), mower(st.ctx, st.f.W * 0.56, st.y(t), st.s(t) * 1.35));
  st.reserve('fr');
  // A backyard boundary: a picket fence or a clipped hedge.
  const by = st.y(0.07);
  if (st.ctx.rng.chance(0.5)) st.add(by, fence(st.ctx, -10, st.f.W + 10, by, st.s(0.07), st.winter));
  else st.add(by, hedge(st.ctx, -20, st.f.W + 20, by, 95 * st.s(0.07), st.winter));
  st.later(() => flowersAt(st, ['fl'], 1));
  st.later(() => backTrees(st));
  st.later(() => shrubsAt(st, ['ml', 'mr'], 1));
  st.later(() => scatterTufts(st, 6, 0.75));
  return ['lawn', 'mower', 'sun'];
};

const sprinklerScene: Composer = (st) => {
  st.ground.push(lawnStripes(st.ctx, st.f));
  const t = 0.55;
  st.add(st.y(t), sprinkler(st.ctx, st.f.W * 0.5, st.y(t), st.s(t) * 1.2));
  st.later(() => backTrees(st));
  st.later(() => shrubsAt(st, ['ml', 'mr'], 2));
  return ['sprinkler', 'water', 'lawn'];
};

const treeScene: Composer = (st, has) => {
  const { p, rng } = st.ctx;
  const t = 0.42;
  const x = st.f.W * rng.range(0.44, 0.56);
  const s = st.s(t) * 1.35;
  let big: string;
  if (st.winter) big = bareTree(st.ctx, x, st.y(t), s * 1.1, true);
  else big = tree(st.ctx, x, st.y(t), s, p.mood === 'spring' ? { blossom: p.flowers[1] ?? '#ffd6e5' } : {});
  st.add(st.y(t), big);
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
};

const evergreenScene: Composer = (st) => {
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
};

const fountainScene: Composer = (st, has) => {
  const { W } = st.f;
  const { p } = st.ctx;
  const t = 0.5;
  const s = st.s(t) * 1.15;
  const y = st.y(t);
  st.ground.push(
    `<ellipse cx="${n(W / 2)}" cy="${n(y + 4 * s)}" rx="${n(250 * s)}" ry="${n(60 * s)}" fill="${p.stone[1]}"/><ellipse cx="${n(W / 2)}" cy="${n(y)}" rx="${n(235 * s)}" ry="${n(52 * s)}" fill="${p.stone[2]}"/>`,
  );
  st.add(y, fountain(st.ctx, W / 2, y, s));
  st.reserve('bc');
  if (has('flower') || has('garden')) {
    flowersAt(st, ['fl', 'fr'], 2);
    flowersAt(st, ['ml', 'mr'], 2);
  } else shrubsAt(st, ['ml', 'mr'], 2);
  st.later(() => backTrees(st));
  st.later(() => scatterTufts(st, 5, 0.7));
  return ['fountain', 'water', 'flower', 'garden'];
};

const pondScene: Composer = (st, has) => {
  const { W } = st.f;
  const t = 0.6;
  const s = st.s(t);
  st.ground.push(pond(st.ctx, W / 2, st.y(t), W * 0.8, 230 * s, s * 1.3));
  st.reserve('bc', 'ml', 'mr');
  const at = st.take(['fr', 'fl']);
  if (at) st.add(at.y, rock(st.ctx, at.x, at.y, at.s, has('moss')) + rock(st.ctx, at.x + at.side * -70 * at.s, at.y + 8 * at.s, at.s * 0.6, has('moss')));
  st.later(() => backTrees(st));
  st.later(() => shrubsAt(st, ['fl'], 1));
  st.later(() => scatterTufts(st, 6, 0.75));
  return ['pond', 'water', 'stone'];
};

const patioScene: Composer = (st, has) => {
  const { W } = st.f;
  const { rng } = st.ctx;
  const withDeck = has('deck');
  const tBack = 0.42;
  st.ground.push(pavers(st.ctx, st.f, st.y(tBack), W * 0.2, W * 0.8, -W * 0.15, W * 1.15));
  const ht = 0.06;
  st.add(st.y(ht), house(st.ctx, W * 0.5, st.y(ht), st.s(ht) * 1.2, { lit: st.night, snow: st.winter }));
  st.reserve('bc');
  if (withDeck) {
    const y = st.y(0.36);
    st.add(y, deck(st.ctx, W * 0.24, W * 0.76, y, (st.y(0.36) - st.y(0.1)) * 0.9, st.s(0.36)));
  }
  const tt = 0.7;
  if (!withDeck || rng.chance(0.5)) st.add(st.y(tt), tableSet(st.ctx, W * 0.5 + rng.jitter(0, W * 0.06), st.y(tt), st.s(tt)));
  for (const [x, t] of [
    [0.14, 0.52],
    [0.86, 0.52],
  ] as const) {
    st.add(st.y(t), planter(st.ctx, W * x, st.y(t), st.s(t) * 1.1, has('flower') || rng.chance(0.5)));
  }
  st.reserve('ml', 'mr', 'fl', 'fr');
  st.later(() => backTrees(st));
  return ['patio', 'stone', 'deck', 'house'];
};

const deckScene: Composer = (st, has) => {
  const { W } = st.f;
  const ht = 0.05;
  st.add(st.y(ht), house(st.ctx, W * 0.5, st.y(ht), st.s(ht) * 1.3, { lit: st.night, snow: st.winter }));
  const y = st.y(0.5);
  st.add(y, deck(st.ctx, W * 0.16, W * 0.84, y, (st.y(0.5) - st.y(0.12)) * 0.95, st.s(0.5)));
  st.add(st.y(0.45), planter(st.ctx, W * 0.3, st.y(0.45), st.s(0.45), has('flower')) + planter(st.ctx, W * 0.7, st.y(0.45), st.s(0.45), true));
  st.reserve('bc', 'ml', 'mr');
  st.later(() => backTrees(st));
  st.later(() => shrubsAt(st, ['fl', 'fr'], 2));
  st.later(() => scatterTufts(st, 5, 0.8));
  return ['deck', 'house', 'patio'];
};

function pathToHouse(st: Stage, opts: { lamps?: boolean; cleared?: boolean; flowers?: boolean }): void {
  const { W } = st.f;
  const ht = 0.1;
  const hs = st.s(ht) * 1.25;
  st.add(st.y(ht), house(st.ctx, W * 0.5, st.y(ht), hs, { lit: st.night, snow: st.winter }));
  st.reserve('bc');
  const path = windingPath(st.ctx, st.f, W * 0.5, st.y(ht) + 2, { cleared: opts.cleared ?? false });
  st.ground.push(path.svg);
  if (opts.cleared) {
    st.ground.push(snowBank(st.ctx, path.left, -1, st.f.k) + snowBank(st.ctx, path.right, 1, st.f.k));
  }
  if (opts.lamps) {
    for (const i of [3, 10, 16]) {
      for (const [edge, side] of [
        [path.left, -1],
        [path.right, 1],
      ] as const) {
        const [x, y] = edge[i]!;
        const t = (y - st.f.hy) / (st.f.H - st.f.hy);
        st.add(y, lamp(st.ctx, x + side * 30 * st.s(t), y, st.s(t) * 1.1, st.night));
      }
    }
  }
  if (opts.flowers) {
    for (const i of [6, 13]) {
      for (const [edge, side] of [
        [path.left, -1],
        [path.right, 1],
      ] as const) {
        const [x, y] = edge[i]!;
        const t = (y - st.f.hy) / (st.f.H - st.f.hy);
        const s = st.s(t);
        st.add(y, st.night || st.winter ? shrub(st.ctx, x + side * 90 * s, y, s * 0.75, { snow: st.winter }) : flowerClump(st.ctx, x + side * 75 * s, y, s));
      }
    }
  }
  // Shrubs framing the door.
  const hy = st.y(ht);
  st.add(hy + 1, shrub(st.ctx, W * 0.5 - 140 * hs, hy + 2, hs * 0.8, { snow: st.winter }) + shrub(st.ctx, W * 0.5 + 140 * hs, hy + 2, hs * 0.8, { snow: st.winter }));
}

const pathScene: Composer = (st, has) => {
  pathToHouse(st, { lamps: has('lamp'), flowers: true, cleared: st.winter && has('snow') });
  st.reserve('ml', 'mr');
  st.later(() => backTrees(st));
  st.later(() => scatterTufts(st, 6));
  return ['path', 'house', 'lamp', 'flower', 'garden', 'shrub'];
};

const snowScene: Composer = (st) => {
  pathToHouse(st, { cleared: true, flowers: false });
  const at = st.take(['fr', 'fl']);
  if (at) st.add(at.y, tools(st.ctx, at.x - at.side * 20 * at.s, at.y, at.s * 1.1, true));
  for (const slot of ['ml', 'mr'] as const) {
    const spot = st.take([slot]);
    if (spot) st.add(spot.y, evergreen(st.ctx, spot.x + spot.side * 40 * spot.s, spot.y, spot.s * 0.9, true));
  }
  st.later(() => backTrees(st, ['evergreen']));
  return ['snow', 'path', 'tools', 'house'];
};

const lampScene: Composer = (st, has) => {
  pathToHouse(st, { lamps: true, flowers: true, cleared: st.winter && has('snow') });
  st.reserve('ml', 'mr');
  st.later(() => backTrees(st));
  return ['lamp', 'path', 'house', 'garden', 'flower', 'shrub'];
};

const houseScene: Composer = (st, has) => {
  pathToHouse(st, { flowers: true, lamps: has('lamp'), cleared: st.winter });
  st.reserve('ml', 'mr');
  st.later(() => backTrees(st));
  st.later(() => scatterTufts(st, 6));
  return ['house', 'path', 'lamp'];
};

const wallScene: Composer = (st, has) => {
  const { W } = st.f;
  const { rng } = st.ctx;
  const t = 0.5;
  const y = st.y(t);
  const h = 150 * st.s(t);
  // Plantings on the terrace above the wall.
  for (let i = 0; i < 5; i += 1) {
    const x = W * (0.1 + i * 0.2) + rng.jitter(0, 20);
    const s = st.s(t) * 1.05;
    st.add(y - h - 2, has('flower') || i % 2 ? flowerClump(st.ctx, x, y - h, s) : shrub(st.ctx, x, y - h, s * 0.8, { snow: st.winter }));
  }
  st.add(y, stoneWall(st.ctx, -10, W + 10, y, h));
  st.reserve('ml', 'mr', 'bc');
  st.later(() => backTrees(st));
  st.later(() => flowersAt(st, ['fl'], 1));
  st.ground.push(lawnStripes(st.ctx, st.f));
  st.later(() => scatterTufts(st, 6, 0.7));
  return ['wall', 'stone', 'flower'];
};

const fenceScene: Composer = (st) => {
  const { W } = st.f;
  const t = 0.42;
  const y = st.y(t);
  const s = st.s(t) * 1.6;
  st.add(y - 1, anyTree(st, W * 0.64, st.y(t - 0.14), st.s(t - 0.14) * 1.25));
  st.add(y, fence(st.ctx, -10, W + 10, y, s, st.winter));
  for (const x of [0.16, 0.38, 0.84]) {
    const fs = st.s(t + 0.05) * 1.3;
    st.add(y + 8, st.winter ? shrub(st.ctx, W * x, y + 8, fs * 0.8, { snow: true }) : flowerClump(st.ctx, W * x, y + 8, fs) + flowerClump(st.ctx, W * x + 70 * fs, y + 14, fs * 0.9));
  }
  st.reserve('bc', 'ml', 'mr');
  st.later(() => backTrees(st));
  st.later(() => scatterTufts(st, 7, 0.6));
  return ['fence'];
};

const hedgeScene: Composer = (st, has) => {
  const { W } = st.f;
  const t = 0.34;
  const y = st.y(t);
  st.ground.push(lawnStripes(st.ctx, st.f));
  st.add(y, hedge(st.ctx, -20, W * 0.42, y, 150 * st.s(t), st.winter) + hedge(st.ctx, W * 0.58, W + 20, y, 150 * st.s(t), st.winter));
  // Topiary balls framing the opening.
  for (const x of [0.36, 0.64]) {
    const tt = t + 0.16;
    st.add(st.y(tt), planter(st.ctx, W * x, st.y(tt), st.s(tt) * 1.8, false));
  }
  if (has('flower')) st.later(() => flowersAt(st, ['fl', 'fr'], 2));
  st.reserve('bc', 'ml', 'mr');
  st.later(() => backTrees(st));
  st.later(() => scatterTufts(st, 6, 0.7));
  return ['hedge', 'shrub'];
};

const gardenScene: Composer = (st, has) => {
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
};

const mulchScene: Composer = (st, has) => {
  const { W } = st.f;
  const t = 0.6;
  const s = st.s(t);
  const bed = mulchBed(st.ctx, W * 0.42, st.y(t), W * 0.72, 200 * s, s * 1.3, has('flower') ? 'flowers' : has('shrub') ? 'shrubs' : 'sprouts');
  st.ground.push(bed.bed);
  for (const item of bed.items) st.add(item.y, item.svg);
  const wt = 0.78;
  st.add(st.y(wt), wheelbarrow(st.ctx, W * 0.8, st.y(wt), st.s(wt) * 1.2, st.ctx.p.soil));
  st.reserve('fr', 'mr');
  st.later(() => backTrees(st));
  st.later(() => shrubsAt(st, ['ml'], 1));
  return ['mulch', 'garden', 'tools', 'flower', 'shrub'];
};

const dripScene: Composer = (st) => {
  const { W } = st.f;
  const t = 0.62;
  const s = st.s(t);
  const bedH = 250 * s;
  const bed = mulchBed(st.ctx, W * 0.5, st.y(t), W * 0.9, bedH, s * 1.5, 'sprouts');
  st.ground.push(bed.bed);
  for (const item of bed.items) st.add(item.y, item.svg);
  const frontRow = st.y(t) + bedH * 0.18 + 8 * s;
  st.add(frontRow + 1, dripLine(st.ctx, W * 0.1, W * 0.9, frontRow, s * 1.4));
  const backRow = st.y(t) - bedH * 0.18 + 8 * s;
  st.add(backRow + 1, dripLine(st.ctx, W * 0.16, W * 0.84, backRow, s * 1.1));
  st.reserve('fl', 'fr');
  st.later(() => backTrees(st));
  st.later(() => shrubsAt(st, ['ml', 'mr'], 2));
  return ['drip', 'water', 'garden', 'mulch', 'sprinkler'];
};

const toolsScene: Composer = (st, has) => {
  const { W } = st.f;
  const t = 0.62;
  const s = st.s(t);
  st.add(st.y(t), wheelbarrow(st.ctx, W * 0.36, st.y(t), s * 1.7, has('leaf') ? st.ctx.p.foliage[1] : st.winter ? st.ctx.p.snow : st.ctx.p.soil));
  st.add(st.y(t) + 2, tools(st.ctx, W * 0.72, st.y(t) + 2, s * 1.6, st.winter));
  const bed = mulchBed(st.ctx, W * 0.5, st.y(0.3), W * 0.5, 90 * st.s(0.3), st.s(0.3), st.winter ? 'shrubs' : 'flowers');
  st.ground.push(bed.bed);
  for (const item of bed.items) st.add(item.y, item.svg);
  st.reserve('bc');
  st.later(() => backTrees(st));
  st.later(() => shrubsAt(st, ['ml', 'mr'], 1));
  st.later(() => scatterTufts(st, 6, 0.75));
  return ['tools', 'mulch', 'garden'];
};

const stumpScene: Composer = (st) => {
  const { W } = st.f;
  const { rng, p } = st.ctx;
  const t = 0.62;
  const s = st.s(t) * 2.2;
  const y = st.y(t);
  st.ground.push(`<ellipse cx="${n(W * 0.5)}" cy="${n(y + 6 * s)}" rx="${n(170 * s)}" ry="${n(36 * s)}" fill="${p.soil}" fill-opacity="0.35"/>`);
  for (let i = 0; i < 30; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.5, 1);
    st.ground.push(`<path d="M${n(W * 0.5 + Math.cos(a) * 160 * s * d)} ${n(y + 6 * s + Math.sin(a) * 32 * s * d)}l${n(rng.jitter(0, 8) * s)} ${n(rng.jitter(0, 3) * s)}" stroke="#e2b97f" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`);
  }
  st.add(y, stump(st.ctx, W * 0.5, y, s));
  st.reserve('bc');
  st.later(() => backTrees(st));
  st.later(() => shrubsAt(st, ['ml', 'mr'], 1));
  st.later(() => scatterTufts(st, 8, 0.6));
  return ['stump', 'tree'];
};

const stoneScene: Composer = (st, has) => {
  const { W } = st.f;
  const { p, rng } = st.ctx;
  const moss = has('moss');
  const t = 0.58;
  const s = st.s(t);
  const y = st.y(t);
  st.ground.push(`<ellipse cx="${n(W * 0.5)}" cy="${n(y + 10 * s)}" rx="${n(380 * s)}" ry="${n(80 * s)}" fill="${p.stone[2]}" fill-opacity="0.8"/>`);
  for (let i = 0; i < 160; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.float());
    st.ground.push(`<circle cx="${n(W * 0.5 + Math.cos(a) * 370 * s * d)}" cy="${n(y + 10 * s + Math.sin(a) * 76 * s * d)}" r="${n(rng.range(2, 4) * s)}" fill="${rng.pick(p.stone)}"/>`);
  }
  st.add(y - 20 * s, rock(st.ctx, W * 0.44, y - 20 * s, s * 2.4, moss, st.winter));
  st.add(y + 14 * s, rock(st.ctx, W * 0.66, y + 14 * s, s * 1.7, moss, st.winter));
  st.add(y + 36 * s, rock(st.ctx, W * 0.28, y + 36 * s, s * 1.2, moss, st.winter));
  st.reserve('bc');
  st.later(() => backTrees(st, moss ? ['evergreen'] : ['tree', 'evergreen']));
  if (moss) {
    const at = st.take(['ml', 'mr']);
    if (at) st.add(at.y, evergreen(st.ctx, at.x, at.y, at.s, st.winter));
  }
  st.later(() => shrubsAt(st, ['ml', 'mr'], 1));
  st.later(() => scatterTufts(st, 6, 0.7));
  return ['stone', 'moss'];
};

const leafScene: Composer = (st) => {
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
};

const COMPOSERS: Partial<Record<Subject, Composer>> = {
  lawn: lawnScene,
  mower: lawnScene,
  sun: lawnScene,
  sprinkler: sprinklerScene,
  tree: treeScene,
  evergreen: evergreenScene,
  fountain: fountainScene,
  pond: pondScene,
  water: pondScene,
  patio: patioScene,
  deck: deckScene,
  path: pathScene,
  snow: snowScene,
  lamp: lampScene,
  house: houseScene,
  wall: wallScene,
  fence: fenceScene,
  garden: gardenScene,
  flower: gardenScene,
  shrub: gardenScene,
  hedge: hedgeScene,
  mulch: mulchScene,
  drip: dripScene,
  tools: toolsScene,
  stump: stumpScene,
  stone: stoneScene,
  moss: stoneScene,
  leaf: leafScene,
};

/** Secondary subjects get a small version in a free slot. */
function addExtra(st: Stage, subject: Subject): void {
  const { ctx } = st;
  switch (subject) {
    case 'tree':
    case 'evergreen': {
      const at = st.take(['bl', 'br', 'ml', 'mr']);
      if (at) st.add(at.y, subject === 'tree' ? anyTree(st, at.x, at.y, at.s) : evergreen(ctx, at.x, at.y, at.s, st.winter));
      return;
    }
    case 'shrub':
    case 'hedge':
      shrubsAt(st, ['ml', 'mr', 'fl', 'fr'], 1);
      return;
    case 'flower':
    case 'garden':
      flowersAt(st, ['fl', 'fr', 'ml', 'mr'], subject === 'flower' ? 2 : 1);
      return;
    case 'stone':
    case 'moss': {
      const at = st.take(['fl', 'fr', 'ml', 'mr']);
      if (at) st.add(at.y, rock(ctx, at.x, at.y, at.s * 0.9, subject === 'moss', st.winter));
      return;
    }
    case 'tools': {
      const at = st.take(['fr', 'fl', 'mr', 'ml']);
      if (at) st.add(at.y, tools(ctx, at.x, at.y, at.s, st.winter));
      return;
    }
    case 'mulch': {
      const at = st.take(['fr', 'fl', 'mr', 'ml']);
      if (at) st.add(at.y, wheelbarrow(ctx, at.x, at.y, at.s * 0.8, ctx.p.soil));
      return;
    }
    case 'lamp': {
      for (const slots of [['ml', 'fl'], ['mr', 'fr']] as SlotName[][]) {
        const at = st.take(slots);
        if (at) st.add(at.y, lamp(ctx, at.x, at.y, at.s * 1.2, st.night));
      }
      return;
    }
    case 'leaf': {
      st.overlay.push(fallingLeaves(ctx, 0, st.f.hy * 0.4, st.f.W, st.f.H * 0.9, 16, 11 * st.f.k));
      const at = st.take(['fr', 'fl']);
      if (at) st.add(at.y, leafPile(ctx, at.x, at.y, at.s * 0.8));
      return;
    }
    case 'sprinkler': {
      const at = st.take(['mr', 'ml']);
      if (at) st.add(at.y, sprinkler(ctx, at.x, at.y, at.s * 0.6));
      return;
    }
    case 'fountain': {
      const at = st.take(['mr', 'ml']);
      if (at) st.add(at.y, fountain(ctx, at.x, at.y, at.s * 0.6));
      return;
    }
    case 'mower': {
      const at = st.take(['mr', 'ml', 'fr', 'fl']);
      if (at) st.add(at.y, mower(ctx, at.x, at.y, at.s * 0.8));
      return;
    }
    case 'stump': {
      const at = st.take(['fl', 'fr', 'ml', 'mr']);
      if (at) st.add(at.y, stump(ctx, at.x, at.y, at.s * 0.8));
      return;
    }
    case 'fence': {
      const y = st.y(0.06);
      st.add(y, fence(ctx, -10, st.f.W + 10, y, st.s(0.06), st.winter));
      return;
    }
    case 'house': {
      const at = st.take(['bc', 'bl', 'br']);
      if (at) st.add(at.y, house(ctx, at.x, at.y, at.s, { lit: st.night, snow: st.winter }));
      return;
    }
    case 'wall': {
      const y = st.y(0.08);
      st.add(y, stoneWall(ctx, -10, st.f.W + 10, y, 40 * st.s(0.08)));
      return;
    }
    case 'pond':
    case 'water': {
      const at = st.take(['ml', 'mr']);
      if (at) st.ground.push(pond(ctx, at.x, at.y, 260 * at.s, 70 * at.s, at.s * 0.6));
      return;
    }
    case 'rain':
    case 'snow':
    case 'sun':
    case 'lawn':
    case 'patio':
    case 'path':
    case 'deck':
    case 'drip':
      return;
  }
}

export function composeScene(ctx: DrawContext, f: Frame, subjects: readonly Subject[]): string {
  const st = new Stage(ctx, f);
  const has = (s: Subject) => subjects.includes(s);
  const primary = subjects.find((s) => COMPOSERS[s]) ?? 'garden';
  const composer = COMPOSERS[primary] ?? gardenScene;
  const handled = new Set<Subject>(composer(st, has));
  for (const subject of subjects) {
    if (!handled.has(subject)) addExtra(st, subject);
  }
  st.runDeferred();
  const rain = has('rain') || ctx.p.mood === 'rain';
  if (st.winter) st.overlay.push(snowfall(ctx, f, 90));
  if (rain) st.overlay.push(rainfall(ctx, f, 120));
  const sky = backdrop(ctx, f, { bigSun: has('sun'), rain });
  return st.render(sky);
}
