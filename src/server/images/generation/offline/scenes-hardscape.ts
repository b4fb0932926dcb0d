/** Hardscape scenes: patio, deck, pergola, fire pit, paths and lights, house, walls, fences and stones. */
import { lawnStripes, pavers, snowBank, windingPath } from './backdrop.js';
import { chair, firePit, pergola, uplight } from './features.js';
import { flowerClump, rock, shrub } from './nature.js';
import { anyTree, backTrees, flowersAt, scatterTufts, shrubsAt, type SceneSpec, type Stage } from './stage.js';
import { deck, fence, house, lamp, planter, stoneWall, tableSet } from './structures.js';
import { n } from './svg-kit.js';

function houseAt(st: Stage, x: number, t: number, scale: number): void {
  st.add(st.y(t), house(st.ctx, x, st.y(t), st.s(t) * scale, { lit: st.night, snow: st.winter }));
}

const patioScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    const { rng } = st.ctx;
    const withDeck = has('deck');
    st.ground.push(pavers(st.ctx, st.f, st.y(0.42), W * 0.2, W * 0.8, -W * 0.15, W * 1.15));
    houseAt(st, W * 0.5, 0.06, 1.2);
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
    st.reserve('ml', 'mr');
    st.later(() => backTrees(st));
    return ['patio', 'stone', 'deck', 'house', 'flower'];
  },
};

const deckScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    houseAt(st, W * 0.5, 0.05, 1.3);
    const y = st.y(0.5);
    st.add(y, deck(st.ctx, W * 0.16, W * 0.84, y, (st.y(0.5) - st.y(0.12)) * 0.95, st.s(0.5)));
    st.add(
      st.y(0.45),
      planter(st.ctx, W * 0.3, st.y(0.45), st.s(0.45), has('flower')) + planter(st.ctx, W * 0.7, st.y(0.45), st.s(0.45), true),
    );
    st.reserve('bc', 'ml', 'mr');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['fl', 'fr'], 2));
    st.later(() => scatterTufts(st, 5, 0.8));
    return ['deck', 'house', 'patio'];
  },
};

/** A pergola over a paved sitting area, a vine on its beam, chairs beneath. */
const pergolaScene: SceneSpec = {
  horizon: 0.5,
  draw: (st, has) => {
    const { W } = st.f;
    st.ground.push(pavers(st.ctx, st.f, st.y(0.3), W * 0.25, W * 0.75, -W * 0.05, W * 1.05));
    const t = 0.72;
    const s = st.s(t);
    st.add(st.y(t), pergola(st.ctx, W * 0.5, st.y(t), W * 0.64, (st.y(t) - st.y(0.34)) * 0.9, s * 1.1));
    const ct = 0.5;
    st.add(
      st.y(ct),
      chair(st.ctx, W * 0.38, st.y(ct), st.s(ct) * 1.2, 1) + chair(st.ctx, W * 0.62, st.y(ct), st.s(ct) * 1.2, -1),
    );
    st.later(() => {
      for (const slot of ['fl', 'fr'] as const) {
        const at = st.take([slot]);
        if (at) st.add(at.y, planter(st.ctx, at.x, at.y, at.s, has('flower') || !st.winter));
      }
    });
    st.reserve('ml', 'mr', 'bc');
    st.later(() => backTrees(st));
    return ['pergola', 'patio', 'deck', 'flower'];
  },
};

