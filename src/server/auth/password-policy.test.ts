import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './password-policy.js';

describe('the common-password list', () => {
  it('holds at least 10,000 passwords, shipped with the project (no download)', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses the classics, however they are capitalised or padded, and every entry of its own list', () => {
    for (const password of [
      '123456',
      'password',
      'Password',
      'PASSWORD',
      'qwerty123',
      'iloveyou',
      ' letmein ',
      'Baseball',
      'MUSTANG',
    ])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['evergreen-garden-2026', 'Tr0mbone!Lilac', 'garden1'])
      expect(isCommonPassword(password), password).toBe(false);
  });
});
