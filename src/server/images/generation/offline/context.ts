/** What every drawing function receives. */
import type { Defs } from './svg-kit.js';
import type { Palette } from './palette.js';
import type { Rng } from './random.js';

export interface DrawContext {
  defs: Defs;
  p: Palette;
  rng: Rng;
}
