/**
 * Reads a prompt against a landscaping vocabulary: which subjects to draw,
 * which season / time of day, and whether an icon is wanted.
 */

export type Subject =
  | 'lawn'
  | 'mower'
  | 'tree'
  | 'evergreen'
  | 'shrub'
  | 'hedge'
  | 'flower'
  | 'garden'
  | 'leaf'
  | 'water'
  | 'sprinkler'
  | 'drip'
  | 'fountain'
  | 'pond'
  | 'stone'
  | 'patio'
  | 'path'
  | 'wall'
  | 'deck'
  | 'fence'
  | 'snow'
  | 'lamp'
  | 'house'
  | 'tools'
  | 'mulch'
  | 'stump'
  | 'moss'
  | 'sun'
  | 'rain';

export type Mood = 'day' | 'spring' | 'autumn' | 'winter' | 'night' | 'dusk' | 'rain';

type Tag = Subject | `mood:${Exclude<Mood, 'day'>}` | 'icon';

const LEXICON: Record<string, readonly Tag[]> = {
  // Lawn care
  lawn: ['lawn'], lawns: ['lawn'], grass: ['lawn'], turf: ['lawn'], sod: ['lawn'], yard: ['lawn'],
  aeration: ['lawn'], aerate: ['lawn'], overseed: ['lawn'], overseeding: ['lawn'], edging: ['lawn'],
  fertilizer: ['lawn'], fertilize: ['lawn'], fertilizing: ['lawn'], green: ['lawn'],
  mow: ['mower', 'lawn'], mowing: ['mower', 'lawn'], mowed: ['lawn', 'mower'], mown: ['lawn'],
  mower: ['mower'], mowers: ['mower'],
  // Trees and plants
  tree: ['tree'], trees: ['tree'], oak: ['tree'], maple: ['tree'], birch: ['tree'], deciduous: ['tree'],
  arborist: ['tree'], canopy: ['tree'], orchard: ['tree'], pruning: ['tree'], prune: ['tree'],
  evergreen: ['evergreen'], evergreens: ['evergreen'], pine: ['evergreen'], pines: ['evergreen'], fir: ['evergreen'],
  cedar: ['evergreen'], spruce: ['evergreen'], conifer: ['evergreen'], douglas: ['evergreen'], forest: ['evergreen'],
  shrub: ['shrub'], shrubs: ['shrub'], bush: ['shrub'], bushes: ['shrub'], boxwood: ['shrub'], topiary: ['shrub'],
  hedge: ['hedge'], hedges: ['hedge'], hedging: ['hedge'], trim: ['hedge'], trimming: ['hedge'], trimmed: ['hedge'],
  flower: ['flower'], flowers: ['flower'], bloom: ['flower'], blooms: ['flower'], blooming: ['flower'],
  blossom: ['flower', 'mood:spring'], blossoms: ['flower', 'mood:spring'], rose: ['flower'], roses: ['flower'],
  tulip: ['flower'], tulips: ['flower'], petal: ['flower'], petals: ['flower'], perennial: ['flower'],
  perennials: ['flower'], annuals: ['flower'], daisy: ['flower'], planting: ['flower', 'mulch'], plants: ['flower'],
  garden: ['garden'], gardens: ['garden'], gardening: ['garden'], planter: ['garden'], planters: ['garden'],
  vegetable: ['garden'], bed: ['garden'], beds: ['garden'], landscaping: ['garden'], landscape: ['garden'],
  leaf: ['leaf'], leaves: ['leaf'], foliage: ['leaf'],
  // Water
  water: ['water'], watering: ['sprinkler', 'water'], drop: ['water'], droplet: ['water'], droplets: ['water'],
  sprinkler: ['sprinkler'], sprinklers: ['sprinkler'], irrigation: ['sprinkler'], irrigate: ['sprinkler'],
  spray: ['sprinkler'], drip: ['drip'], soaker: ['drip'],
  fountain: ['fountain'], fountains: ['fountain'], birdbath: ['fountain'],
  pond: ['pond'], ponds: ['pond'], koi: ['pond'], lake: ['pond'], stream: ['pond'], creek: ['pond'], pool: ['pond'],
  drainage: ['water', 'mood:rain'],
  // Hardscape
  stone: ['stone'], stones: ['stone'], rock: ['stone'], rocks: ['stone'], boulder: ['stone'], boulders: ['stone'],
  gravel: ['stone'], pebble: ['stone'], pebbles: ['stone'],
  patio: ['patio'], patios: ['patio'], paver: ['patio'], pavers: ['patio'], paving: ['patio'], flagstone: ['patio'],
  hardscape: ['patio'], hardscaping: ['patio'], terrace: ['patio'], courtyard: ['patio'],
  path: ['path'], paths: ['path'], pathway: ['path'], walkway: ['path'], walkways: ['path'], walk: ['path'],
  sidewalk: ['path'], driveway: ['path'], trail: ['path'], steps: ['path'], stepping: ['path'],
  wall: ['wall'], walls: ['wall'], retaining: ['wall'], masonry: ['wall'], brick: ['wall'], bricks: ['wall'],
  deck: ['deck'], decks: ['deck'], decking: ['deck'], wood: ['deck'], wooden: ['deck'], timber: ['deck'],
  boardwalk: ['deck'], pergola: ['deck'],
  fence: ['fence'], fences: ['fence'], fencing: ['fence'], gate: ['fence'], picket: ['fence'],
  // Seasons, weather, time
  snow: ['snow', 'mood:winter'], snowy: ['snow', 'mood:winter'], plow: ['snow', 'mood:winter'],
  plowing: ['snow', 'mood:winter'], ice: ['snow', 'mood:winter'], icy: ['snow', 'mood:winter'],
  frost: ['mood:winter'], winter: ['mood:winter'], christmas: ['evergreen', 'mood:winter'],
  holiday: ['lamp', 'mood:winter'],
  autumn: ['mood:autumn'], fall: ['mood:autumn'], harvest: ['mood:autumn'], pumpkin: ['mood:autumn'],
  spring: ['mood:spring'], summer: ['sun'], sunny: ['sun'], sun: ['sun'], sunshine: ['sun'],
  rain: ['rain', 'mood:rain'], rainy: ['rain', 'mood:rain'], storm: ['rain', 'mood:rain'], wet: ['mood:rain'],
  night: ['mood:night'], nighttime: ['mood:night'], moon: ['mood:night'], dark: ['mood:night'],
  evening: ['mood:dusk'], dusk: ['mood:dusk'], sunset: ['mood:dusk'], twilight: ['mood:dusk'],
  light: ['lamp'], lights: ['lamp'], lighting: ['lamp', 'mood:night'], lamp: ['lamp'], lamps: ['lamp'],
  lantern: ['lamp'], lanterns: ['lamp'], illumination: ['lamp', 'mood:night'], illuminated: ['lamp', 'mood:night'],
  // Buildings, tools, materials
  house: ['house'], houses: ['house'], home: ['house'], homes: ['house'], residential: ['house'],
  property: ['house'], cottage: ['house'], curb: ['house'], building: ['house'],
  tool: ['tools'], tools: ['tools'], shovel: ['tools'], shoveling: ['tools'], spade: ['tools'], rake: ['tools', 'leaf'],
  raking: ['tools', 'leaf'], wheelbarrow: ['tools', 'mulch'], trowel: ['tools'], equipment: ['tools'],
  maintenance: ['tools'], cleanup: ['tools', 'leaf'],
  mulch: ['mulch'], mulching: ['mulch'], bark: ['mulch'], compost: ['mulch'], soil: ['mulch'], dirt: ['mulch'],
  topsoil: ['mulch'],
  stump: ['stump'], stumps: ['stump'], grinding: ['stump'],
  moss: ['moss'], mossy: ['moss'], lichen: ['moss'],
  // Icon requests
  icon: ['icon'], icons: ['icon'], symbol: ['icon'], logo: ['icon'], glyph: ['icon'], pictogram: ['icon'], badge: ['icon'],
};

