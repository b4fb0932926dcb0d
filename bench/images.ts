import sharp from 'sharp';
import { createOfflineEngine } from '../src/server/images/generation/illustrator.js';
import { makeVariants, processRaster } from '../src/server/images/process.js';

const PROMPTS = [
  'freshly mowed striped lawn with a mower in the sun',
  'autumn maple tree with falling leaves',
  'stone patio with pavers and a wooden deck',
  'sprinkler irrigation watering a green lawn',
  'a natural koi pond with a small waterfall over basalt boulders, ferns, evening light',
  'snow covered path in winter',
  'outdoor lighting in a garden at night',
  'hedge trimming along a wooden fence',
  'stump grinder turning an old tree stump into wood chips',
  'a fire pit with chairs under a pergola',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Offline illustrator time per picture (median over several prompts, after one warm-up). */
export async function illustratorTimes(): Promise<{ icon512Ms: number; scene1024Ms: number }> {
  const engine = createOfflineEngine();
  await engine.generate({ prompt: 'warm up', size: '512x512' });
  const time = async (size: '512x512' | '1024x1024') => {
    const times: number[] = [];
    for (const prompt of PROMPTS) {
      const t = performance.now();
      await engine.generate({ prompt, size });
      times.push(performance.now() - t);
    }
    return Math.round(median(times));
  };
  return { icon512Ms: await time('512x512'), scene1024Ms: await time('1024x1024') };
}

/** A photo-like JPEG of about 10 MB (noise compresses badly, as real photos of gardens do). */
export async function tenMegabytePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = seed >> 23;
  }
  let quality = 92;
  for (;;) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= 10 * 1024 * 1024 || quality < 40) return jpeg;
    quality -= 6;
  }
}

/** Server-side processing of a 10 MB photo: check, re-encode, responsive variants. */
export async function photoProcessingMs(photo: Buffer): Promise<number> {
  const t = performance.now();
  const processed = await processRaster(photo);
  await makeVariants(processed.buffer, [320, 640, 960, 1280]);
  return Math.round(performance.now() - t);
}
