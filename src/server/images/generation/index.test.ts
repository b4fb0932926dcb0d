import { describe, it, expect } from 'vitest';
import { createImageEngine } from './index.js';

describe('createImageEngine', () => {
  it('uses the offline illustrator without an API key', () => {
    for (const config of [{}, { openaiApiKey: '' }, { openaiApiKey: '   ', openaiImageModel: 'dall-e-3' }]) {
      const engine = createImageEngine(config);
      expect(engine.name).toBe('offline');
      expect(engine.label).toBe('Illustration, drawn offline');
    }
  });

  it('uses the OpenAI-compatible API when a key is given', () => {
    const engine = createImageEngine({ openaiApiKey: 'sk-test', openaiBaseUrl: 'http://127.0.0.1:9/v1' });
    expect(engine.name).toBe('openai');
    expect(engine.label).toBe('OpenAI-compatible API (dall-e-3)');
    expect(createImageEngine({ openaiApiKey: 'sk-test', openaiImageModel: 'gpt-image-1' }).label).toBe(
      'OpenAI-compatible API (gpt-image-1)',
    );
  });
});