/** How strongly a subject claims the picture when it is named once. */
const SPECIFICITY: Record<Subject, number> = {
  fountain: 3, sprinkler: 3, mower: 3, patio: 3, deck: 3, lamp: 3, pond: 3, drip: 3, stump: 3,
  fence: 2.5, wall: 2.5, path: 2.2, house: 2, tree: 2.2, evergreen: 2.2, tools: 2, mulch: 2, moss: 2,
  hedge: 2, stone: 1.5, snow: 1.8, shrub: 1.6, flower: 1.7, leaf: 1.6, lawn: 1.3, garden: 1, water: 1.4,
  sun: 0.4, rain: 0.5,
};

export interface PromptAnalysis {
  /** Normalised prompt text (seed for randomness). */
  normalized: string;
  /** Subjects ranked from most to least important. */
  subjects: Subject[];
  mood: Mood;
  iconWords: boolean;
}

export function normalizePrompt(prompt: string): string {
  return prompt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function lookup(word: string): readonly Tag[] | undefined {
  if (LEXICON[word]) return LEXICON[word];
  // Light stemming for forms not listed: plurals and verb endings.
  for (const suffix of ['es', 's', 'ing', 'ed']) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      if (LEXICON[stem]) return LEXICON[stem];
    }
  }
  return undefined;
}

const MOOD_PRIORITY: readonly Mood[] = ['night', 'winter', 'autumn', 'dusk', 'rain', 'spring'];

export function analyzePrompt(prompt: string): PromptAnalysis {
  const normalized = normalizePrompt(prompt);
  const words = normalized ? normalized.split(' ') : [];
  const scores = new Map<Subject, number>();
  const moods = new Set<Mood>();
  let iconWords = false;
  words.forEach((word, index) => {
    const tags = lookup(word);
    if (!tags) return;
    const early = 1 + 0.3 / (1 + index); // earlier words weigh a little more
    for (const tag of tags) {
      if (tag === 'icon') iconWords = true;
      else if (tag.startsWith('mood:')) moods.add(tag.slice(5) as Mood);
      else {
        const subject = tag as Subject;
        scores.set(subject, (scores.get(subject) ?? 0) + SPECIFICITY[subject] * early);
      }
    }
  });
  const mood = MOOD_PRIORITY.find((m) => moods.has(m)) ?? 'day';
  const subjects = [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s);
  return { normalized, subjects, mood, iconWords };
}
