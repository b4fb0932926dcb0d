/**
 * The illustrator draws what was asked: each catalogue service its own scene, each named
 * feature visibly, and the admin's words over a service's context. Pictures are compared by
 * their decoded pixels (tests/helpers/pixels.ts), so the same drawing under another sky or
 * palette still counts as the same picture.
 */
import { describe, it, expect } from 'vitest';
import {
  colourDifference,
  fingerprint,
  meanDifference,
  structureDifference,
  structureDistance,
} from '../../../../tests/helpers/pixels.js';
import { CATALOGUE } from '../../services/catalogue-seed.js';
import { createOfflineEngine } from './illustrator.js';
import { analyzePrompt, type Subject } from './offline/vocabulary.js';
import { enhancePrompt } from './prompt.js';

const engine = createOfflineEngine();
const draw = async (prompt: string) => (await engine.generate({ prompt, size: '1792x1024' })).png;

describe('the catalogue’s pictures', () => {
  it('draws the 25 seeded services as 25 different scenes', async () => {
    expect(CATALOGUE).toHaveLength(25);
    const pictures = [];
    for (const service of CATALOGUE)
      pictures.push({ slug: service.slug, print: await fingerprint(await draw(service.imagePrompt)) });
    const alike: string[] = [];
    for (let i = 0; i < pictures.length; i += 1) {
      for (let j = i + 1; j < pictures.length; j += 1) {
        const [a, b] = [pictures[i]!, pictures[j]!];
        // Different scenes differ in the foreground's structure and in its colours.
        const structure = structureDifference(a.print, b.print);
        const colour = colourDifference(a.print, b.print, 'foreground');
        if (structure < 120 || colour < 10) alike.push(`${a.slug} ~ ${b.slug} (${structure} bits, ${colour.toFixed(1)})`);
      }
    }
    expect(alike).toEqual([]);
  });

  it('draws each service as its own subject', () => {
    const main = Object.fromEntries(CATALOGUE.map((s) => [s.slug, analyzePrompt(s.imagePrompt).subjects[0]]));
    expect(main).toEqual({
      'lawn-mowing': 'mower',
      fertilization: 'spreader',
      'lawn-aeration': 'aerator',
      'sod-installation': 'sod',
      'landscape-design': 'plan',
      'plant-installation': 'planting',
      'landscape-edging': 'edging',
      'tree-trimming': 'pruning',
      'tree-removal': 'felling',
      'stump-grinding': 'stump',
      'hedge-trimming': 'hedge',
      'sprinkler-installation': 'sprinkler',
      'drip-irrigation': 'drip',
      'irrigation-repair': 'repair',
      'irrigation-winterization': 'compressor',
      'patio-installation': 'patio',
      'retaining-walls': 'wall',
      'paver-walkways': 'path',
      'seasonal-cleanup': 'leaf',
      'weed-control': 'weeds',
      'garden-bed-maintenance': 'deadheading',
      'mulch-installation': 'mulch',
      'water-features': 'fountain',
      'outdoor-lighting': 'lamp',
      'rain-gardens': 'raingarden',
    });
  });
});

describe('prompts honoured by their nouns', () => {
  const NOUNS: [noun: string, subject: Subject][] = [
    ['a pond', 'pond'],
    ['koi', 'koi'],
    ['a waterfall', 'waterfall'],
    ['a fountain', 'fountain'],
    ['a fire pit', 'firepit'],
    ['a deck', 'deck'],
    ['a pergola', 'pergola'],
    ['a fence', 'fence'],
    ['a hedge', 'hedge'],
    ['a stone path', 'path'],
    ['raised beds', 'raisedbed'],
    ['lights', 'lamp'],
    ['snow', 'snow'],
    ['autumn leaves', 'leaf'],
  ];

  for (const base of ['a backyard', 'a sunny garden with flowers and shrubs']) {
    it(`each noun takes over "${base}"`, async () => {
      const without = await draw(base);
      // Words it does not know leave the picture as it is: a difference below comes from the noun.
      expect((await draw(`${base} with a trampoline`)).equals(without)).toBe(true);
      const weak: string[] = [];
      for (const [noun, subject] of NOUNS) {
        const prompt = `${base} with ${noun}`;
        expect(analyzePrompt(prompt).subjects[0], prompt).toBe(subject);
        const withNoun = await draw(prompt);
        const structure = await structureDistance(without, withNoun);
        const colour = await meanDifference(without, withNoun);
        if (structure < 170 || colour < 15) weak.push(`${noun} (${structure} bits, ${colour.toFixed(1)})`);
      }
      expect(weak).toEqual([]);
    }, 60_000);
  }

  it('draws the admin’s koi pond, not the lawn service it was asked on', async () => {
    const koi = 'a natural koi pond with a small waterfall over basalt boulders, ferns, evening light';
    const aeration = CATALOGUE.find((s) => s.slug === 'lawn-aeration')!.text.en;
    const sent = enhancePrompt(koi, { name: aeration.name, category: 'Lawn Care', description: aeration.description }, 'offline');
    const analysis = analyzePrompt(sent);
    expect(analysis).toMatchObject({ mood: 'dusk' });
    expect(analysis.subjects.slice(0, 3)).toEqual(['pond', 'koi', 'waterfall']);
    expect(analysis.subjects).not.toContain('mower');
    expect(analysis.subjects).not.toContain('aerator');
    const picture = await draw(sent);
    expect(picture.equals(await draw(koi))).toBe(true);
    // Nothing like the service's own picture (an aerator on a lawn) or a mower on a lawn.
    for (const other of [CATALOGUE.find((s) => s.slug === 'lawn-aeration')!.imagePrompt, 'a lawn mower on a striped lawn']) {
      expect(await structureDistance(picture, await draw(other))).toBeGreaterThan(170);
    }
  });
});
