import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3Client } from '../../src/server/storage/s3-client.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { multipart } from '../helpers/multipart.js';
import { startS3Server } from '../helpers/s3.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Media in an S3-compatible bucket (S3_BUCKET), against a real local S3 server: uploads land in the
 * bucket, /media serves the public ones with the usual headers, and private quote attachments are
 * reachable only through the admin route.
 */
describe.each(engines)('media in an S3-compatible bucket on %s', (engine) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });
  beforeEach(async () => {
    t = await createTestApp(engine, { s3: s3.settings });
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const bucketKeys = async () => (await new S3Client(s3.settings).list('site/')).map((o) => o.key);

  it('stores an uploaded picture and its variants in the bucket and serves them under /media', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2f7d4a' } })
      .png()
      .toBuffer();
    const icon = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/icons',
        headers: admin,
        payload: { name: 'Pond', category: 'services' },
      })
    ).json().data;
    const body = multipart({}, [{ field: 'image', filename: 'pond.png', contentType: 'image/png', data: png }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/icons/${icon.id}/upload`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().data.image_url;
    expect(await bucketKeys()).toContain(`site/public/${url.replace(/^\/media\//, '')}`);

    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await t.app.inject('/media/icons/00000000000000000000000000000000.webp')).statusCode).toBe(404);
  });

  it('keeps quote attachments private in the bucket: the admin downloads them, /media never serves them', async () => {
    const request = {
      propertyType: 'residential',
      propertySize: 'small',
      services: ['irrigation'],
      timeline: 'flexible',
      urgency: 'normal',
      plantPreferences: [],
      stylePreferences: [],
      materialSelection: [],
      contactInfo: { name: 'Kim Park', email: 'kim@example.org' },
      language: 'en',
    };
    const body = multipart({ request: JSON.stringify(request) }, [
      { field: 'files', filename: 'plan.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    const sent = await t.app.inject({ method: 'POST', url: '/api/quotes', headers: body.headers, payload: body.payload });
    expect(sent.statusCode).toBe(201);
    const file = await t.app.ctx.db
      .selectFrom('quote_files')
      .innerJoin('media', 'media.id', 'quote_files.media_id')
      .select(['quote_files.id', 'media.path'])
      .executeTakeFirstOrThrow();
    expect(file.path).toMatch(/^private\/quotes\/[0-9a-f]{32}\.pdf$/);
    expect(await bucketKeys()).toContain(`site/${file.path}`);

    for (const address of [`/media/${file.path}`, `/media/%70rivate/${file.path.slice(8)}`, `/media/public/../${file.path}`]) {
      expect((await t.app.inject(address)).statusCode, address).toBe(404);
    }
    const download = await t.app.inject({ url: `/api/admin/leads/quote-files/${file.id}`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);
    expect(download.headers['cache-control']).toBe('private, no-store');
  });
});
