import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { multipart } from '../helpers/multipart.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/**
 * Service editing without traps (issue 28): a photo uploaded while the main picture is a drawing
 * becomes the main picture, and a search lists the services whose name matches first.
 */
describe.each(engines)('service pictures and search on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ url, headers: admin });
  const serviceId = async (slug: string): Promise<number> =>
    (await get(`/api/admin/services?limit=100&search=${slug}`))
      .json()
      .data.services.find((s: { slug: string }) => s.slug === slug)!.id;
  const images = async (id: number) =>
    (await get(`/api/admin/services/${id}`)).json().data.images as { id: number; image_type: string; image_url: string }[];
  async function upload(id: number, colour: string, imageType = 'gallery') {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const body = multipart({ image_type: imageType, image_alt_text: 'Our crew laying pavers' }, [
      { field: 'image', filename: 'patio.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/services/${id}/images`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; image_type: string };
  }

  it('a photo uploaded over a drawing becomes the main picture; the drawing leaves the page', async () => {
    const id = await serviceId('patio-installation');
    const [drawing] = await images(id);
    expect(drawing).toMatchObject({ image_type: 'primary' });
    // The seeded drawings are the illustrator's 1792×1024 scaled to 960×549 (migration 0009 tells them apart so).
    const media = await t.app.ctx.db
      .selectFrom('service_images as si')
      .innerJoin('media as m', 'm.id', 'si.media_id')
      .select(['m.drawn', 'm.width', 'm.height'])
      .where('si.id', '=', drawing!.id)
      .executeTakeFirstOrThrow();
    expect(media).toEqual({ drawn: 1, width: 960, height: 549 });

    // Uploaded 'to the gallery' (the form's default): it becomes the main picture all the same.
    const photo = await upload(id, '#7a6a58');
    expect(photo.image_type).toBe('primary');
    expect(await images(id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: photo.id, image_type: 'primary' }),
        expect.objectContaining({ id: drawing!.id, image_type: 'thumbnail' }),
      ]),
    );
    // Visitors see the photo; the drawing is neither the main picture nor among the photos of the work.
    const shown = (await t.app.inject('/api/services/patio-installation')).body;
    expect(shown).toContain((await images(id)).find((i) => i.id === photo.id)!.image_url);
    expect(shown).not.toContain(drawing!.image_url);

    // Over a photo, a gallery upload stays in the gallery.
    expect((await upload(id, '#55624f')).image_type).toBe('gallery');
    expect((await images(id)).filter((i) => i.image_type === 'primary').map((i) => i.id)).toEqual([photo.id]);
  });

  it('lists the services whose name matches the search first', async () => {
    const res = await get('/api/admin/services?search=patio&limit=100');
    const services: { slug: string; name: string }[] = res.json().data.services;
    expect(services.length).toBeGreaterThan(1);
    expect(services[0]!.name).toBe('Patio Installation');
    const firstOther = services.findIndex((s) => !/patio/i.test(s.name));
    expect(services.slice(firstOther).every((s) => !/patio/i.test(s.name))).toBe(true);
    // The name in any language counts: 'Construcción de patios' in Spanish.
    const spanish = (await get(`/api/admin/services?search=${encodeURIComponent('construcción')}`)).json().data.services;
    expect(spanish[0].slug).toBe('patio-installation');
  });
});
