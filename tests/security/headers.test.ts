import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../src/server/media/repository.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { headerProblems } from '../helpers/security-headers.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/*
 * Security headers on every kind of response the API and the media door give: success, each kind
 * of error, a media file and a refused media path. Pages and built assets need the production
 * build: tests/e2e/security-headers.spec.ts checks them (and these again) over real HTTP.
 */
describe.each(engines)('security headers on %s', (engine) => {
  let t: TestApp;
  let customer: SignedInHeaders;
  let mediaUrl: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    customer = await loginAs(t.app, 'customer');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    mediaUrl = `/media/${(await storeImage(t.app.ctx, png, { folder: 'header-test' })).path}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const kinds: [string, number, () => InjectOptions][] = [
    ['an API success', 200, () => ({ url: '/api/health' })],
    ['an API 401', 401, () => ({ url: '/api/auth/me' })],
    ['an API 403', 403, () => ({ url: '/api/admin/users', headers: customer })],
    ['an API 400', 400, () => ({ method: 'POST', url: '/api/auth/login', payload: {} })],
    [
      'an API 400 for broken JSON',
      400,
      () => ({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
    ],
    ['an API 404', 404, () => ({ url: '/api/no-such-route' })],
    ['a malformed address', 400, () => ({ url: '/api/admin/leads/%E0%A4%A/1' })],
    ['an over-long path parameter', 414, () => ({ url: `/api/admin/leads/quote/${'9'.repeat(200)}` })],
    ['a media file', 200, () => ({ url: mediaUrl })],
    ['a missing media file', 404, () => ({ url: '/media/header-test/missing.webp' })],
    ['a refused media type', 404, () => ({ url: '/media/header-test/page.html' })],
  ];

  it.each(kinds)(
    '%s carries nosniff, frame-ancestors, a referrer policy and no version headers',
    async (_kind, status, request) => {
      const res = await t.app.inject(request());
      expect(res.statusCode).toBe(status);
      expect(headerProblems(res.headers)).toEqual([]);
      if (status >= 400) expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    },
  );

  it('serves media with its own type, never as HTML, and sandboxed', async () => {
    const res = await t.app.inject({ url: mediaUrl });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  });
});