/** A stone fire pit with chairs around it, glowing in the evening. */
const firePitScene: SceneSpec = {
  horizon: 0.48,
  draw: (st, has) => {
    const { W } = st.f;
    const { p } = st.ctx;
    const t = 0.58;
    const y = st.y(t);
    const s = st.s(t);
    st.ground.push(
      `<ellipse cx="${n(W / 2)}" cy="${n(y + 10 * s)}" rx="${n(W * 0.46)}" ry="${n(150 * s)}" fill="${p.stone[1]}"/>` +
        `<ellipse cx="${n(W / 2)}" cy="${n(y + 6 * s)}" rx="${n(W * 0.44)}" ry="${n(140 * s)}" fill="${p.stone[2]}"/>`,
    );
    st.add(y, firePit(st.ctx, W / 2, y, s * 1.5));
    const colors = ['#3d6f9e', '#c4583f', '#2e9c7e'];
    for (const [x, ct, facing, i] of [
      [0.18, 0.5, 1, 0],
      [0.82, 0.52, -1, 1],
      [0.3, 0.24, 1, 2],
      [0.72, 0.22, -1, 0],
    ] as const) {
      st.add(st.y(ct), chair(st.ctx, W * x, st.y(ct), st.s(ct) * 1.5, facing, st.night ? undefined : colors[i]));
    }
    if (has('lamp')) {
      const ly = st.y(0.05);
      let lights = `<path d="M0 ${n(ly - 200 * st.s(0.05))}Q${n(W / 2)} ${n(ly - 60 * st.s(0.05))} ${n(W)} ${n(ly - 210 * st.s(0.05))}" stroke="#3a404b" stroke-width="${n(2 * st.f.k)}" fill="none"/>`;
      for (let i = 1; i < 14; i += 1) {
        const u = i / 14;
        const bx = W * u;
        const by =
          (1 - u) ** 2 * (ly - 200 * st.s(0.05)) + 2 * (1 - u) * u * (ly - 60 * st.s(0.05)) + u * u * (ly - 210 * st.s(0.05));
        lights += `<circle cx="${n(bx)}" cy="${n(by + 8 * st.f.k)}" r="${n(7 * st.f.k)}" fill="${p.glow}"/><circle cx="${n(bx)}" cy="${n(by + 8 * st.f.k)}" r="${n(16 * st.f.k)}" fill="${p.glow}" fill-opacity="0.3"/>`;
      }
      st.overlay.push(lights);
    }
    st.reserve('ml', 'mr', 'bc');
    st.later(() => backTrees(st));
    st.later(() => shrubsAt(st, ['fl', 'fr'], 2));
    return ['firepit', 'patio', 'stone', 'lamp'];
  },
};

function pathToHouse(st: Stage, opts: { lamps?: boolean; cleared?: boolean; flowers?: boolean }): void {
  const { W } = st.f;
  const ht = 0.1;
  const hs = st.s(ht) * 1.25;
  houseAt(st, W * 0.5, ht, 1.25);
  st.reserve('bc');
  const path = windingPath(st.ctx, st.f, W * 0.5, st.y(ht) + 2, { cleared: opts.cleared ?? false });
  st.ground.push(path.svg);
  if (opts.cleared) st.ground.push(snowBank(st.ctx, path.left, -1, st.f.k) + snowBank(st.ctx, path.right, 1, st.f.k));
  if (opts.lamps) {
    for (const i of [3, 10, 16]) {
      for (const [edge, side] of [
        [path.left, -1],
        [path.right, 1],
      ] as const) {
        const [x, y] = edge[i]!;
        const t = st.t(y);
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
        const s = st.s(st.t(y));
        st.add(
          y,
          st.night || st.winter
            ? shrub(st.ctx, x + side * 90 * s, y, s * 0.75, { snow: st.winter })
            : flowerClump(st.ctx, x + side * 75 * s, y, s),
        );
      }
    }
  }
  // Shrubs framing the door.
  const hy = st.y(ht);
  st.add(
    hy + 1,
    shrub(st.ctx, W * 0.5 - 140 * hs, hy + 2, hs * 0.8, { snow: st.winter }) +
      shrub(st.ctx, W * 0.5 + 140 * hs, hy + 2, hs * 0.8, { snow: st.winter }),
  );
}

