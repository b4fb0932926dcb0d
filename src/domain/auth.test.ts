import { describe, expect, it } from 'vitest';
import { profileSchemaFor, registerFormSchema, registerSchema, safeNextPath } from './auth.js';

const valid = {
  first_name: 'Ana',
  last_name: 'Lima',
  email: ' Ana@Example.COM ',
  password: 'secret1',
  user_type: 'client',
};

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => String(i.path[0])).sort();

describe('register schema', () => {
  it('normalises the e-mail and accepts the payloads of docs/decisions/0006-api-shapes.md', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('ana@example.com');
  });

  it('requires a company name for professionals only', () => {
    expect(pathsOf(registerSchema.safeParse({ ...valid, user_type: 'specialist' }))).toEqual(['company_name']);
    expect(registerSchema.safeParse({ ...valid, user_type: 'specialist', company_name: 'Green Co' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, company_name: '' }).success).toBe(true);
  });

  it('reports every problem at once, with i18n keys as messages', () => {
    const result = registerSchema.safeParse({ first_name: ' ', email: 'nope', password: '12345', user_type: 'specialist' });
    expect(pathsOf(result)).toEqual(['company_name', 'email', 'first_name', 'last_name', 'password']);
    expect(result.error?.issues.find((i) => i.path[0] === 'password')?.message).toBe('auth.errors.passwordTooShort');
  });

  it('never lets anyone register as an admin', () => {
    expect(pathsOf(registerSchema.safeParse({ ...valid, user_type: 'admin' }))).toEqual(['user_type']);
  });

  it('checks the confirmation in the form', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirm_password: 'secret2' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['confirm_password', 'auth.errors.passwordsMismatch'],
    ]);
    expect(registerFormSchema.safeParse({ ...valid, confirm_password: 'secret1' }).success).toBe(true);
  });

  it('requires the company in a professional profile', () => {
    const profile = { first_name: 'Pat', last_name: 'Rivera' };
    expect(pathsOf(profileSchemaFor('professional').safeParse(profile))).toEqual(['company_name']);
    expect(profileSchemaFor('customer').safeParse(profile).success).toBe(true);
  });
});

describe('safeNextPath', () => {
  it('returns to a page of this site', () => {
    expect(safeNextPath('/dashboard?tab=quotes', 'customer')).toBe('/dashboard?tab=quotes');
    expect(safeNextPath('/admin/leads/quote/3', 'admin')).toBe('/admin/leads/quote/3');
    expect(safeNextPath('/services?category=lawn%20care', 'customer')).toBe('/services?category=lawn%20care');
  });

  it('falls back to the role home for anything else', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/ok\nSet-Cookie',
      // Encoded and browser-normalised spellings of another host.
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%255C%255Cevil.example',
      '/\t/evil.example',
      '/\r\n/evil.example',
      '/.//evil.example',
      'https:/evil.example',
      '\\\\evil.example',
      '/%E0%A4%A',
    ]) {
      expect(safeNextPath(next, 'customer')).toBe('/dashboard');
    }
    expect(safeNextPath('/admin', 'professional')).toBe('/dashboard');
    expect(safeNextPath(null, 'admin')).toBe('/admin');
  });
});
