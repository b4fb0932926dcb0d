import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOME_SERVICE_ICON_CATEGORY, HOME_SERVICES } from '../../src/domain/home-services.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { HTML_AS_PNG, multipart, pngImage } from '../helpers/multipart.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const iconShape = {
  id: expect.any(Number),
  name: expect.any(String),
  category: expect.any(String),
  description: expect.toBeOneOf([expect.any(String), null]),
  usage_context: expect.toBeOneOf([expect.any(String), null]),
  image_url: expect.toBeOneOf([expect.any(String), null]),
  dalle_prompt: expect.toBeOneOf([expect.any(String), null]),
};

describe.each(engines)('icons API on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = admin,
  ) => t.app.inject({ method, url, payload, headers: { ...headers } });
  const create = async (body: object = { name: 'Leaf', category: 'tests' }) => {
    const res = await call('POST', '/api/admin/icons', body);
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; image_url: string | null };
  };
  const count = async (table: 'icons' | 'media' | 'image_generation_logs') =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const iconFiles = () => {
    const dir = path.join(t.config.mediaDir, 'public', 'icons');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };

  it('seeds the home card icons (one per catalogue category), with pictures, where the home page looks them up', async () => {
    const res = await call('GET', '/api/admin/icons');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, engine: { name: 'offline', label: expect.any(String) } });
    const seeded = body.data.filter((i: { category: string }) => i.category === HOME_SERVICE_ICON_CATEGORY);
    expect(seeded.map((i: { name: string }) => i.name).sort()).toEqual(HOME_SERVICES.map((s) => s.iconName).sort());
    for (const icon of seeded) {
      expect(icon).toEqual(expect.objectContaining(iconShape));
      const picture = await t.app.inject(icon.image_url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
  });

  it('keeps the admin calls for admins: anonymous 401, customer 403, and nothing changes', async () => {
    const customer = await loginAs(t.app, 'customer');
    const [icon] = (await call('GET', '/api/admin/icons')).json().data;
    const attempts: [string, string, object?][] = [
      ['GET', '/api/admin/icons'],
      ['GET', `/api/admin/icons/${icon.id}`],
      ['POST', '/api/admin/icons', { name: 'X', category: 'y' }],
      ['PUT', `/api/admin/icons/${icon.id}`, { name: 'X', category: 'y' }],
      ['DELETE', `/api/admin/icons/${icon.id}`],
      ['POST', `/api/admin/icons/${icon.id}/generate`, { prompt: 'leaf' }],
      ['POST', '/api/admin/icons/generate-new', { name: 'X', category: 'y', prompt: 'leaf' }],
      ['POST', `/api/admin/icons/${icon.id}/upload`],
    ];
    const before = await count('icons');
    for (const [method, url, payload] of attempts) {
      const anonymous = await call(method as 'GET', url, payload, {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: expect.any(String) });
      expect((await call(method as 'GET', url, payload, customer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await count('icons')).toBe(before);
    expect((await call('GET', `/api/admin/icons/${icon.id}`)).json().data).toEqual(icon);
  });

  it('answers the public category summary and the icons of a category without a token', async () => {
    await create({ name: 'Leaf', category: 'Badges' });
    const categories = await call('GET', '/api/admin/icons/categories', undefined, {});
    expect(categories.statusCode).toBe(200);
    expect(categories.json()).toEqual({
      success: true,
      data: [
        { category: 'Badges', icon_count: 1 },
        { category: 'services', icon_count: HOME_SERVICES.length },
      ],
    });
    const services = await call('GET', '/api/admin/icons/category/SERVICES', undefined, {});
    expect(services.statusCode).toBe(200);
    expect(services.json().data).toHaveLength(HOME_SERVICES.length);
    expect((await call('GET', '/api/admin/icons/category/nothing-here', undefined, {})).json()).toEqual({
      success: true,
      data: [],
    });
  });

  it('creates, reads, updates and deletes an icon', async () => {
    const created = await call('POST', '/api/admin/icons', {
      name: '  Water drop ',
      category: 'irrigation',
      description: 'Blue drop',
      usage_context: '',
      prompt: 'blue water drop',
    });
    expect(created.statusCode).toBe(201);
    const icon = created.json().data;
    expect(created.json()).toMatchObject({ success: true, message: 'Icon created successfully' });
    expect(icon).toEqual(
      expect.objectContaining({
        ...iconShape,
        name: 'Water drop',
        category: 'irrigation',
        description: 'Blue drop',
        usage_context: null,
        image_url: null,
        dalle_prompt: 'blue water drop',
      }),
    );
    expect((await call('GET', `/api/admin/icons/${icon.id}`)).json()).toEqual({ success: true, data: icon });

    const updated = await call('PUT', `/api/admin/icons/${icon.id}`, {
      name: 'Drop',
      category: 'irrigation',
      usage_context: 'Footer',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Icon updated successfully',
      data: { name: 'Drop', description: null, usage_context: 'Footer', dalle_prompt: 'blue water drop' },
    });

    const deleted = await call('DELETE', `/api/admin/icons/${icon.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Icon deleted successfully' });
    const gone = await call('GET', `/api/admin/icons/${icon.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'Icon not found' });
    expect((await call('PUT', `/api/admin/icons/${icon.id}`, { name: 'A', category: 'b' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/icons/${icon.id}`)).statusCode).toBe(404);
  });

  it('requires a name and a category, in the admin’s language, and stores nothing', async () => {
    const before = await count('icons');
    const res = await call('POST', '/api/admin/icons', { name: ' ', description: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Please fix the validation errors below',
      errors: expect.arrayContaining([
        { path: 'name', msg: 'Please enter a name.' },
        { path: 'category', msg: 'Please enter a category.' },
        { path: 'description', msg: 'This is too long.' },
      ]),
    });
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/admin/icons',
      payload: { category: 'x' },
      headers: { ...admin, 'accept-language': 'es' },
    });
    expect(spanish.json().errors).toEqual([{ path: 'name', msg: 'Ingresa un nombre.' }]);
    expect(await count('icons')).toBe(before);
  });

  it('generates a picture with the defaults of docs/decisions/0004, logs it and replaces the previous one', async () => {
    const icon = await create();
    expect((await call('POST', `/api/admin/icons/${icon.id}/generate`, { prompt: '  ' })).statusCode).toBe(400);

    const first = await call('POST', `/api/admin/icons/${icon.id}/generate`, { prompt: 'green leaf icon' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Icon generated successfully',
      data: { id: icon.id, dalle_prompt: 'green leaf icon' },
    });
    const firstUrl = first.json().data.image_url as string;
    const media = await t.app.ctx.db
      .selectFrom('media')
      .selectAll()
      .where('path', '=', firstUrl.replace('/media/', ''))
      .executeTakeFirstOrThrow();
    expect([media.width, media.height]).toEqual([512, 512]);
    const log = await t.app.ctx.db
      .selectFrom('image_generation_logs')
      .selectAll()
      .where('icon_id', '=', icon.id)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      prompt: 'green leaf icon',
      engine: 'offline',
      generation_status: 'completed',
      media_id: media.id,
    });

    const filesAfterFirst = iconFiles();
    const second = await call('POST', `/api/admin/icons/${icon.id}/generate`, {
      prompt: 'autumn leaf icon',
      size: '256x256',
      style: 'natural',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.image_url).not.toBe(firstUrl);
    expect((await t.app.inject(firstUrl)).statusCode).toBe(404);
    expect(iconFiles()).toHaveLength(filesAfterFirst.length);
    expect((await call('POST', `/api/admin/icons/${icon.id}/generate`, { prompt: 'x', size: '13x13' })).statusCode).toBe(400);
  });

  it('creates and generates a new icon in one call, and creates nothing without a prompt', async () => {
    const before = await count('icons');
    const missing = await call('POST', '/api/admin/icons/generate-new', { name: 'Sun', category: 'weather' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'prompt', msg: 'Please enter a prompt for the image.' }]);
    expect(await count('icons')).toBe(before);

    const res = await call('POST', '/api/admin/icons/generate-new', {
      name: 'Sun',
      category: 'weather',
      prompt: 'bright sun icon',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'New icon generated successfully',
      data: { name: 'Sun', dalle_prompt: 'bright sun icon' },
    });
    const icon = res.json().data;
    expect(icon.image_url).toMatch(/^\/media\/icons\/\w+\.webp$/);
    const log = await t.app.ctx.db
      .selectFrom('image_generation_logs')
      .selectAll()
      .where('icon_id', '=', icon.id)
      .executeTakeFirstOrThrow();
    expect(log.generation_status).toBe('completed');
  });

  it('uploads an image (multipart field image) and keeps the icon as it was when the file is refused', async () => {
    const icon = await create();
    const png = await pngImage(300);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/admin/icons/${icon.id}/upload`,
      ...withAuth(multipart({}, [{ field: 'image', filename: 'leaf.png', contentType: 'image/png', data: png }]), admin),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Icon image uploaded successfully',
      data: { id: icon.id, image_url: expect.stringMatching(/\.webp$/) },
    });
    const uploaded = ok.json().data;

    const mediaBefore = await count('media');
    const filesBefore = iconFiles();
    const refusals: [Parameters<typeof multipart>[1], number, string][] = [
      [[HTML_AS_PNG], 400, 'The file could not be read as an image. It may be damaged.'],
      [
        [{ ...HTML_AS_PNG, filename: 'logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }],
        400,
        'The file is not a supported image (JPEG, PNG, GIF, WebP or AVIF).',
      ],
      [[{ ...HTML_AS_PNG, data: Buffer.alloc(10 * 1024 * 1024 + 10, 1) }], 413, 'The file is too large. Maximum size is 10MB.'],
      [[], 400, 'Please choose an image file to upload.'],
    ];
    for (const [files, status, message] of refusals) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/icons/${icon.id}/upload`,
        ...withAuth(multipart({}, files), admin),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await count('media')).toBe(mediaBefore);
    expect(iconFiles()).toEqual(filesBefore);
    expect((await call('GET', `/api/admin/icons/${icon.id}`)).json().data).toEqual(uploaded);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/icons/99999/upload',
          ...withAuth(multipart({}, [{ field: 'image', filename: 'a.png', contentType: 'image/png', data: png }]), admin),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('removes the picture files with the icon', async () => {
    const icon = (await call('POST', '/api/admin/icons/generate-new', { name: 'Sun', category: 'weather', prompt: 'sun' })).json()
      .data;
    const filesWith = iconFiles();
    await call('DELETE', `/api/admin/icons/${icon.id}`);
    expect(iconFiles().length).toBeLessThan(filesWith.length);
    expect((await t.app.inject(icon.image_url)).statusCode).toBe(404);
  });
});

function withAuth(body: ReturnType<typeof multipart>, auth: SignedInHeaders) {
  return { payload: body.payload, headers: { ...body.headers, ...auth } };
}