const pathScene: SceneSpec = {
  draw: (st, has) => {
    pathToHouse(st, { lamps: has('lamp'), flowers: true, cleared: st.winter && has('snow') });
    st.reserve('ml', 'mr');
    st.later(() => backTrees(st));
    st.later(() => scatterTufts(st, 6));
    return ['path', 'house', 'lamp', 'flower', 'garden', 'shrub', 'stone', 'patio'];
  },
};

/** Landscape lighting at night: path lights along stepping stones to the door, trees washed by uplights. */
const lampScene: SceneSpec = {
  draw: (st, has) => {
    const { W, H } = st.f;
    const { p } = st.ctx;
    const ht = 0.07;
    const hx = W * 0.7;
    houseAt(st, hx, ht, 1.25);
    st.reserve('br', 'bc');
    // Stepping stones from the front left to the door, a lamp beside every other stone.
    for (let i = 0; i < 9; i += 1) {
      const u = i / 8;
      const t = 1 - u * (1 - ht - 0.04);
      const s = st.s(t);
      const x = W * 0.28 + (hx - W * 0.28) * u ** 1.4 + Math.sin(u * Math.PI) * W * 0.08;
      const y = Math.min(H - 10 * s, st.y(t));
      st.ground.push(
        `<ellipse cx="${n(x)}" cy="${n(y + 4 * s)}" rx="${n(70 * s)}" ry="${n(22 * s)}" fill="${p.stone[0]}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(66 * s)}" ry="${n(19 * s)}" fill="${p.stone[2]}"/>`,
      );
      if (i % 2 === 0 && i < 8) {
        const side = i % 4 === 0 ? 1 : -1;
        st.add(y, lamp(st.ctx, x + side * 130 * s, y, s * 1.2, true));
      }
    }
    // Trees washed with light from below.
    for (const [x, t, k] of [
      [0.14, 0.3, 1.1],
      [0.4, 0.12, 1],
    ] as const) {
      const s = st.s(t) * k;
      st.add(st.y(t), anyTree(st, W * x, st.y(t), s) + uplight(st.ctx, W * x - 30 * s, st.y(t) + 4 * s, 420 * s, s));
    }
    st.reserve('ml', 'bl');
    if (has('flower') || has('shrub') || has('garden')) st.later(() => shrubsAt(st, ['mr', 'fr'], 2));
    st.later(() => backTrees(st));
    return ['lamp', 'path', 'house', 'garden', 'flower', 'shrub', 'stone', 'tree'];
  },
};

const houseScene: SceneSpec = {
  draw: (st, has) => {
    pathToHouse(st, { flowers: true, lamps: has('lamp'), cleared: st.winter });
    st.reserve('ml', 'mr');
    st.later(() => backTrees(st));
    st.later(() => scatterTufts(st, 6));
    return ['house', 'path', 'lamp'];
  },
};

/** A slope held by two stone walls: a planted terrace on each, lawn in front. */
const wallScene: SceneSpec = {
  horizon: 0.58,
  draw: (st, has) => {
    const { W } = st.f;
    const { p, rng } = st.ctx;
    st.ground.push(lawnStripes(st.ctx, st.f));
    const y1 = st.y(0.66);
    const s1 = st.s(0.66);
    const top1 = y1 - 170 * s1;
    const y2 = top1 - 34 * s1;
    const s2 = st.s(0.25);
    const top2 = y2 - 130 * s2;
    // Each terrace is level ground raised to its wall's top.
    st.ground.push(`<rect y="${n(y2 - 2)}" width="${n(W)}" height="${n(top1 - y2 + 4)}" fill="${p.groundTop}"/>`);
    st.ground.push(
      `<rect y="${n(top2 - 24 * s2)}" width="${n(W)}" height="${n(y2 - top2 + 24 * s2)}" fill="${p.groundBottom}"/>`,
    );
    st.add(y2, stoneWall(st.ctx, -10, W + 10, y2, y2 - top2));
    st.add(y1, stoneWall(st.ctx, -10, W + 10, y1, y1 - top1));
    const plant = (x: number, y: number, s: number, i: number) =>
      (has('flower') || !st.winter) && i % 2
        ? flowerClump(st.ctx, x, y, s * 1.1)
        : shrub(st.ctx, x, y, s * 0.8, { snow: st.winter });
    for (let i = 0; i < 6; i += 1) {
      st.add(y2 + 0.5, plant(W * (0.06 + i * 0.18) + rng.jitter(0, 20), top2 - 8 * s2, s2 * 1.2, i + 1));
      st.add(top1 - 1, plant(W * (0.1 + i * 0.17) + rng.jitter(0, 20), top1 - 12 * s1, s1 * 0.95, i));
    }
    st.reserve('ml', 'mr', 'bc', 'bl', 'br');
    st.later(() => flowersAt(st, ['fl', 'fr'], 1));
    st.later(() => scatterTufts(st, 6, 0.8));
    return ['wall', 'stone', 'flower', 'shrub', 'garden'];
  },
};

