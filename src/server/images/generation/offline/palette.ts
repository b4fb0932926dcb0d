/** Colour palettes, one per mood (season / time of day / weather). */
import type { Mood } from './vocabulary.js';

export interface Palette {
  mood: Mood;
  skyTop: string;
  skyBottom: string;
  sun: string;
  halo: string;
  cloud: string;
  /** Far to near. */
  hills: readonly [string, string, string];
  groundTop: string;
  groundBottom: string;
  /** Lawn stripes / tufts: light, dark. */
  grass: readonly [string, string];
  /** Tree canopy: shade, base, highlight. */
  foliage: readonly [string, string, string];
  /** Evergreen needles: shade, base, highlight. */
  conifer: readonly [string, string, string];
  trunk: string;
  flowers: readonly string[];
  /** Stone: shade, base, light. */
  stone: readonly [string, string, string];
  /** Wood: shade, base, light. */
  wood: readonly [string, string, string];
  /** Water: deep, light. */
  water: readonly [string, string];
  soil: string;
  house: { wall: string; wallShade: string; roof: string; roofShade: string; trim: string; window: string; door: string };
  shadow: string;
  shadowOpacity: number;
  snow: string;
  /** Night lighting glow. */
  glow: string;
  dark: boolean;
}

const DAY: Palette = {
  mood: 'day',
  skyTop: '#6fbfe9',
  skyBottom: '#dff2f7',
  sun: '#ffd35c',
  halo: '#fff1b8',
  cloud: '#ffffff',
  hills: ['#b4d8c0', '#8cc49c', '#6fb07e'],
  groundTop: '#7cc05c',
  groundBottom: '#4f9a46',
  grass: ['#8fd06a', '#68b354'],
  foliage: ['#2f7a48', '#3f9656', '#74c26b'],
  conifer: ['#23583f', '#2f6e4d', '#4f8f63'],
  trunk: '#7a5136',
  flowers: ['#ff6f91', '#ffd23f', '#ff9f43', '#b388ff', '#ffffff', '#ff5e5b'],
  stone: ['#9c958a', '#bdb5a8', '#dbd4c7'],
  wood: ['#8e5b34', '#b27a48', '#d19c68'],
  water: ['#3f9fd8', '#a6e0f7'],
  soil: '#6b4a33',
  house: {
    wall: '#f4ecdf',
    wallShade: '#ddd0bd',
    roof: '#c4583f',
    roofShade: '#9e4230',
    trim: '#ffffff',
    window: '#9fd3ee',
    door: '#4f6d7a',
  },
  shadow: '#1f3f2a',
  shadowOpacity: 0.2,
  snow: '#ffffff',
  glow: '#ffd27a',
  dark: false,
};

const PALETTES: Record<Mood, Palette> = {
  day: DAY,
  spring: {
    ...DAY,
    mood: 'spring',
    skyTop: '#8ed3f2',
    skyBottom: '#f1fbfb',
    hills: ['#c3e3c2', '#9fd39b', '#7fc27c'],
    groundTop: '#8bcc62',
    groundBottom: '#5aa64a',
    grass: ['#9fdc74', '#74be58'],
    foliage: ['#3f8f4c', '#5cae58', '#94d174'],
    flowers: ['#ff8fb1', '#ffd6e5', '#ffe066', '#c9a7ff', '#ffffff', '#ff6f91'],
  },
  autumn: {
    ...DAY,
    mood: 'autumn',
    skyTop: '#79b3dc',
    skyBottom: '#fbe7cb',
    sun: '#ffc857',
    halo: '#ffe6b0',
    hills: ['#e2c08e', '#cf9a5c', '#b67c45'],
    groundTop: '#a8a14b',
    groundBottom: '#7d8339',
    grass: ['#b7ad55', '#968f3f'],
    foliage: ['#b23a26', '#e0692d', '#f5b13d'],
    conifer: ['#2c5442', '#396a50', '#57876a'],
    trunk: '#6b4631',
    flowers: ['#e4572e', '#f3a712', '#a23b72', '#ffd166', '#ffffff'],
  },
  winter: {
    ...DAY,
    mood: 'winter',
    skyTop: '#9cbfdb',
    skyBottom: '#edf3f7',
    sun: '#fff3cf',
    halo: '#ffffff',
    cloud: '#f7fafc',
    hills: ['#e4edf4', '#d3e1ec', '#c2d5e4'],
    groundTop: '#f5f9fc',
    groundBottom: '#d9e5ef',
    grass: ['#e9f0f6', '#d3e0ea'],
    foliage: ['#6d5b52', '#85736a', '#a08f86'],
    conifer: ['#24503f', '#2f654f', '#4b8068'],
    trunk: '#5f4536',
    flowers: ['#d7263d', '#ffffff'],
    stone: ['#8d95a0', '#aab2bc', '#cfd6de'],
    shadow: '#5a7a99',
    shadowOpacity: 0.22,
    soil: '#5b4636',
  },
  night: {
    ...DAY,
    mood: 'night',
    skyTop: '#0b1736',
    skyBottom: '#2f4577',
    sun: '#f7f1d3',
    halo: '#c9d4f2',
    cloud: '#3b4f80',
    hills: ['#26375f', '#1c2c4e', '#172541'],
    groundTop: '#1f3d36',
    groundBottom: '#132720',
    grass: ['#2b5244', '#1f4034'],
    foliage: ['#143027', '#1e4236', '#2e5a49'],
    conifer: ['#102a22', '#183a2e', '#25503f'],
    trunk: '#2b241f',
    flowers: ['#e0729a', '#f2d479', '#a998e8', '#f1f1f1'],
    stone: ['#4c5566', '#636d7e', '#838ea0'],
    wood: ['#4d3a2c', '#654b36', '#7e5f44'],
    water: ['#1d3f66', '#4d79a8'],
    soil: '#2e2520',
    house: {
      wall: '#3b4763',
      wallShade: '#2d3750',
      roof: '#232c42',
      roofShade: '#1b2235',
      trim: '#55627f',
      window: '#ffd47d',
      door: '#2a3146',
    },
    shadow: '#050a14',
    shadowOpacity: 0.35,
    snow: '#c9d6ea',
    dark: true,
  },
  dusk: {
    ...DAY,
    mood: 'dusk',
    skyTop: '#4f62a8',
    skyBottom: '#f6b38a',
    sun: '#ffb169',
    halo: '#ffd6a6',
    cloud: '#f3c1b0',
    hills: ['#8a7fa6', '#6c6a92', '#535a7d'],
    groundTop: '#4f7a52',
    groundBottom: '#2f5136',
    grass: ['#5f8a57', '#426b42'],
    foliage: ['#24462f', '#33603d', '#53804f'],
    conifer: ['#1e3d2e', '#2a5039', '#3e6a4c'],
    house: { ...DAY.house, window: '#ffcf7a' },
    shadow: '#1b2233',
    shadowOpacity: 0.28,
  },
  rain: {
    ...DAY,
    mood: 'rain',
    skyTop: '#7f8fa3',
    skyBottom: '#cfd8e0',
    sun: '#eef2f5',
    halo: '#e3e9ee',
    cloud: '#aab6c3',
    hills: ['#a9bdb3', '#8aa898', '#6f9380'],
    groundTop: '#6ea457',
    groundBottom: '#447a3e',
    grass: ['#7bb25f', '#5a9448'],
    foliage: ['#2b6844', '#3a8050', '#5fa465'],
  },
};

export function paletteFor(mood: Mood): Palette {
  return PALETTES[mood];
}
