import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './window-limiter.js';

describe('WindowLimiter', () => {
  it('allows max attempts per key in a window, then refuses until the window ends', () => {
    let now = 0;
    const limiter = new WindowLimiter(2, 1000, () => now);
    expect([limiter.attempt('a'), limiter.attempt('a'), limiter.attempt('a')]).toEqual([true, true, false]);
    expect(limiter.attempt('b')).toBe(true);
    now = 999;
    expect(limiter.attempt('a')).toBe(false);
    now = 1000;
    expect(limiter.attempt('a')).toBe(true);
  });
});
