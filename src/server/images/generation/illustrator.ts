/**
 * The built-in offline illustrator: no network, no model. The prompt's
 * words pick the subjects (the first one gets its scene, the others a place
 * in it), the season and time of day; a PRNG seeded with the understood words
 * adds small variations; the SVG is rendered to PNG with sharp. The same
 * prompt and size always give a byte-identical PNG. How to add a subject:
 * docs/admin-content.md.
 */
import sharp from 'sharp';
import { iconBody } from './offline/glyphs.js';
import { paletteFor } from './offline/palette.js';
import { hashString, Rng } from './offline/random.js';
import { composeScene } from './offline/scene.js';
import { Defs, document } from './offline/svg-kit.js';
import { analyzePrompt, type PromptAnalysis } from './offline/vocabulary.js';
import {
  GenerationError,
  IMAGE_SIZES,
  parseSize,
  type GenerateRequest,
  type GeneratedImage,
  type ImageEngine,
  type ImageSize,
} from './types.js';

export interface Illustration {
  svg: string;
  width: number;
  height: number;
  icon: boolean;
  analysis: PromptAnalysis;
}

/** Builds the SVG for a request (exposed for tests and previews). */
export function illustrate(req: GenerateRequest): Illustration {
  const size: ImageSize = req.size ?? '1024x1024';
  if (!IMAGE_SIZES.includes(size)) throw new GenerationError('invalid_request', `Unsupported image size: ${String(size)}.`);
  const { width, height } = parseSize(size);
  const analysis = analyzePrompt(req.prompt ?? '');
  const icon = analysis.iconWords || size === '512x512' || size === '256x256';
  // Only the words the vocabulary understood vary the picture: filler words change nothing.
  const seed = hashString(`${analysis.understood}|${icon ? 'icon' : 'scene'}`);
  const rng = new Rng(seed);
  const defs = new Defs();
  const subjects = analysis.subjects.length > 0 ? analysis.subjects : (['garden'] as const);

  if (icon) {
    const body = iconBody(defs, rng, subjects, analysis.mood);
    // The glyph is designed in a 100×100 box, centred in the canvas whatever its shape.
    const side = Math.min(width, height);
    const view = { w: (100 * width) / side, h: (100 * height) / side };
    const centred = `<g transform="translate(${(view.w - 100) / 2} ${(view.h - 100) / 2})">${body}</g>`;
    return { svg: document(width, height, view.w, view.h, defs, centred), width, height, icon, analysis };
  }

  const viewW = 1000;
  const viewH = (1000 * height) / width;
  const portrait = height > width;
  // Portrait pictures have a deep foreground: draw things a little larger there.
  const k = (Math.min(viewW, viewH * 1.35) / 1000) * (portrait ? 1.25 : 1);
  const body = composeScene({ defs, p: paletteFor(analysis.mood), rng }, { W: viewW, H: viewH, k, portrait }, subjects);
  return { svg: document(width, height, viewW, viewH, defs, body), width, height, icon, analysis };
}

export async function renderSvgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}

export function createOfflineEngine(): ImageEngine {
  return {
    name: 'offline',
    label: 'Illustration, drawn offline',
    async generate(req: GenerateRequest): Promise<GeneratedImage> {
      const art = illustrate(req);
      let png: Buffer;
      try {
        png = await renderSvgToPng(art.svg);
      } catch {
        throw new GenerationError('unavailable', 'The built-in illustrator could not draw this picture.');
      }
      return { png, width: art.width, height: art.height, engine: 'offline' };
    },
  };
}
