/**
 * Image generation through the OpenAI images API (or any compatible server).
 * Every failure becomes a GenerationError with a message fit for an admin.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import sharp from 'sharp';
import { sniffType } from '../sniff.js';
import {
  GenerationError,
  parseSize,
  type GenerateRequest,
  type GeneratedImage,
  type ImageEngine,
  type ImageSize,
} from './types.js';

export interface OpenAIEngineOptions {
  apiKey: string;
  baseURL?: string;
  /** Default 'dall-e-3'. */
  model?: string;
  /** Per request (generation, then download of a `url` answer). Default 60000. */
  timeoutMs?: number;
}

const MAX_DOWNLOAD_BYTES = 32 * 1024 * 1024;
const MAX_PIXELS = 64_000_000;

/** Sizes each known model accepts; unknown (compatible) models get the size as requested. */
const MODEL_SIZES: Record<string, readonly string[]> = {
  'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'],
  'dall-e-2': ['256x256', '512x512', '1024x1024'],
  'gpt-image': ['1024x1024', '1536x1024', '1024x1536'],
};

function sizesFor(model: string): readonly string[] | undefined {
  return model.startsWith('gpt-image') ? MODEL_SIZES['gpt-image'] : MODEL_SIZES[model];
}

/** The size to ask the provider for: the accepted size closest in shape, preferring not smaller. */
export function providerSize(model: string, size: ImageSize): string {
  const accepted = sizesFor(model);
  if (!accepted || accepted.includes(size)) return size;
  const want = parseSize(size);
  const score = (s: string) => {
    const [w, h] = s.split('x').map(Number) as [number, number];
    const shape = Math.abs(Math.log(w / h / (want.width / want.height)));
    const smaller = w < want.width || h < want.height ? 1 : 0;
    const area = Math.abs(Math.log((w * h) / (want.width * want.height)));
    return shape * 100 + smaller * 10 + area;
  };
  return [...accepted].sort((a, b) => score(a) - score(b))[0]!;
}

/** Provider text, tidied: one line, bounded. */
function providerMessage(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  const raw = typeof body?.message === 'string' ? body.message : '';
  return raw.replace(/\s+/g, ' ').trim().slice(0, 300);
}

function withDetail(text: string, detail: string): string {
  return detail ? `${text}: ${detail}` : `${text}.`;
}

function toGenerationError(err: unknown, timedOut: boolean): GenerationError {
  if (err instanceof GenerationError) return err;
  if (timedOut || err instanceof APIConnectionTimeoutError || (err instanceof Error && err.name === 'TimeoutError')) {
    return new GenerationError('timeout', 'The image service did not answer in time.');
  }
  if (err instanceof APIConnectionError) {
    return new GenerationError('unavailable', 'Could not connect to the image service.');
  }
  if (err instanceof APIError && typeof err.status === 'number') {
    const detail = providerMessage(err);
    const status = err.status;
    if (status === 401 || status === 403) {
      return new GenerationError('unauthorized', withDetail('The image service rejected the API key', detail), status);
    }
    if (status === 429) {
      return new GenerationError('rate_limited', withDetail('The image service is busy or the quota is used up', detail), status);
    }
    if (status >= 500) {
      return new GenerationError('unavailable', withDetail(`The image service is unavailable (HTTP ${status})`, detail), status);
    }
    return new GenerationError('refused', withDetail('The image service refused the request', detail), status);
  }
  return new GenerationError('invalid_response', 'The image service returned an invalid answer.');
}

async function download(url: string, timeoutMs: number): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new GenerationError('invalid_response', 'The image service returned an invalid image address.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new GenerationError('invalid_response', 'The image service returned an invalid image address.');
  }
  const res = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!res.ok || !res.body) {
    throw new GenerationError('unavailable', `The generated image could not be downloaded (HTTP ${res.status}).`, res.status);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_DOWNLOAD_BYTES) throw new GenerationError('invalid_response', 'The generated image is too large.');
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_DOWNLOAD_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new GenerationError('invalid_response', 'The generated image is too large.');
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** Any raster answer becomes a PNG of the requested size. */
async function toPng(
  buf: Buffer,
  want: { width: number; height: number },
): Promise<{ png: Buffer; width: number; height: number }> {
  const type = sniffType(buf);
  if (type === null || type === 'pdf' || type === 'svg') {
    throw new GenerationError('invalid_response', 'The image service returned something that is not an image.');
  }
  try {
    const image = sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const meta = await sharp(buf, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.width !== want.width || meta.height !== want.height) {
      image.resize({ width: want.width, height: want.height, fit: 'cover' });
    }
    const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw new GenerationError('invalid_response', 'The image service returned an image that could not be read.');
  }
}

export function createOpenAIEngine(opts: OpenAIEngineOptions): ImageEngine {
  const model = opts.model?.trim() || 'dall-e-3';
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const client = new OpenAI({
    apiKey: opts.apiKey,
    ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
    timeout: timeoutMs,
    maxRetries: 0,
  });
  const isDalle3 = model === 'dall-e-3';
  const isGptImage = model.startsWith('gpt-image');

  return {
    name: 'openai',
    label: `OpenAI-compatible API (${model})`,
    async generate(req: GenerateRequest): Promise<GeneratedImage> {
      const prompt = req.prompt?.trim() ?? '';
      if (!prompt) throw new GenerationError('invalid_request', 'Please describe the image to generate.');
      const size: ImageSize = req.size ?? '1024x1024';
      const params: OpenAI.Images.ImageGenerateParamsNonStreaming = {
        model,
        prompt,
        size: providerSize(model, size) as NonNullable<OpenAI.Images.ImageGenerateParamsNonStreaming['size']>,
        n: 1,
      };
      // gpt-image models always answer base64 and reject response_format.
      if (!isGptImage) params.response_format = 'b64_json';
      if (isDalle3) {
        if (req.quality) params.quality = req.quality;
        if (req.style) params.style = req.style;
      }

      // Our own deadline also covers a server that sends headers and then stalls.
      const deadline = AbortSignal.timeout(timeoutMs);
      let bytes: Buffer;
      let revisedPrompt: string | undefined;
      try {
        const response: unknown = await client.images.generate(params, { signal: deadline });
        const first = (response as { data?: unknown } | null)?.data;
        const image = Array.isArray(first)
          ? (first[0] as { b64_json?: unknown; url?: unknown; revised_prompt?: unknown } | undefined)
          : undefined;
        if (!image) throw new GenerationError('invalid_response', 'The image service returned an invalid answer.');
        if (typeof image.revised_prompt === 'string' && image.revised_prompt.trim()) revisedPrompt = image.revised_prompt.trim();
        if (typeof image.b64_json === 'string' && image.b64_json.length > 0) {
          bytes = Buffer.from(image.b64_json, 'base64');
        } else if (typeof image.url === 'string' && image.url.length > 0) {
          bytes = await download(image.url, timeoutMs);
        } else {
          throw new GenerationError('invalid_response', 'The image service returned an answer without an image.');
        }
      } catch (err) {
        throw toGenerationError(err, deadline.aborted);
      }

      const result = await toPng(bytes, parseSize(size));
      return { ...result, engine: 'openai', ...(revisedPrompt ? { revisedPrompt } : {}) };
    },
  };
}
