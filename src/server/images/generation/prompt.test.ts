import { describe, it, expect } from 'vitest';
import { enhancePrompt, MAX_PROMPT_LENGTH } from './prompt.js';

describe('enhancePrompt', () => {
  it('adds the service context and the house style', () => {
    expect(
      enhancePrompt('  A tidy front lawn  ', {
        name: 'Lawn Mowing',
        category: 'Lawn care',
        description: 'Weekly mowing, edging and clipping removal.',
      }),
    ).toBe(
      'A tidy front lawn. Landscaping service: Lawn Mowing (Lawn care). Weekly mowing, edging and clipping removal. Professional photo style, Pacific Northwest setting.',
    );
  });

  it('leaves out missing parts without stray punctuation', () => {
    expect(enhancePrompt('Stone patio.')).toBe('Stone patio. Professional photo style, Pacific Northwest setting.');
    expect(enhancePrompt('Stone patio', { name: 'Hardscaping' })).toBe(
      'Stone patio. Landscaping service: Hardscaping. Professional photo style, Pacific Northwest setting.',
    );
    expect(enhancePrompt('Hedge trimming!', { category: 'Pruning', description: '  ' })).toBe(
      'Hedge trimming! Landscaping service: Pruning. Professional photo style, Pacific Northwest setting.',
    );
  });

  it('collapses whitespace', () => {
    expect(enhancePrompt('a\n\n  garden\tfountain')).toBe('a garden fountain. Professional photo style, Pacific Northwest setting.');
  });

  it('never exceeds 1000 characters and keeps the prompt first', () => {
    const long = enhancePrompt('Rain garden with native plants', {
      name: 'Rain gardens',
      category: 'Drainage',
      description: 'word '.repeat(400),
    });
    expect(long.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
    expect(long.startsWith('Rain garden with native plants. Landscaping service: Rain gardens (Drainage).')).toBe(true);
    expect(long.endsWith('Professional photo style, Pacific Northwest setting.')).toBe(true);

    const huge = enhancePrompt('x'.repeat(5000), { name: 'n', description: 'd' });
    expect(huge.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
    expect(huge.startsWith('xxxx')).toBe(true);

    const wordy = enhancePrompt('lawn '.repeat(300));
    expect(wordy.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
    expect(wordy.trim()).toBe(wordy);
  });
});
