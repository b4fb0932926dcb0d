/**
 * Scene composition: the prompt's main subject picks the scene, which draws it
 * large in the foreground; every other named subject gets a smaller version
 * in a free slot; then the backdrop and the weather go around them.
 */
import { backdrop, rainfall, snowfall, type Frame } from './backdrop.js';
import type { DrawContext } from './context.js';
import { aerator, compressor, edger, ladder, secateurs, soilPlug, spreader, toolbox, valveBox } from './equipment.js';
import { chair, fern, firePit, nurseryPot, pergola, raisedBed, sodRoll, weed } from './features.js';
import { evergreen, fallingLeaves, leafPile, rock, stump } from './nature.js';
import { GARDEN_SCENES } from './scenes-garden.js';
import { HARDSCAPE_SCENES } from './scenes-hardscape.js';
import { LAWN_SCENES } from './scenes-lawn.js';
import { TREE_SCENES } from './scenes-trees.js';
import { smallPond, WATER_SCENES } from './scenes-water.js';
import { anyTree, flowersAt, shrubsAt, Stage, type SceneSpec, type SlotName } from './stage.js';
import { deck, fence, fountain, house, lamp, mower, sprinkler, stoneWall, tableSet, tools, wheelbarrow } from './structures.js';
import { n } from './svg-kit.js';
import type { Subject } from './vocabulary.js';

/** The scene of each subject when it is the main one. */
const SCENES: Record<Subject, SceneSpec> = {
  ...LAWN_SCENES,
  ...TREE_SCENES,
  ...GARDEN_SCENES,
  ...WATER_SCENES,
  ...HARDSCAPE_SCENES,
  rain: GARDEN_SCENES.garden,
};

/** Secondary subjects: a smaller version in a free slot, still clearly drawn. */
function addExtra(st: Stage, subject: Subject, has: (s: Subject) => boolean): void {
  const { ctx } = st;
  const put = (slots: SlotName[], draw: (x: number, y: number, s: number, side: number) => string) => {
    const at = st.take(slots, true);
    if (at) st.add(at.y, draw(at.x, at.y, at.s, at.side));
  };
  const front: SlotName[] = ['fr', 'fl', 'mr', 'ml'];
  const middle: SlotName[] = ['mr', 'ml', 'fr', 'fl'];
  switch (subject) {
    case 'tree':
    case 'evergreen':
      return put(['bl', 'br', 'ml', 'mr'], (x, y, s) =>
        subject === 'tree' ? anyTree(st, x, y, s) : evergreen(ctx, x, y, s, st.winter),
      );
    case 'pruning':
      return put(
        ['ml', 'mr', 'bl', 'br'],
        (x, y, s) => anyTree(st, x, y, s) + ladder(ctx, x + 90 * s, y + 6 * s, x + 12 * s, y - 170 * s, s * 0.8),
      );
    case 'felling':
    case 'stump':
    case 'grinder':
      return put(front, (x, y, s) => stump(ctx, x, y, s));
    case 'shrub':
    case 'hedge':
      return shrubsAt(st, ['ml', 'mr', 'fl', 'fr'], 1);
    case 'flower':
    case 'garden':
      return flowersAt(st, ['fl', 'fr', 'ml', 'mr'], subject === 'flower' ? 2 : 1);
    case 'fern':
      return put(front, (x, y, s) => fern(ctx, x, y, s * 1.1));
    case 'planting':
      return put(front, (x, y, s) => nurseryPot(ctx, x - 50 * s, y, s, true) + nurseryPot(ctx, x + 50 * s, y + 8 * s, s, false));
    case 'weeds':
      return put(
        front,
        (x, y, s) => weed(ctx, x - 40 * s, y, s) + weed(ctx, x + 30 * s, y + 10 * s, s) + weed(ctx, x, y + 24 * s, s),
      );
    case 'deadheading':
      return put(['fr', 'fl'], (x, y, s) => secateurs(ctx, x, y, s));
    case 'raisedbed':
      return put(middle, (x, y, s) => raisedBed(ctx, x, y, 260 * s, s));
    case 'stone':
    case 'moss':
      return put(front, (x, y, s) => rock(ctx, x, y, s * 0.9, subject === 'moss', st.winter));
    case 'tools':
      return put(front, (x, y, s) => tools(ctx, x, y, s, st.winter));
    case 'mulch':
      return put(front, (x, y, s) => wheelbarrow(ctx, x, y, s * 0.8, ctx.p.soil));
    case 'lamp':
      for (const slots of [
        ['ml', 'fl'],
        ['mr', 'fr'],
      ] as SlotName[][]) {
        put(slots, (x, y, s) => lamp(ctx, x, y, s * 1.2, st.night));
      }
      return;
    case 'leaf':
      st.overlay.push(fallingLeaves(ctx, 0, st.f.hy * 0.4, st.f.W, st.f.H * 0.9, 16, 11 * st.f.k));
      return put(['fr', 'fl'], (x, y, s) => leafPile(ctx, x, y, s * 0.8));
    case 'sprinkler':
      return put(middle, (x, y, s) => sprinkler(ctx, x, y, s * 0.6));
    case 'valve':
      return put(middle, (x, y, s) => valveBox(ctx, x, y, s));
    case 'compressor':
      return put(front, (x, y, s) => compressor(ctx, x, y, s));
    case 'repair':
      return put(front, (x, y, s) => toolbox(ctx, x, y, s));
    case 'fountain':
      return put(middle, (x, y, s) => fountain(ctx, x, y, s * 0.75));
    case 'mower':
      return put(['mr', 'ml', 'fr', 'fl'], (x, y, s) => mower(ctx, x, y, s));
    case 'spreader':
      return put(middle, (x, y, s) => spreader(ctx, x, y, s));
    case 'aerator':
      return put(middle, (x, y, s) => {
        let svg = aerator(ctx, x, y, s);
        for (let i = 0; i < 8; i += 1) svg += soilPlug(ctx, x + (i - 4) * 40 * s, y + 20 * s + (i % 2) * 10 * s, s, i * 20);
        return svg;
      });
    case 'sod':
      return put(front, (x, y, s) => sodRoll(ctx, x - 70 * s, y, s) + sodRoll(ctx, x - 50 * s, y + 30 * s, s));
    case 'edging':
      return put(front, (x, y, s) => edger(ctx, x, y, s));
    case 'fence': {
      const y = st.y(0.06);
      st.add(y, fence(ctx, -10, st.f.W + 10, y, st.s(0.06), st.winter));
      return;
    }
    case 'house':
      return put(['bc', 'bl', 'br'], (x, y, s) => house(ctx, x, y, s, { lit: st.night, snow: st.winter }));
    case 'wall': {
      const y = st.y(0.08);
      st.add(y, stoneWall(ctx, -10, st.f.W + 10, y, 40 * st.s(0.08)));
      return;
    }
    case 'pond':
    case 'water':
    case 'koi':
    case 'waterfall':
      if (!has('pond') || subject === 'pond' || subject === 'water') smallPond(st, has('koi'), has('waterfall'));
      return;
    case 'firepit':
      return put(middle, (x, y, s) => firePit(ctx, x, y, s * 0.7));
    case 'pergola':
      return put(['bl', 'br'], (x, y, s) => pergola(ctx, x, y, 260 * s, 60 * s, s));
    case 'deck':
      return put(
        ['ml', 'mr'],
        (x, y, s) => deck(ctx, x - 150 * s, x + 150 * s, y, 80 * s, s) + chair(ctx, x, y - 70 * s, s * 0.7, -1),
      );
    case 'patio':
      return put(middle, (x, y, s) => tableSet(ctx, x, y, s));
    case 'path':
      st.ground.push(steppingStones(st));
      return;
    case 'drip':
    case 'plan':
    case 'raingarden':
    case 'lawn':
    case 'snow':
    case 'sun':
    case 'rain':
      return;
  }
}

