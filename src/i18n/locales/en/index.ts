import { common } from './common.js';
import { home } from './home.js';
import { layout } from './layout.js';

/** Every text of the site in this language, by area. */
export const en = { common, layout, home };
