import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaError } from '../../src/server/images/errors.js';
import { generateAndStore } from '../../src/server/images/generate.js';
import { deleteMedia, filesOf, removeOrphanFiles, storeFile, storeImage, toPicture } from '../../src/server/media/repository.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const photo = () =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'GPS 47.6N' } } })
    .toBuffer();

const mediaCount = async (t: TestApp) =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('media')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const filesIn = (t: TestApp, folder: string) => {
  const dir = path.join(t.config.mediaDir, 'public', folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe.each(engines)('media on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('re-encodes an upload without metadata, makes responsive variants and serves them safely', async () => {
    const row = await storeImage(t.app.ctx, await photo(), { folder: 'tests', variantWidths: [320, 640] });
    expect(row).toMatchObject({ mime: 'image/webp', width: 1400, height: 900 });
    const picture = toPicture(row);
    // The variants share the original's random name, so a srcset repeats one name.
    const stem = /^\/media\/tests\/([0-9a-f]{32})\.webp$/.exec(picture.src)?.[1];
    expect(stem).toBeDefined();
    expect(picture.avif).toBe(`/media/tests/${stem}-320.avif 320w, /media/tests/${stem}-640.avif 640w`);
    expect(picture.webp).toBe(`/media/tests/${stem}-320.webp 320w, /media/tests/${stem}-640.webp 640w`);
    expect(filesIn(t, 'tests')).toHaveLength(5);

    const res = await t.app.inject(picture.src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('refuses what is not an image and leaves nothing behind', async () => {
    const before = await mediaCount(t);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expect(storeImage(t.app.ctx, html, { folder: 'tests' })).rejects.toBeInstanceOf(MediaError);
    const pdf = Buffer.from('%PDF-1.4\n%fake');
    await expect(storeImage(t.app.ctx, pdf, { folder: 'tests' })).rejects.toThrow(/not a supported image/);
    await expect(storeImage(t.app.ctx, Buffer.alloc(2048, 1), { folder: 'tests', maxBytes: 1024 })).rejects.toThrow(/too large/);
    expect(await mediaCount(t)).toBe(before);
    expect(filesIn(t, 'tests')).toEqual([]);
  });

  it('sanitises an SVG where SVG is allowed, refuses it elsewhere, and serves it sandboxed', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="5"/></svg>',
    );
    await expect(storeImage(t.app.ctx, svg, { folder: 'tests' })).rejects.toBeInstanceOf(MediaError);
    const row = await storeImage(t.app.ctx, svg, { folder: 'logo', allowSvg: true });
    const res = await t.app.inject(toPicture(row).src);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<circle');
    expect(res.body).not.toMatch(/script|onload/);
  });

  it('deletes the row and every file of a picture', async () => {
    const row = await storeImage(t.app.ctx, await photo(), { folder: 'tests', variantWidths: [320] });
    await deleteMedia(t.app.ctx, row.id);
    expect(filesIn(t, 'tests')).toEqual([]);
    expect((await t.app.inject(toPicture(row).src)).statusCode).toBe(404);
  });

  it('never serves private files, unknown types or paths outside the media folder', async () => {
    const row = await storeFile(t.app.ctx, Buffer.from('%PDF-1.4 x'), { folder: 'private', ext: 'pdf', mime: 'application/pdf' });
    expect((await t.app.inject(`/media/${row.path}`)).statusCode).toBe(404);
    // Private files are outside the served folder altogether: no spelling of the address reaches them.
    const name = row.path.slice('private/'.length);
    for (const spelling of [
      `%70rivate/${name}`,
      `%2570rivate/${name}`,
      `PRIVATE/${name}`,
      `private%2F${name}`,
      `./private/${name}`,
    ]) {
      expect((await t.app.inject(`/media/${spelling}`)).statusCode, spelling).toBe(404);
    }
    writeFileSync(path.join(t.config.mediaDir, 'public', 'page.html'), '<h1>x</h1>');
    expect((await t.app.inject('/media/page.html')).statusCode).toBe(404);
    expect((await t.app.inject('/media/../site.db')).statusCode).toBe(404);
    expect((await t.app.inject('/media/%2e%2e/session-secret')).statusCode).toBe(404);
  });

  it('removes orphan files at start-up but keeps every file that has a row', async () => {
    const row = await storeImage(t.app.ctx, await photo(), { folder: 'tests', variantWidths: [320] });
    writeFileSync(path.join(t.config.mediaDir, 'public', 'tests', 'orphan.webp'), 'x');
    // A file this young may be another process's upload between its file and its row: kept.
    expect(await removeOrphanFiles(t.app.ctx, 60 * 60 * 1000)).toBe(0);
    expect(await removeOrphanFiles(t.app.ctx, 0)).toBe(1);
    expect(filesIn(t, 'tests').sort()).toEqual(
      filesOf(row)
        .map((f) => f.split('/')[1])
        .sort(),
    );
  });

  it('logs an offline generation as completed with its picture', async () => {
    const started = Date.now();
    const result = await generateAndStore(
      t.app.ctx,
      { prompt: 'stone patio with a wooden deck', size: '512x512' },
      { userId: null, folder: 'tests' },
    );
    const elapsed = Date.now() - started;
    expect(result.ok).toBe(true);
    const log = await t.app.ctx.db
      .selectFrom('image_generation_logs')
      .selectAll()
      .where('id', '=', result.logId)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      generation_status: 'completed',
      engine: 'offline',
      prompt: 'stone patio with a wooden deck',
      error_message: null,
    });
    expect(log.media_id).not.toBeNull();
    // Drawing and encoding take real time, and no longer than the whole call did.
    // Most of the call is the drawing: a timer counting seconds, or nothing, falls far below a tenth of it.
    expect(log.generation_time_ms).toBeGreaterThan(elapsed / 10);
    expect(log.generation_time_ms).toBeLessThanOrEqual(elapsed);
  });
});

describe('generation with a failing image service', () => {
  it('logs the failure with its reason and stores no picture', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The engine is down' } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const t = await createTestApp('sqlite', {
      openai: { apiKey: 'test-key', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'dall-e-3' },
    });
    try {
      expect(t.app.ctx.imageEngine.name).toBe('openai');
      const before = await mediaCount(t);
      const result = await generateAndStore(t.app.ctx, { prompt: 'a garden' }, { userId: null, folder: 'tests' });
      expect(result).toMatchObject({ ok: false });
      const log = await t.app.ctx.db
        .selectFrom('image_generation_logs')
        .selectAll()
        .where('id', '=', result.logId)
        .executeTakeFirstOrThrow();
      expect(log.generation_status).toBe('failed');
      expect(log.error_message).toMatch(/image service/i);
      expect(log.media_id).toBeNull();
      expect(await mediaCount(t)).toBe(before);
      expect(filesIn(t, 'tests')).toEqual([]);
    } finally {
      await t.close();
      server.close();
    }
  });
});
