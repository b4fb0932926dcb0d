import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetEmail } from '../../src/server/auth/reset-email.js';
import { readEmailBrand } from '../../src/server/site-images/email-logo.js';
import { readLogo } from '../../src/server/site-images/logo.js';
import { demoAccount, loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { type FilePart, HTML_AS_PNG, multipart, pngImage } from '../helpers/multipart.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const UNSAFE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40" onload="alert(1)">' +
    '<script>alert(2)</script><a xlink:href="javascript:alert(3)"><rect width="100" height="40" fill="#166534"/></a>' +
    '<image href="https://evil.example/track.png"/><text x="10" y="25" fill="#fff">Evergreen</text></svg>',
);

describe.each(engines)('logo and site images API on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = (fields: Record<string, string>, files: FilePart[], auth: object = admin) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };
  const png = async (name = 'evergreen-logo.png') => ({
    field: 'image',
    filename: name,
    contentType: 'image/png',
    data: await pngImage(600),
  });
  // The admin screen's list (visitors get it without the uploaded file names: tests/api/hardening).
  const logos = async () => (await t.app.inject({ url: '/api/admin/images?purpose=logo', headers: admin })).json();
  const logoFiles = () => {
    const dir = path.join(t.config.mediaDir, 'public', 'logo');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const rows = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('images')
          .where('upload_purpose', '=', 'logo')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists no logo at first, publicly', async () => {
    const res = await t.app.inject('/api/admin/images?purpose=logo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
    expect(await readLogo(t.app.ctx.db)).toBeNull();
  });

  it('uploads a raster logo with its information; the list’s first item is it', async () => {
    const res = await upload(
      { upload_purpose: 'logo', alt_text: 'Evergreen Landscaping', title: 'Main logo', description: 'Leaf' },
      [await png()],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Logo uploaded successfully!',
      data: {
        id: expect.any(Number),
        file_path: expect.stringMatching(/^\/media\/logo\/\w+\.webp$/),
        filename: 'evergreen-logo.png',
        alt_text: 'Evergreen Landscaping',
        title: 'Main logo',
        description: 'Leaf',
        upload_purpose: 'logo',
        mime: 'image/webp',
        width: 600,
        height: 600,
        created_at: expect.any(String),
      },
    });
    expect((await logos()).data).toEqual([res.json().data]);
    const served = await t.app.inject(res.json().data.file_path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await readLogo(t.app.ctx.db)).toMatchObject({ alt: 'Evergreen Landscaping', raster: true, height: 40, width: 40 });
  });

  it('edits the logo information; the information is checked and the write needs an admin', async () => {
    const { id } = (await upload({ alt_text: 'Old' }, [await png()])).json().data;
    const customer = await loginAs(t.app, 'customer');
    const body = { alt_text: 'Evergreen Landscaping logo', title: 'Logo', description: 'Green leaf' };
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/images/${id}`, payload: body })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/images/${id}`, payload: body, headers: customer })).statusCode,
    ).toBe(403);
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/images/${id}`,
      payload: { alt_text: 'x'.repeat(201) },
      headers: admin,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ path: 'alt_text', msg: 'This is too long.' }]);
    expect((await logos()).data[0].alt_text).toBe('Old');

    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/images/${id}`, payload: body, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Logo information updated successfully!', data: { id, ...body } });
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/images/9999', payload: body, headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('refuses uploads from anyone but an admin and stores nothing', async () => {
    const customer = await loginAs(t.app, 'customer');
    expect((await upload({}, [await png()], {})).statusCode).toBe(401);
    expect((await upload({}, [await png()], customer)).statusCode).toBe(403);
    expect(await rows()).toBe(0);
    expect(logoFiles()).toEqual([]);
  });

  it('replaces the previous logo and removes its files', async () => {
    const first = (await upload({}, [await png('first.png')])).json().data;
    const filesOfFirst = logoFiles().length;
    const second = (await upload({}, [await png('second.png')])).json().data;
    expect((await logos()).data.map((l: { id: number }) => l.id)).toEqual([second.id]);
    expect((await t.app.inject(first.file_path)).statusCode).toBe(404);
    expect(logoFiles()).toHaveLength(filesOfFirst);
  });

  it('sanitises an SVG logo before storing and serving it', async () => {
    const res = await upload({ alt_text: 'Evergreen' }, [
      { field: 'image', filename: 'logo.svg', contentType: 'image/svg+xml', data: UNSAFE_SVG },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      mime: 'image/svg+xml',
      file_path: expect.stringMatching(/\.svg$/),
      filename: 'logo.svg',
    });
    const served = await t.app.inject(res.json().data.file_path);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toContain('<rect');
    expect(served.body).toContain('Evergreen');
    expect(served.body).not.toMatch(/script|onload|javascript:|evil\.example/);
    expect(await readLogo(t.app.ctx.db)).toMatchObject({ raster: false, srcSet: '' });
  });

  it('refuses an HTML page named .png, keeps the current logo and leaves nothing behind', async () => {
    const current = (await upload({ alt_text: 'Current' }, [await png()])).json().data;
    const files = logoFiles().sort();
    const res = await upload({ upload_purpose: 'logo', alt_text: 'Attack' }, [HTML_AS_PNG]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The file could not be read as an image. It may be damaged.' });
    expect((await logos()).data).toEqual([current]);
    expect(logoFiles().sort()).toEqual(files);
    expect(await rows()).toBe(1);
  });

  it('checks the upload fields and the purpose', async () => {
    const missing = await upload({ upload_purpose: 'logo' }, []);
    expect(missing.json()).toEqual({ success: false, message: 'Please choose an image file to upload.' });
    const purpose = await upload({ upload_purpose: 'wallpaper' }, [await png()]);
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().errors).toEqual([{ path: 'upload_purpose', msg: 'Unknown upload purpose.' }]);
    expect((await t.app.inject('/api/admin/images?purpose=wallpaper')).statusCode).toBe(400);
    expect(await rows()).toBe(0);
    expect(logoFiles()).toEqual([]);
  });

  it('gives e-mails a PNG copy of a raster logo, and none for an SVG logo', async () => {
    expect((await t.app.inject('/api/images/logo/email.png')).statusCode).toBe(404);
    await upload({ alt_text: 'Evergreen Landscaping' }, [await png()]);
    const res = await t.app.inject('/api/images/logo/email.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).height).toBe(80);

    const user = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', demoAccount('customer').email)
      .executeTakeFirstOrThrow();
    const mail = passwordResetEmail(t.config.publicUrl, await readEmailBrand(t.app.ctx), user, 'token', 'en');
    expect(mail.html).toMatch(/<img src="http:\/\/[^"]+\/api\/images\/logo\/email\.png\?v=\d+" alt="Evergreen Landscaping"/);

    await upload({}, [{ field: 'image', filename: 'logo.svg', contentType: 'image/svg+xml', data: UNSAFE_SVG }]);
    expect((await t.app.inject('/api/images/logo/email.png')).statusCode).toBe(404);
  });
});
