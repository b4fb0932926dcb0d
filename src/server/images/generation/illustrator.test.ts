import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { createOfflineEngine, illustrate } from './illustrator.js';
import { analyzePrompt } from './offline/vocabulary.js';
import { hashString, mulberry32 } from './offline/random.js';
import { IMAGE_SIZES } from './types.js';

const engine = createOfflineEngine();

async function stats(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** Mean absolute difference per channel between two same-size PNGs (0..255). */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const x = (await stats(a)).data;
  const y = (await stats(b)).data;
  let total = 0;
  for (let i = 0; i < x.length; i += 1) total += Math.abs(x[i]! - y[i]!);
  return total / x.length;
}

describe('offline illustrator', () => {
  it('is labelled and needs no network', () => {
    expect(engine.name).toBe('offline');
    expect(engine.label).toBe('Built-in offline illustrator');
  });

  it('is deterministic: the same prompt gives a byte-identical PNG', async () => {
    const a = await engine.generate({ prompt: 'Freshly mowed lawn with a mower in the sun' });
    const b = await engine.generate({ prompt: '  freshly   MOWED lawn, with a mower in the sun! ' });
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.engine).toBe('offline');
  });

  it('draws visibly different pictures for different prompts', async () => {
    const prompts = [
      'freshly mowed lawn with a mower in the sun',
      'autumn tree with falling leaves',
      'stone patio with pavers and a wooden deck',
      'sprinkler irrigation watering a green lawn',
      'garden fountain with flowers',
      'snow removal on a path in winter',
      'outdoor lighting at night in a garden',
    ];
    const images = await Promise.all(prompts.map((prompt) => engine.generate({ prompt, size: '1024x1024' })));
    for (let i = 0; i < images.length; i += 1) {
      for (let j = i + 1; j < images.length; j += 1) {
        expect(images[i]!.png.equals(images[j]!.png)).toBe(false);
      }
    }
    // Not just different bytes: different pictures.
    expect(await difference(images[0]!.png, images[1]!.png)).toBeGreaterThan(8);
    expect(await difference(images[5]!.png, images[6]!.png)).toBeGreaterThan(8);
    // Two prompts about the same subject still vary.
    const tree1 = await engine.generate({ prompt: 'an oak tree' });
    const tree2 = await engine.generate({ prompt: 'a maple tree' });
    expect(await difference(tree1.png, tree2.png)).toBeGreaterThan(2);
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

  it('renders fast enough', async () => {
    const t0 = performance.now();
    await engine.generate({ prompt: 'outdoor lighting at night in a garden', size: '512x512' });
    const icon = performance.now() - t0;
    const t1 = performance.now();
    await engine.generate({ prompt: 'outdoor lighting at night in a garden path house', size: '1024x1024' });
    const scene = performance.now() - t1;
    console.log(`offline illustrator: 512×512 icon ${icon.toFixed(0)} ms, 1024×1024 scene ${scene.toFixed(0)} ms`);
    expect(icon).toBeLessThan(2000);
    expect(scene).toBeLessThan(2000);
  });

  it('reads the prompt against the landscaping vocabulary', () => {
    expect(analyzePrompt('autumn tree with falling leaves')).toMatchObject({ mood: 'autumn', subjects: ['tree', 'leaf'] });
    expect(analyzePrompt('Snow removal on a path in winter').mood).toBe('winter');
    expect(analyzePrompt('outdoor lighting at night').mood).toBe('night');
    expect(analyzePrompt('stone patio with pavers and a wooden deck').subjects[0]).toBe('patio');
    expect(analyzePrompt('garden fountain with flowers').subjects[0]).toBe('fountain');
    expect(analyzePrompt('sprinklers').subjects).toEqual(['sprinkler']);
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
