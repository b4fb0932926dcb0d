/**
 * The stage a scene is composed on: depth-to-position mapping, free slots for
 * secondary subjects, and layers painted back to front. Also the small
 * decorations every scene shares (trees at the back, tufts, shrubs, flowers).
 */
import type { Frame } from './backdrop.js';
import type { DrawContext } from './context.js';
import { bareTree, evergreen, flowerClump, shrub, tree, tuft } from './nature.js';
import type { Subject } from './vocabulary.js';

export type SlotName = 'bl' | 'br' | 'bc' | 'ml' | 'mr' | 'fl' | 'fr';
const SLOTS: Record<SlotName, [x: number, t: number]> = {
  bc: [0.5, 0.05],
  bl: [0.13, 0.1],
  br: [0.87, 0.1],
  ml: [0.2, 0.42],
  mr: [0.8, 0.42],
  fl: [0.1, 0.86],
  fr: [0.9, 0.86],
};

export interface Spot {
  x: number;
  y: number;
  s: number;
  t: number;
  side: number;
}

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

  /** Depth of a y (inverse of y()). */
  t(y: number): number {
    return (y - this.f.hy) / (this.f.H - this.f.hy);
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

  /**
   * Takes the first free slot among the preferred ones; with `anyFree`, any free slot
   * when those are taken (a named subject must appear somewhere).
   */
  take(preferred: SlotName[], anyFree = false): Spot | null {
    const order: SlotName[] = anyFree ? [...preferred, 'ml', 'mr', 'fl', 'fr', 'bl', 'br', 'bc'] : preferred;
    const name = order.find((s) => !this.used.has(s));
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

/**
 * Draws the main subject (and the related subjects it knows how to place) and
 * returns every subject it took care of; the rest are added as secondary subjects.
 */
export type Composer = (st: Stage, has: (s: Subject) => boolean) => Subject[];

export interface SceneSpec {
  draw: Composer;
  /** Horizon as a fraction of the height: higher for close-ups of the ground, lower for tall subjects. */
  horizon?: number;
}

export function scatterTufts(st: Stage, count: number, from = 0.55): void {
  const { rng, p } = st.ctx;
  if (st.winter) return;
  for (let i = 0; i < count; i += 1) {
    const t = rng.range(from, 1);
    st.ground.push(tuft(st.ctx, rng.range(0, st.f.W), st.y(t), st.s(t), rng.chance(0.5) ? p.grass[1] : p.foliage[1]));
  }
}

export function anyTree(st: Stage, x: number, y: number, s: number): string {
  const { p } = st.ctx;
  if (st.winter) return bareTree(st.ctx, x, y, s, true);
  const blossom = p.mood === 'spring' ? p.flowers[1] : undefined;
  return tree(st.ctx, x, y, s, blossom ? { blossom } : {});
}

export function backTrees(st: Stage, kinds: ('tree' | 'evergreen')[] = ['tree', 'evergreen']): void {
  const { rng } = st.ctx;
  for (const slot of ['bl', 'br'] as const) {
    const at = st.take([slot]);
    if (!at) continue;
    const kind = rng.pick(kinds);
    st.add(at.y, kind === 'tree' ? anyTree(st, at.x, at.y, at.s) : evergreen(st.ctx, at.x, at.y, at.s * 1.1, st.winter));
  }
}

export function shrubsAt(st: Stage, slots: SlotName[], count = 2): void {
  for (let i = 0; i < count; i += 1) {
    const at = st.take(slots);
    if (!at) return;
    st.add(at.y, shrub(st.ctx, at.x, at.y, at.s, { snow: st.winter }));
  }
}

export function flowersAt(st: Stage, slots: SlotName[], count = 2): void {
  for (let i = 0; i < count; i += 1) {
    const at = st.take(slots);
    if (!at) return;
    st.add(
      at.y,
      flowerClump(st.ctx, at.x - 30 * at.s, at.y, at.s) + flowerClump(st.ctx, at.x + 40 * at.s, at.y + 10 * at.s, at.s * 1.1),
    );
  }
}
