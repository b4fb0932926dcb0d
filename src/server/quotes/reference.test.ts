import { describe, expect, it } from 'vitest';
import { newReference, REFERENCE_PATTERN } from './reference.js';

describe('quote references', () => {
  it('look like EVG-2026-4F7K2Q with no look-alike characters', () => {
    const refs = Array.from({ length: 2000 }, () => newReference(new Date('2026-03-01T00:00:00Z')));
    for (const ref of refs) {
      expect(ref).toMatch(REFERENCE_PATTERN);
      expect(ref.slice(9)).not.toMatch(/[01OIL]/);
    }
    expect(refs[0].startsWith('EVG-2026-')).toBe(true);
    expect(new Set(refs).size).toBe(refs.length);
  });
});
