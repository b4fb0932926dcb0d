/**
 * Icon mode: one glyph of the main subject, centred on a rounded square.
 * Glyphs are drawn in a 100×100 box; `fg` is the glyph colour and `cut` the
 * colour of details cut into it (the background's deep tone).
 */
import type { Defs } from './svg-kit.js';
import { darken, lighten, n } from './svg-kit.js';
import type { Subject } from './vocabulary.js';
import type { Rng } from './random.js';

type Glyph = (fg: string, cut: string, soft: string) => string;

const G: Partial<Record<Subject, Glyph>> = {
  tree: (fg, cut, soft) =>
    `<path d="M44.5 92L46.5 60H53.5L55.5 92Z" fill="${soft}"/><path d="M50 70L38 60M50 66L61 57" stroke="${soft}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="M28 92H72" stroke="${soft}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="50" cy="34" r="24" fill="${fg}"/><circle cx="29" cy="49" r="16" fill="${fg}"/><circle cx="71" cy="49" r="16" fill="${fg}"/><circle cx="44" cy="56" r="13" fill="${fg}"/><circle cx="58" cy="55" r="13" fill="${fg}"/>` +
    `<path d="M36 28q5-9 15-11M24 50q1-6 6-9" stroke="${cut}" stroke-width="3.5" stroke-linecap="round" fill="none" stroke-opacity="0.3"/>`,
  evergreen: (fg, cut) =>
    `<rect x="45" y="76" width="10" height="16" rx="2" fill="${fg}"/><path d="M50 8L70 36H61L77 58H64L82 80H18L36 58H23L39 36H30Z" fill="${fg}" stroke="${fg}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M50 20V70" stroke="${cut}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.3"/>`,
  shrub: (fg, cut) =>
    `<circle cx="32" cy="60" r="18" fill="${fg}"/><circle cx="68" cy="60" r="18" fill="${fg}"/><circle cx="50" cy="46" r="22" fill="${fg}"/><rect x="18" y="60" width="64" height="20" rx="6" fill="${fg}"/>` +
    `<path d="M12 84H88" stroke="${fg}" stroke-width="5" stroke-linecap="round"/><circle cx="42" cy="40" r="4" fill="${cut}" fill-opacity="0.3"/><circle cx="60" cy="56" r="4" fill="${cut}" fill-opacity="0.3"/><circle cx="32" cy="64" r="4" fill="${cut}" fill-opacity="0.3"/>`,
  flower: (fg, _cut, soft) => {
    let petals = '';
    for (let i = 0; i < 6; i += 1) {
      const a = (i / 6) * Math.PI * 2;
      petals += `<ellipse cx="${n(50 + Math.cos(a) * 15)}" cy="${n(36 + Math.sin(a) * 15)}" rx="11" ry="11" fill="${fg}"/>`;
    }
    return (
      `<path d="M50 50V92" stroke="${fg}" stroke-width="6" stroke-linecap="round"/><path d="M50 78C38 78 28 70 26 60C38 60 48 66 50 78ZM50 72C62 72 72 64 74 54C62 54 52 60 50 72Z" fill="${fg}"/>` +
      petals +
      `<circle cx="50" cy="36" r="9" fill="${soft}"/>`
    );
  },
  leaf: (fg, cut) =>
    `<path d="M18 84C14 46 40 16 86 14C86 58 60 86 18 84Z" fill="${fg}"/>` +
    `<path d="M18 84L70 32M40 62H58M52 50V34M32 72V58" stroke="${cut}" stroke-width="4" stroke-linecap="round" stroke-opacity="0.4"/>`,
  water: (fg, cut) =>
    `<path d="M50 8C50 8 20 44 20 62A30 30 0 0 0 80 62C80 44 50 8 50 8Z" fill="${fg}"/>` +
    `<path d="M34 62A16 16 0 0 0 50 78" stroke="${cut}" stroke-width="5" stroke-linecap="round" fill="none" stroke-opacity="0.35"/>`,
  sprinkler: (fg, cut) => {
    let drops = '';
    for (let i = 0; i < 5; i += 1) {
      const a = Math.PI * (1.1 + i * 0.2);
      for (let j = 1; j <= 3; j += 1) {
        drops += `<circle cx="${n(50 + Math.cos(a) * j * 13)}" cy="${n(60 + Math.sin(a) * j * 13)}" r="${n(4.2 - j * 0.7)}" fill="${fg}"/>`;
      }
    }
    return (
      drops +
      `<rect x="44" y="56" width="12" height="14" rx="2" fill="${fg}"/><rect x="34" y="70" width="32" height="16" rx="4" fill="${fg}"/><path d="M20 90H80" stroke="${fg}" stroke-width="5" stroke-linecap="round"/><rect x="40" y="74" width="20" height="4" rx="2" fill="${cut}" fill-opacity="0.35"/>`
    );
  },
  fountain: (fg, cut) =>
    `<path d="M50 26C50 14 34 12 28 28M50 26C50 14 66 12 72 28" stroke="${fg}" stroke-width="4.5" stroke-linecap="round" fill="none"/>` +
    `<circle cx="50" cy="24" r="6" fill="${fg}"/><path d="M26 40H74C72 52 62 56 50 56C38 56 28 52 26 40Z" fill="${fg}"/><rect x="45" y="54" width="10" height="18" fill="${fg}"/>` +
    `<path d="M14 72H86L80 90H20Z" fill="${fg}"/><path d="M22 78H78" stroke="${cut}" stroke-width="3.5" stroke-linecap="round" stroke-opacity="0.35"/>`,
  pond: (fg) =>
    `<path d="M12 40q9.5-8 19 0t19 0t19 0t19 0M12 58q9.5-8 19 0t19 0t19 0t19 0M12 76q9.5-8 19 0t19 0t19 0t19 0" stroke="${fg}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
  stone: (fg, cut) =>
    `<path d="M10 80C8 62 22 42 40 40C52 26 74 30 82 48C94 56 92 78 84 80Z" fill="${fg}"/>` +
    `<path d="M40 40C46 50 44 62 36 70M66 36C62 48 68 58 82 62" stroke="${cut}" stroke-width="3.5" stroke-linecap="round" fill="none" stroke-opacity="0.35"/><path d="M6 86H94" stroke="${fg}" stroke-width="5" stroke-linecap="round"/>`,
  patio: (fg) => {
    // Pavers in perspective: a trapezoid split into running-bond rows.
    const rows = [
      [16, 31],
      [35, 55],
      [59, 88],
    ] as const;
    const edge = (y: number, left: boolean) => (left ? 28 - (y - 16) * 0.28 : 72 + (y - 16) * 0.28);
    let out = '';
    rows.forEach(([y0, y1], r) => {
      const cuts = r % 2 ? [0, 0.5, 1] : [0, 0.3, 0.7, 1];
      for (let c = 0; c < cuts.length - 1; c += 1) {
        const a = cuts[c]!;
        const b = cuts[c + 1]!;
        const x = (y: number, u: number) => edge(y, true) + (edge(y, false) - edge(y, true)) * u;
        const g = 2;
        out += `<path d="M${n(x(y0, a) + (a > 0 ? g : 0))} ${y0}L${n(x(y0, b) - (b < 1 ? g : 0))} ${y0}L${n(x(y1, b) - (b < 1 ? g : 0))} ${y1}L${n(x(y1, a) + (a > 0 ? g : 0))} ${y1}Z" fill="${fg}"/>`;
      }
    });
    return out;
  },
  path: (fg) =>
    `<ellipse cx="34" cy="82" rx="16" ry="8" fill="${fg}"/><ellipse cx="62" cy="64" rx="13" ry="6.5" fill="${fg}"/><ellipse cx="40" cy="47" rx="10.5" ry="5.2" fill="${fg}"/><ellipse cx="58" cy="33" rx="8.5" ry="4.2" fill="${fg}"/><ellipse cx="46" cy="21" rx="6.5" ry="3.2" fill="${fg}"/><ellipse cx="54" cy="11" rx="5" ry="2.5" fill="${fg}"/>`,
  wall: (fg) => {
    let out = '';
    for (let r = 0; r < 4; r += 1) {
      const y = 20 + r * 17;
      const off = r % 2 ? 12 : 0;
      for (let c = -1; c < 3; c += 1) {
        const x0 = Math.max(12, 12 + off + c * 26);
        const x1 = Math.min(88, 12 + off + (c + 1) * 26 - 3);
        if (x1 - x0 > 4) out += `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="14" rx="2.5" fill="${fg}"/>`;
      }
    }
    return out;
  },
  deck: (fg, cut) =>
    `<path d="M14 40H86L92 66H8Z" fill="${fg}"/><path d="M28 40L24 66M42 40L40 66M58 40L60 66M72 40L76 66" stroke="${cut}" stroke-width="3" stroke-opacity="0.35"/>` +
    `<rect x="8" y="66" width="84" height="8" fill="${fg}"/><rect x="14" y="74" width="7" height="16" fill="${fg}"/><rect x="79" y="74" width="7" height="16" fill="${fg}"/>` +
    `<path d="M14 40V18M86 40V18M14 22H86" stroke="${fg}" stroke-width="6" stroke-linecap="round"/>`,
  fence: (fg) => {
    let out = `<rect x="8" y="42" width="84" height="8" rx="2" fill="${fg}"/><rect x="8" y="68" width="84" height="8" rx="2" fill="${fg}"/>`;
    for (let i = 0; i < 5; i += 1) {
      const x = 12 + i * 16;
      out += `<path d="M${x} 90V28L${x + 6} 20L${x + 12} 28V90Z" fill="${fg}"/>`;
    }
    return out;
  },
  snow: (fg) => {
    let out = '';
    for (let i = 0; i < 6; i += 1) {
      const a = (i / 6) * 360;
      out += `<g transform="rotate(${a} 50 50)"><path d="M50 50V12M50 24L41 16M50 24L59 16M50 36L43 30M50 36L57 30" stroke="${fg}" stroke-width="5.5" stroke-linecap="round" fill="none"/></g>`;
    }
    return out + `<circle cx="50" cy="50" r="7" fill="${fg}"/>`;
  },
  lamp: (fg, cut, soft) =>
    `<circle cx="50" cy="34" r="28" fill="${soft}" fill-opacity="0.35"/><path d="M36 18H64L58 46H42Z" fill="${fg}"/><path d="M32 18L50 6L68 18Z" fill="${fg}"/>` +
    `<rect x="40" y="46" width="20" height="5" rx="2" fill="${fg}"/><rect x="46" y="50" width="8" height="34" fill="${fg}"/><rect x="36" y="84" width="28" height="8" rx="3" fill="${fg}"/><path d="M44 24H56L53 40H47Z" fill="${cut}" fill-opacity="0.25"/>`,
  house: (fg, cut) =>
    `<path d="M50 12L90 46H80V88H20V46H10Z" fill="${fg}" stroke="${fg}" stroke-width="4" stroke-linejoin="round"/><rect x="66" y="18" width="10" height="18" fill="${fg}"/>` +
    `<rect x="42" y="60" width="16" height="28" rx="2" fill="${cut}" fill-opacity="0.4"/><rect x="27" y="54" width="12" height="12" rx="2" fill="${cut}" fill-opacity="0.4"/><rect x="61" y="54" width="12" height="12" rx="2" fill="${cut}" fill-opacity="0.4"/>`,
  tools: (fg) =>
    `<path d="M24 86L70 26" stroke="${fg}" stroke-width="7" stroke-linecap="round"/><path d="M62 22C60 14 70 8 76 10C84 12 90 22 86 28L74 36Z" fill="${fg}"/>` +
    `<path d="M78 86L32 28" stroke="${fg}" stroke-width="7" stroke-linecap="round"/><path d="M14 34L36 12M18 38L12 32M24 32L18 26M30 26L24 20M36 20L30 14" stroke="${fg}" stroke-width="5" stroke-linecap="round"/>`,
  mower: (fg, cut) =>
    `<path d="M30 56L12 14" stroke="${fg}" stroke-width="6" stroke-linecap="round"/><path d="M6 14H20" stroke="${fg}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M24 72V56Q40 46 74 50Q90 54 90 72Z" fill="${fg}"/><rect x="42" y="38" width="26" height="14" rx="4" fill="${fg}"/>` +
    `<circle cx="34" cy="78" r="11" fill="${fg}"/><circle cx="78" cy="80" r="9" fill="${fg}"/><circle cx="34" cy="78" r="4" fill="${cut}" fill-opacity="0.45"/><circle cx="78" cy="80" r="3.5" fill="${cut}" fill-opacity="0.45"/>`,
  mulch: (fg, cut) =>
    `<path d="M8 86C14 66 32 58 50 58C68 58 86 66 92 86Z" fill="${fg}"/><path d="M50 58V30" stroke="${fg}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M50 40C40 40 30 34 28 22C40 22 50 28 50 40ZM50 34C60 34 70 26 72 14C60 14 50 22 50 34Z" fill="${fg}"/><circle cx="32" cy="76" r="3" fill="${cut}" fill-opacity="0.35"/><circle cx="52" cy="70" r="3" fill="${cut}" fill-opacity="0.35"/><circle cx="68" cy="78" r="3" fill="${cut}" fill-opacity="0.35"/>`,
  stump: (fg, cut) =>
    `<path d="M24 40V78L10 88H90L76 78V40Z" fill="${fg}"/><ellipse cx="50" cy="40" rx="26" ry="10" fill="${fg}"/>` +
    `<ellipse cx="50" cy="40" rx="18" ry="6.5" fill="none" stroke="${cut}" stroke-width="2.5" stroke-opacity="0.4"/><ellipse cx="50" cy="40" rx="9" ry="3.2" fill="none" stroke="${cut}" stroke-width="2.5" stroke-opacity="0.4"/><path d="M36 56V72M62 54V70" stroke="${cut}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.3"/>`,
  sun: (fg) => {
    let rays = '';
    for (let i = 0; i < 8; i += 1) {
      const a = (i / 8) * Math.PI * 2;
      rays += `<path d="M${n(50 + Math.cos(a) * 30)} ${n(50 + Math.sin(a) * 30)}L${n(50 + Math.cos(a) * 42)} ${n(50 + Math.sin(a) * 42)}" stroke="${fg}" stroke-width="7" stroke-linecap="round"/>`;
    }
    return rays + `<circle cx="50" cy="50" r="21" fill="${fg}"/>`;
  },
  rain: (fg) =>
    `<path d="M26 58A14 14 0 0 1 28 30A20 20 0 0 1 66 24A16 16 0 0 1 76 58Z" fill="${fg}"/>` +
    `<path d="M34 68L28 84M52 68L46 84M70 68L64 84" stroke="${fg}" stroke-width="6" stroke-linecap="round"/>`,
  lawn: (fg) =>
    `<path d="M10 88C14 62 22 44 30 34C26 52 28 70 32 88ZM30 88C34 58 44 34 56 18C48 44 48 66 52 88ZM50 88C56 64 66 46 80 36C70 56 68 72 70 88ZM68 88C74 72 82 62 92 58C84 70 84 80 86 88Z" fill="${fg}"/><path d="M6 90H94" stroke="${fg}" stroke-width="5" stroke-linecap="round"/>`,
  plan: (fg, cut, soft) =>
    `<path d="M22 12H64L78 26V88H22Z" fill="${fg}"/><path d="M64 12V26H78Z" fill="${soft}"/>` +
    `<path d="M34 80C40 66 58 66 54 54S38 42 46 28" stroke="${cut}" stroke-width="5" fill="none" stroke-linecap="round" stroke-opacity="0.55"/>` +
    `<circle cx="63" cy="44" r="7" fill="${cut}" fill-opacity="0.45"/><circle cx="33" cy="38" r="6" fill="${cut}" fill-opacity="0.45"/><circle cx="65" cy="72" r="5" fill="${cut}" fill-opacity="0.45"/>`,
  firepit: (fg, cut) =>
    `<path d="M50 12C58 27 70 34 70 52C70 64 61 72 50 72C39 72 30 64 30 52C30 42 36 36 40 29C41 37 44 42 48 44C46 33 46 23 50 12Z" fill="${fg}"/>` +
    `<path d="M50 44C54 50 58 54 58 60C58 65 54 68 50 68C46 68 42 65 42 60C42 55 46 52 50 44Z" fill="${cut}" fill-opacity="0.35"/>` +
    `<path d="M22 88L78 76M22 76L78 88" stroke="${fg}" stroke-width="8" stroke-linecap="round"/>`,
};

/** Subjects without a glyph of their own borrow the nearest one. */
const ALIASES: Partial<Record<Subject, Subject>> = {
  hedge: 'shrub',
  garden: 'flower',
  drip: 'water',
  moss: 'stone',
  spreader: 'lawn',
  aerator: 'lawn',
  sod: 'lawn',
  edging: 'lawn',
  pruning: 'tree',
  felling: 'stump',
  grinder: 'stump',
  fern: 'leaf',
  planting: 'shrub',
  weeds: 'flower',
  deadheading: 'flower',
  raisedbed: 'mulch',
  valve: 'sprinkler',
  compressor: 'sprinkler',
  repair: 'sprinkler',
  koi: 'pond',
  waterfall: 'water',
  raingarden: 'water',
  pergola: 'deck',
};

type Family = readonly [light: string, deep: string];
const FAMILY: Record<string, Family> = {
  green: ['#5cc46f', '#1f7a4a'],
  blue: ['#4fb3f0', '#1f5fae'],
  stone: ['#b5a893', '#646b78'],
  wood: ['#d39a5f', '#8a5330'],
  winter: ['#9fd2f2', '#4f79b8'],
  night: ['#4a5fa8', '#16214a'],
  sun: ['#ffc94a', '#f07b2c'],
  house: ['#f08a64', '#b2473a'],
  red: ['#f06a5a', '#a8302c'],
  autumn: ['#f5a442', '#c2462b'],
};

const SUBJECT_FAMILY: Record<Subject, keyof typeof FAMILY> = {
  tree: 'green',
  evergreen: 'green',
  shrub: 'green',
  hedge: 'green',
  flower: 'green',
  garden: 'green',
  leaf: 'green',
  lawn: 'green',
  moss: 'green',
  mulch: 'wood',
  spreader: 'green',
  aerator: 'green',
  sod: 'green',
  edging: 'green',
  pruning: 'green',
  felling: 'wood',
  grinder: 'wood',
  fern: 'green',
  planting: 'green',
  weeds: 'green',
  deadheading: 'green',
  raisedbed: 'wood',
  plan: 'green',
  valve: 'blue',
  compressor: 'blue',
  repair: 'blue',
  koi: 'blue',
  waterfall: 'blue',
  raingarden: 'blue',
  pergola: 'wood',
  firepit: 'sun',
  water: 'blue',
  sprinkler: 'blue',
  drip: 'blue',
  fountain: 'blue',
  pond: 'blue',
  rain: 'blue',
  stone: 'stone',
  patio: 'stone',
  path: 'stone',
  wall: 'stone',
  deck: 'wood',
  fence: 'wood',
  stump: 'wood',
  tools: 'wood',
  snow: 'winter',
  lamp: 'night',
  sun: 'sun',
  house: 'house',
  mower: 'red',
};

export function glyphSubject(subjects: readonly Subject[]): Subject {
  for (const s of subjects) {
    const target = ALIASES[s] ?? s;
    if (G[target]) return target;
  }
  return 'leaf';
}

/** A complete icon body for a size×size canvas (viewBox 0 0 100 100). */
export function iconBody(defs: Defs, rng: Rng, subjects: readonly Subject[], mood: string): string {
  const subject = glyphSubject(subjects);
  let family = FAMILY[SUBJECT_FAMILY[subject]]!;
  if (mood === 'autumn' && (subject === 'leaf' || subject === 'tree')) family = FAMILY.autumn!;
  if (mood === 'winter' && SUBJECT_FAMILY[subject] === 'green') family = FAMILY.winter!;
  if (mood === 'night' && subject !== 'lamp') family = [lighten(family[1], 0.1), darken(family[1], 0.55)];
  const [light, deep] = family;
  const angle = rng.range(0.2, 1);
  const bg = defs.linear(
    [
      [0, light],
      [1, deep],
    ],
    0,
    0,
    angle,
    1,
  );
  const scale = rng.range(0.64, 0.72);
  const ring = { x: 50 + rng.jitter(0, 4), y: 50 + rng.jitter(0, 4), r: rng.range(34, 40) };
  let sparkles = '';
  for (let i = 0; i < 3; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    sparkles += `<circle cx="${n(50 + Math.cos(a) * 41)}" cy="${n(50 + Math.sin(a) * 41)}" r="${n(rng.range(1.2, 2.6))}" fill="#ffffff" fill-opacity="0.35"/>`;
  }
  const glyph = G[subject]!('#ffffff', deep, lighten(light, 0.55));
  // Soft long shadow under the glyph, then the glyph itself.
  return (
    `<rect x="2" y="2" width="96" height="96" rx="22" fill="${bg}"/>` +
    `<circle cx="${n(ring.x)}" cy="${n(ring.y)}" r="${n(ring.r)}" fill="#ffffff" fill-opacity="0.1"/>` +
    sparkles +
    `<g transform="translate(50 51) scale(${Math.round(scale * 1000) / 1000}) translate(-50 -50)">` +
    `<g transform="translate(2.5 3.5)" opacity="0.22">${G[subject]!(deep, deep, deep)}</g>` +
    // A solid white silhouette under the glyph keeps translucent details clean.
    G[subject]!('#ffffff', '#ffffff', '#ffffff') +
    glyph +
    `</g>`
  );
}
