import net from 'node:net';
import { afterEach, describe, it, expect, vi } from 'vitest';
import sharp from 'sharp';
import { meanDifference } from '../../../../tests/helpers/pixels.js';
import { createOfflineEngine, illustrate } from './illustrator.js';
import { analyzePrompt } from './offline/vocabulary.js';
import { hashString, mulberry32 } from './offline/random.js';
import { IMAGE_SIZES } from './types.js';

const engine = createOfflineEngine();

async function stats(png: Buffer) {
  return sharp(png).raw().toBuffer({ resolveWithObject: true });
}

/** Makes every socket connection and every fetch fail, for the duration of a test; the spies count the attempts. */
function blockNetwork() {
  const refuse = () => {
    throw new Error('network blocked by the test');
  };
  return [
    vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse),
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => refuse()),
  ];
}

describe('offline illustrator', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is named for what it draws and works with the network blocked', async () => {
    expect(engine.name).toBe('offline');
    expect(engine.label).toBe('Illustration, drawn offline');
    const attempts = blockNetwork();
    // The block is real: any connection attempt fails.
    expect(() => net.connect(443, 'example.com')).toThrow('network blocked');
    await expect(fetch('https://example.com/')).rejects.toThrow('network blocked');
    for (const spy of attempts) spy.mockClear();

    const scene = await engine.generate({ prompt: 'a koi pond with a waterfall', size: '1792x1024' });
    const icon = await engine.generate({ prompt: 'leaf icon', size: '512x512' });
    // Not even an attempt whose failure was swallowed.
    for (const spy of attempts) expect(spy).not.toHaveBeenCalled();
    expect((await sharp(scene.png).metadata()).width).toBe(1792);
    expect((await sharp(icon.png).metadata()).width).toBe(512);
  });

  it('is deterministic: the same prompt gives a byte-identical PNG', async () => {
    const a = await engine.generate({ prompt: 'Freshly mowed lawn with a mower in the sun' });
    const b = await engine.generate({ prompt: '  freshly   MOWED lawn, with a mower in the sun! ' });
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.engine).toBe('offline');
  });

  it('draws what it understood: words outside its vocabulary change nothing', async () => {
    const plain = await engine.generate({ prompt: 'a stone patio' });
    const wordy = await engine.generate({ prompt: 'a really lovely stone patio for my mother-in-law, please' });
    expect(wordy.png.equals(plain.png)).toBe(true);
    // Two words for the same subject still vary the picture a little.
    const oak = await engine.generate({ prompt: 'an oak tree' });
    const maple = await engine.generate({ prompt: 'a maple tree' });
    expect(await meanDifference(oak.png, maple.png)).toBeGreaterThan(2);
  });

  it('honours every requested size', async () => {
    for (const size of IMAGE_SIZES) {
      const image = await engine.generate({ prompt: 'garden path with flowers', size });
      const meta = await sharp(image.png).metadata();
      const [w, h] = size.split('x').map(Number);
      expect([image.width, image.height]).toEqual([w, h]);
      expect([meta.width, meta.height, meta.format]).toEqual([w, h, 'png']);
    }
    const dflt = await engine.generate({ prompt: 'hedge' });
    expect([dflt.width, dflt.height]).toEqual([1024, 1024]);
  });

  it('draws an icon for 512×512 and 256×256 requests and for icon words', async () => {
    expect(illustrate({ prompt: 'tree', size: '512x512' }).icon).toBe(true);
    expect(illustrate({ prompt: 'tree', size: '256x256' }).icon).toBe(true);
    expect(illustrate({ prompt: 'tree icon' }).icon).toBe(true);
    expect(illustrate({ prompt: 'water drop symbol', size: '1792x1024' }).icon).toBe(true);
    expect(illustrate({ prompt: 'tree', size: '1024x1024' }).icon).toBe(false);

    // An icon has a transparent outside (rounded square) and a plain, centred composition.
    const icon = await engine.generate({ prompt: 'tree', size: '512x512' });
    const { data, info } = await stats(icon.png);
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0); // top-left corner is outside the rounded square
    const centre = ((256 * 512 + 256) * 4) as number;
    expect(data[centre + 3]).toBe(255);
    const scene = await engine.generate({ prompt: 'tree', size: '1024x1024' });
    expect((await stats(scene.png)).data[3]).toBe(255);
  });

  it('reads the prompt against the landscaping vocabulary', () => {
    expect(analyzePrompt('autumn tree with falling leaves')).toMatchObject({ mood: 'autumn', subjects: ['tree', 'leaf'] });
    expect(analyzePrompt('Snow removal on a path in winter').mood).toBe('winter');
    expect(analyzePrompt('outdoor lighting at night').mood).toBe('night');
    expect(analyzePrompt('stone patio with pavers and a wooden deck').subjects[0]).toBe('patio');
    expect(analyzePrompt('curved stone paver path to the door').subjects[0]).toBe('path');
    expect(analyzePrompt('garden fountain with flowers').subjects[0]).toBe('fountain');
    expect(analyzePrompt('sprinklers').subjects).toEqual(['sprinkler']);
    // Phrases are read as one: a fire pit is not a pit of fire, a rain garden no rain.
    expect(analyzePrompt('a fire pit').subjects).toEqual(['firepit']);
    expect(analyzePrompt('a rain garden')).toMatchObject({ subjects: ['raingarden'], mood: 'day' });
    expect(analyzePrompt('tree removal').subjects[0]).toBe('felling');
    // "Evening light" is daylight, "dark mulch" a colour.
    expect(analyzePrompt('a pond in the evening light')).toMatchObject({ subjects: ['pond'], mood: 'dusk' });
    expect(analyzePrompt('dark bark mulch').mood).toBe('day');
    expect(analyzePrompt('logo').iconWords).toBe(true);
    expect(analyzePrompt('').subjects).toEqual([]);
  });

  it('copes with prompts it does not understand', async () => {
    const image = await engine.generate({ prompt: 'Quarterly report <script>alert(1)</script> ✨' });
    expect((await sharp(image.png).metadata()).format).toBe('png');
    expect(illustrate({ prompt: '"><svg onload=alert(1)>' }).svg).not.toContain('onload');
  });
});

describe('seeded randomness', () => {
  it('mulberry32 is reproducible', () => {
    const a = mulberry32(hashString('lawn'));
    const b = mulberry32(hashString('lawn'));
    const seqA = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(seqA);
    expect(seqA.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(hashString('lawn')).not.toBe(hashString('lawns'));
  });
});
