import { readdirSync, readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/languages.js';
import { createI18n, dictionaries, flattenKeys } from '../../src/i18n/index.js';
import { translateKey } from '../../src/i18n/translate.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { multipart } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * Every message a visitor or an API client can receive exists in English, Spanish and Portuguese:
 * errors are thrown as dictionary keys and written by the error handler (server/http/errors.ts) in
 * the request's language, Fastify's and its plugins' own refusals included.
 */

const KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/;
const english = new Set(flattenKeys(dictionaries.en));

/** Files whose messages are not answers: start-up configuration, and the quote schema's short codes (quote.errors.*). */
const NOT_ANSWERS = [/^src\/server\/config\.ts$/, /^src\/domain\/quote\//];

/** Where a message is given: thrown errors, field errors and the messages of the schemas. */
const MESSAGE_SITES = [
  /new HttpError\(\s*\d+\s*,\s*'([^']*)'/g,
  /\b(?:notFound|badRequest|conflict|staleVersion)\(\s*'([^']*)'/g,
  /\bmsg: '([^']*)'/g,
  /kind: 'refused', message: '([^']*)'/g,
  /(?<!customerBody\()[{,]\s*(?:error|message): '([^']*)'/g,
  /\bz\.(?!literal\b|enum\b|discriminatedUnion\b)\w+\(\s*'([^']*)'/g,
  /\.(?:min|max|length|regex|refine|int|email|gte|lte|positive|nonnegative|nonempty)\((?:[^,()]|\([^()]*\))*,\s*'([^']*)'\)/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every message literal of the server and the shared domain, with where it is. */
function messageLiterals(): { message: string; where: string }[] {
  const found: { message: string; where: string }[] = [];
  for (const file of ['src/server', 'src/domain', 'src/web/server'].flatMap(sourceFiles)) {
    if (NOT_ANSWERS.some((re) => re.test(file))) continue;
    const source = readFileSync(file, 'utf8');
    for (const site of MESSAGE_SITES) {
      for (const match of source.matchAll(site)) {
        const line = source.slice(0, match.index).split('\n').length;
        found.push({ message: match[1]!, where: `${file}:${line}` });
      }
    }
  }
  return found;
}

describe('error messages in every language', () => {
  it('are all dictionary keys, and every one exists in en, es and pt', () => {
    const literals = messageLiterals();
    expect(literals.length).toBeGreaterThan(150);
    const notKeys = literals.filter((l) => !KEY.test(l.message)).map((l) => `${l.where}: '${l.message}'`);
    expect(notKeys).toEqual([]);
    const unknown = literals.filter((l) => !english.has(l.message)).map((l) => `${l.where}: ${l.message}`);
    expect(unknown).toEqual([]);
    for (const lang of LANGUAGES) {
      const keys = new Set(flattenKeys(dictionaries[lang]));
      expect(literals.filter((l) => !keys.has(l.message)).map((l) => `${lang} ${l.message}`)).toEqual([]);
    }
  });

  it('the general ones (access, addresses, bodies, limits, field checks) are translated, not copied', () => {
    const keys = [...english].filter((k) => k.startsWith('apiErrors.'));
    expect(keys.length).toBeGreaterThan(40);
    const en = createI18n('en', dictionaries.en);
    for (const lang of ['es', 'pt'] as const) {
      const other = createI18n(lang, dictionaries[lang]);
      const copied = keys.filter((k) => other.t(k) === en.t(k) || other.t(k).trim() === '');
      expect(copied, lang).toEqual([]);
    }
  });
});

describe('answers to Spanish and Portuguese requests', () => {
  let t: TestApp;
  let customer: SignedInHeaders;
  let admin: SignedInHeaders;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    customer = await loginAs(t.app, 'customer');
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  /** One request per kind of refusal, with the status and the message key it must answer with. */
  const cases = (): [string, () => InjectOptions, number, string][] => [
    ['not signed in', () => ({ url: '/api/account/profile' }), 401, 'apiErrors.signIn'],
    ['not an admin', () => ({ url: '/api/admin/services', headers: customer }), 403, 'apiErrors.forbidden'],
    ['no such route', () => ({ url: '/api/no-such-thing' }), 404, 'apiErrors.notFound'],
    ['no such media file', () => ({ url: '/media/nothing.webp' }), 404, 'apiErrors.notFound'],
    ['no such service', () => ({ url: '/api/services/no-such-service' }), 404, 'apiErrors.serviceNotFound'],
    [
      'broken JSON',
      () => ({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' }),
      400,
      'apiErrors.invalidJson',
    ],
    [
      'an unsupported content type',
      () => ({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
      415,
      'apiErrors.unsupportedMediaType',
    ],
    [
      'a body over the limit',
      () => ({ method: 'POST', url: '/api/contact', payload: { message: 'x'.repeat(300 * 1024) } }),
      413,
      'apiErrors.tooLarge',
    ],
    ['an over-long address', () => ({ url: `/api/services/${'a'.repeat(200)}` }), 414, 'apiErrors.addressTooLong'],
    [
      'too many form fields',
      () => {
        const form = multipart(Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`field${i}`, 'x'])));
        return { method: 'POST', url: '/api/quotes', ...form };
      },
      413,
      'apiErrors.tooManyFields',
    ],
    [
      'a field check without a message of its own',
      () => ({ method: 'POST', url: '/api/admin/leads/quote/1/notes', headers: admin, payload: { note: 42 } }),
      400,
      'common.error.fixBelow',
    ],
  ];

  for (const lang of ['es', 'pt'] as const) {
    it(`are written in ${lang === 'es' ? 'Spanish' : 'Portuguese'} (Accept-Language: ${lang})`, async () => {
      for (const [what, request, status, key] of cases()) {
        const req = request();
        const res = await t.app.inject({ ...req, headers: { ...req.headers, 'accept-language': lang } });
        expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
        const body = res.json();
        expect(body.message, what).toBe(translateKey(lang, key));
        expect(body.message, what).not.toBe(translateKey('en', key));
        for (const error of body.errors ?? []) {
          expect(error.msg, `${what}: ${error.path}`).not.toMatch(/^(Invalid input|Expected|Too (small|big))/);
        }
      }
    });
  }

  it('writes zod’s own field checks in the request’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/leads/quote/1/notes',
      headers: { ...admin, 'accept-language': 'pt' },
      payload: { note: 42 },
    });
    expect(res.json().errors).toEqual([{ path: 'note', msg: 'Este valor não é válido.' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/leads/quote/1/notes',
      headers: { ...admin, 'accept-language': 'es' },
      payload: {},
    });
    expect(missing.json().errors).toEqual([{ path: 'note', msg: 'Este campo es obligatorio.' }]);
  });

  it('writes the route limits’ 429 in the request’s language', async () => {
    // The generation routes allow 30 calls a minute per address; the limit counts before access is checked.
    let last;
    for (let i = 0; i < 31; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/admin/media/site/hero/generate',
        headers: { 'accept-language': 'es' },
        remoteAddress: '10.99.0.1',
        payload: {},
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe('Demasiadas solicitudes. Vuelve a intentarlo en 1 min.');
  });
});