/** A line of flat stepping stones across the foreground. */
function steppingStones(st: Stage): string {
  const { p } = st.ctx;
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const t = 1 - i * 0.13;
    const s = st.s(t);
    const x = st.f.W * (0.5 + Math.sin(i * 0.9) * 0.08);
    out += `<ellipse cx="${n(x)}" cy="${n(st.y(t) + 4 * s)}" rx="${n(62 * s)}" ry="${n(20 * s)}" fill="${p.stone[0]}"/><ellipse cx="${n(x)}" cy="${n(st.y(t))}" rx="${n(60 * s)}" ry="${n(18 * s)}" fill="${p.stone[2]}"/>`;
  }
  return out;
}

export interface SceneFrame {
  W: number;
  H: number;
  /** Size unit: 1 for a square 1000×1000 picture. */
  k: number;
  portrait: boolean;
}

/** Composes the picture of the subjects, most important first, and returns the SVG body. */
export function composeScene(ctx: DrawContext, frame: SceneFrame, subjects: readonly Subject[]): string {
  const main = subjects[0] ?? 'garden';
  const scene = SCENES[main];
  // Portrait pictures have a deep foreground: the horizon sits higher.
  const horizon = (scene.horizon ?? 0.52) - (frame.portrait ? 0.08 : 0);
  const f: Frame = { W: frame.W, H: frame.H, hy: frame.H * horizon, k: frame.k };
  const st = new Stage(ctx, f);
  const has = (s: Subject) => subjects.includes(s);
  const handled = new Set<Subject>(scene.draw(st, has));
  for (const subject of subjects) {
    if (!handled.has(subject)) addExtra(st, subject, has);
  }
  st.runDeferred();
  const rain = has('rain') || ctx.p.mood === 'rain';
  if (st.winter) st.overlay.push(snowfall(ctx, f, 90));
  if (rain) st.overlay.push(rainfall(ctx, f, 120));
  const sky = backdrop(ctx, f, { bigSun: has('sun'), rain });
  return st.render(sky);
}
