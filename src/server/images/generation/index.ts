/**
 * Image generation entry point: OpenAI (or a compatible server) when an API
 * key is configured, otherwise the built-in offline illustrator.
 */
import { createOfflineEngine } from './illustrator.js';
import { createOpenAIEngine } from './openai-engine.js';
import type { ImageEngine } from './types.js';

export interface ImageEngineConfig {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiImageModel?: string;
  openaiTimeoutMs?: number;
}

export function createImageEngine(config: ImageEngineConfig): ImageEngine {
  const apiKey = config.openaiApiKey?.trim();
  if (!apiKey) return createOfflineEngine();
  const baseURL = config.openaiBaseUrl?.trim();
  const model = config.openaiImageModel?.trim();
  return createOpenAIEngine({
    apiKey,
    ...(baseURL ? { baseURL } : {}),
    ...(model ? { model } : {}),
    timeoutMs: config.openaiTimeoutMs,
  });
}

export { createOfflineEngine } from './illustrator.js';
export { createOpenAIEngine } from './openai-engine.js';
export { enhancePrompt } from './prompt.js';
export { GenerationError, IMAGE_SIZES } from './types.js';
export type { GenerateRequest, GeneratedImage, ImageEngine, ImageSize, GenerationErrorCode } from './types.js';
