import { describe, it, expect } from 'vitest';
import { enhancePrompt, MAX_PROMPT_LENGTH } from './prompt.js';

const aeration = {
  name: 'Lawn Aeration & Overseeding',
  category: 'Lawn Care',
  description: 'Core aeration pulls plugs of soil from the lawn, then we overseed thin areas.',
};
const KOI = 'a natural koi pond with a small waterfall over basalt boulders, ferns, evening light';

describe('enhancePrompt', () => {
  it('keeps the admin’s words alone when they name something to draw', () => {
    expect(enhancePrompt(KOI, aeration, 'offline')).toBe(`${KOI}.`);
    expect(enhancePrompt('  A tidy front lawn  ', aeration)).toBe('A tidy front lawn.');
    // The AI engine gets the photographic style, never the other service's description.
    expect(enhancePrompt(KOI, aeration, 'openai')).toBe(`${KOI}. Professional photo style, Pacific Northwest setting.`);
  });

  it('fills in the service only when the prompt is vague', () => {
    expect(enhancePrompt('a nice picture for the page', aeration, 'offline')).toBe(
      'a nice picture for the page. Landscaping service: Lawn Aeration & Overseeding (Lawn Care).',
    );
    expect(enhancePrompt('a nice picture for the page', aeration, 'openai')).toBe(
      'a nice picture for the page. Landscaping service: Lawn Aeration & Overseeding (Lawn Care). Core aeration pulls plugs of soil from the lawn, then we overseed thin areas. Professional photo style, Pacific Northwest setting.',
    );
  });

  it('never tells the offline illustrator it draws photos', () => {
    for (const prompt of [KOI, 'something cheerful', 'x'.repeat(3000)]) {
      expect(enhancePrompt(prompt, aeration, 'offline')).not.toMatch(/photo/i);
    }
  });

  it('leaves out missing parts without stray punctuation', () => {
    expect(enhancePrompt('Welcome!', { name: 'Hardscaping' })).toBe('Welcome! Landscaping service: Hardscaping.');
    expect(enhancePrompt('Our work', { category: 'Pruning', description: '  ' }, 'openai')).toBe(
      'Our work. Landscaping service: Pruning. Professional photo style, Pacific Northwest setting.',
    );
    expect(enhancePrompt('Stone patio.')).toBe('Stone patio.');
  });

  it('collapses whitespace', () => {
    expect(enhancePrompt('a\n\n  garden\tfountain')).toBe('a garden fountain.');
  });

  it('never exceeds 1000 characters and keeps the prompt first', () => {
    const long = enhancePrompt(
      'Our finished project',
      { name: 'Rain gardens', category: 'Drainage', description: 'word '.repeat(400) },
      'openai',
    );
    expect(long.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
    expect(long.startsWith('Our finished project. Landscaping service: Rain gardens (Drainage).')).toBe(true);
    expect(long.endsWith('Professional photo style, Pacific Northwest setting.')).toBe(true);

    const huge = enhancePrompt('x'.repeat(5000), { name: 'n', description: 'd' });
    expect(huge.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
    expect(huge.startsWith('xxxx')).toBe(true);

    const wordy = enhancePrompt('lawn '.repeat(300), aeration, 'openai');
    expect(wordy.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH);
    expect(wordy.startsWith('lawn lawn')).toBe(true);
    expect(wordy.endsWith('Pacific Northwest setting.')).toBe(true);
  });
});
