/** Shared types of the image generation engines. */

import { IMAGE_SIZES, type ImageSize } from '../../../domain/image-engine.js';

export { IMAGE_SIZES, type ImageSize };

export interface GenerateRequest {
  prompt: string;
  size?: ImageSize;
  quality?: 'standard' | 'hd';
  style?: 'vivid' | 'natural';
}

export interface GeneratedImage {
  png: Buffer;
  width: number;
  height: number;
  engine: 'offline' | 'openai';
  revisedPrompt?: string;
}

export interface ImageEngine {
  name: 'offline' | 'openai';
  label: string;
  generate(req: GenerateRequest): Promise<GeneratedImage>;
}

export type GenerationErrorCode =
  'invalid_request' | 'timeout' | 'refused' | 'unauthorized' | 'rate_limited' | 'unavailable' | 'invalid_response';

/** A generation failure with a message that can be shown to an administrator. */
export class GenerationError extends Error {
  readonly code: GenerationErrorCode;
  /** HTTP status returned by the provider, when there was one. */
  readonly status?: number;

  constructor(code: GenerationErrorCode, message: string, status?: number) {
    super(message);
    this.name = 'GenerationError';
    this.code = code;
    if (status !== undefined) this.status = status;
  }
}

/** Parses "1024x1792" into numbers. */
export function parseSize(size: ImageSize): { width: number; height: number } {
  const [w, h] = size.split('x').map(Number);
  return { width: w!, height: h! };
}