const fenceScene: SceneSpec = {
  draw: (st) => {
    const { W } = st.f;
    const t = 0.42;
    const y = st.y(t);
    const s = st.s(t) * 1.6;
    st.add(y - 1, anyTree(st, W * 0.64, st.y(t - 0.14), st.s(t - 0.14) * 1.25));
    st.add(y, fence(st.ctx, -10, W + 10, y, s, st.winter));
    for (const x of [0.16, 0.38, 0.84]) {
      const fs = st.s(t + 0.05) * 1.3;
      st.add(
        y + 8,
        st.winter
          ? shrub(st.ctx, W * x, y + 8, fs * 0.8, { snow: true })
          : flowerClump(st.ctx, W * x, y + 8, fs) + flowerClump(st.ctx, W * x + 70 * fs, y + 14, fs * 0.9),
      );
    }
    st.reserve('bc', 'ml', 'mr');
    st.later(() => backTrees(st));
    st.later(() => scatterTufts(st, 7, 0.6));
    return ['fence'];
  },
};

const stoneScene: SceneSpec = {
  draw: (st, has) => {
    const { W } = st.f;
    const { p, rng } = st.ctx;
    const moss = has('moss');
    const t = 0.58;
    const s = st.s(t);
    const y = st.y(t);
    st.ground.push(
      `<ellipse cx="${n(W * 0.5)}" cy="${n(y + 10 * s)}" rx="${n(380 * s)}" ry="${n(80 * s)}" fill="${p.stone[2]}" fill-opacity="0.8"/>`,
    );
    for (let i = 0; i < 160; i += 1) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.float());
      st.ground.push(
        `<circle cx="${n(W * 0.5 + Math.cos(a) * 370 * s * d)}" cy="${n(y + 10 * s + Math.sin(a) * 76 * s * d)}" r="${n(rng.range(2, 4) * s)}" fill="${rng.pick(p.stone)}"/>`,
      );
    }
    st.add(y - 20 * s, rock(st.ctx, W * 0.44, y - 20 * s, s * 2.4, moss, st.winter));
    st.add(y + 14 * s, rock(st.ctx, W * 0.66, y + 14 * s, s * 1.7, moss, st.winter));
    st.add(y + 36 * s, rock(st.ctx, W * 0.28, y + 36 * s, s * 1.2, moss, st.winter));
    st.reserve('bc');
    st.later(() => backTrees(st, moss ? ['evergreen'] : ['tree', 'evergreen']));
    st.later(() => shrubsAt(st, ['ml', 'mr'], 1));
    st.later(() => scatterTufts(st, 6, 0.7));
    return ['stone', 'moss'];
  },
};

export const HARDSCAPE_SCENES = {
  patio: patioScene,
  deck: deckScene,
  pergola: pergolaScene,
  firepit: firePitScene,
  path: pathScene,
  lamp: lampScene,
  house: houseScene,
  wall: wallScene,
  fence: fenceScene,
  stone: stoneScene,
  moss: stoneScene,
} as const;
