import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesOf } from '../../src/server/media/repository.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { multipart, pngImage } from '../helpers/multipart.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

interface Project {
  id: number;
  title: string;
  place: string;
  description: string;
  services: { slug: string; name: string }[];
  before: { src: string; width: number; height: number; avif: string; webp: string } | null;
  after: { src: string; width: number; height: number; avif: string; webp: string } | null;
}

describe.each(engines)('the project gallery API on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const serviceId = async (slug: string) =>
    (await t.app.ctx.db.selectFrom('services').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const form = async (overrides: Record<string, unknown> = {}) => ({
    title: 'Backyard patio and planting',
    place: 'Kirkland',
    description: 'A muddy corner became a basalt patio with sword ferns.',
    service_ids: [await serviceId('patio-installation')],
    ...overrides,
  });
  const create = (payload: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/projects', payload: payload as object, headers });
  const upload = async (id: number, kind: string, data?: Buffer, headers: Record<string, string> = admin) => {
    const body = multipart({}, [
      { field: 'image', filename: `${kind}.png`, contentType: 'image/png', data: data ?? (await pngImage(800)) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${id}/photos/${kind}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const publicList = async (query = '') => {
    const res = await t.app.inject({ url: `/api/projects${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as Project[];
  };
  const projectCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mediaFile = (src: string) => path.join(t.config.mediaDir, 'public', src.replace(/^\/media\//, ''));

  it('lets only an admin add a project, and stores nothing for anyone else', async () => {
    expect((await create(await form(), {})).statusCode).toBe(401);
    expect((await create(await form(), await loginAs(t.app, 'customer'))).statusCode).toBe(403);
    expect((await create(await form(), await loginAs(t.app, 'professional'))).statusCode).toBe(403);
    expect(await projectCount()).toBe(0);
    const res = await create(await form());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Project created',
      data: {
        title: 'Backyard patio and planting',
        place: 'Kirkland',
        is_published: true,
        photos: { before: null, after: null },
      },
    });
    // A photo upload is an admin's call too.
    const id = res.json().data.id;
    expect((await upload(id, 'before', undefined, {})).statusCode).toBe(401);
    expect((await upload(id, 'before', undefined, await loginAs(t.app, 'customer'))).statusCode).toBe(403);
  });

  it('refuses a project without title, place or services, or with an unknown service, in the admin language', async () => {
    const missing = await create({ title: ' ', place: '', service_ids: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fix the validation errors below');
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'title', msg: 'Please enter a title.' },
        { path: 'place', msg: 'Please enter the place (a neighbourhood or town).' },
        { path: 'service_ids', msg: 'Please choose at least one service done.' },
      ]),
    );
    const unknown = await create(await form({ service_ids: [999_999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'service_ids', msg: 'One of the chosen services no longer exists. Reload the page and choose again.' },
    ]);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/admin/projects?lang=es',
      payload: await form({ title: 'x'.repeat(121) }),
      headers: admin,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'title', msg: 'Este texto es demasiado largo.' }]);
    expect(await projectCount()).toBe(0);
  });

  it('shows a published project with a photo to visitors, its pictures as AVIF and WebP variants', async () => {
    const { id } = (await create(await form())).json().data;
    // No photo yet: nothing to show.
    expect(await publicList()).toEqual([]);

    const before = await upload(id, 'before');
    expect(before.statusCode).toBe(201);
    expect(before.json().message).toBe('Before photo uploaded');
    const after = await upload(id, 'after', await pngImage(1000, '#1f6f3f'));
    expect(after.statusCode).toBe(201);

    const [shown] = await publicList();
    expect(shown).toMatchObject({
      id,
      title: 'Backyard patio and planting',
      place: 'Kirkland',
      services: [{ slug: 'patio-installation', name: 'Patio Installation' }],
    });
    expect(shown!.before).toMatchObject({ width: 800, height: 800 });
    expect(shown!.after).toMatchObject({ width: 1000, height: 1000 });
    expect(shown!.after!.avif).toMatch(/\.avif 320w, .*\.avif 640w, .*\.avif 960w$/);
    expect(shown!.after!.webp).toContain('-640.webp 640w');
    for (const src of [shown!.after!.src, ...shown!.after!.avif.split(', ').map((s) => s.split(' ')[0]!)]) {
      expect(existsSync(mediaFile(src)), src).toBe(true);
    }

    // Hidden again: visitors no longer see it.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/projects/${id}`,
      payload: await form({ is_published: false }),
      headers: admin,
    });
    expect(edited.statusCode).toBe(200);
    expect(await publicList()).toEqual([]);
  });

  it('lists the projects of one service for its page, texts in the visitor’s language or English', async () => {
    const lawn = await serviceId('lawn-mowing');
    const patio = await serviceId('patio-installation');
    const mowing = (
      await create(
        await form({
          title: 'Striped lawn renovation',
          place: 'Redmond',
          service_ids: [lawn],
          translations: { es: { title: 'Renovación de césped', place: '', description: '' } },
        }),
      )
    ).json().data.id;
    const both = (await create(await form({ title: 'Patio and lawn', place: 'Bellevue', service_ids: [patio, lawn] }))).json()
      .data.id;
    const patioOnly = (await create(await form({ title: 'Paver patio', place: 'Sammamish', service_ids: [patio] }))).json().data
      .id;
    for (const id of [mowing, both, patioOnly]) expect((await upload(id, 'after')).statusCode).toBe(201);

    const titles = (list: Project[]) => list.map((p) => p.title);
    // Newest first until the admin orders them.
    expect(titles(await publicList())).toEqual(['Paver patio', 'Patio and lawn', 'Striped lawn renovation']);
    expect(titles(await publicList('?service=lawn-mowing'))).toEqual(['Patio and lawn', 'Striped lawn renovation']);
    expect(titles(await publicList('?service=patio-installation'))).toEqual(['Paver patio', 'Patio and lawn']);
    expect(await publicList('?service=no-such-service')).toEqual([]);
    expect(titles(await publicList('?service=lawn-mowing&limit=1'))).toEqual(['Patio and lawn']);

    const spanish = await publicList('?service=lawn-mowing&lang=es');
    expect(spanish.map((p) => [p.title, p.place])).toEqual([
      ['Patio and lawn', 'Bellevue'],
      ['Renovación de césped', 'Redmond'],
    ]);
    expect(spanish[0]!.services.map((s) => s.name)).toEqual(['Corte de césped', 'Construcción de patios']);
    // An inactive service is not shown on a project (its page is gone too).
    await t.app.ctx.db.updateTable('services').set({ is_active: 0 }).where('id', '=', patio).execute();
    expect((await publicList('?service=lawn-mowing'))[0]!.services.map((s) => s.slug)).toEqual(['lawn-mowing']);
  });

  it('orders the gallery as the admin says, and refuses an order made from a stale list', async () => {
    const ids: number[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const id = (await create(await form({ title }))).json().data.id;
      await upload(id, 'before');
      ids.push(id);
    }
    const order = (payload: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/projects/order', payload: payload as object, headers: admin });
    const res = await order({ ids: [ids[1], ids[2], ids[0]] });
    expect(res.statusCode).toBe(200);
    expect((await publicList()).map((p) => p.title)).toEqual(['Second', 'Third', 'First']);
    const admins = (await t.app.inject({ url: '/api/admin/projects', headers: admin })).json().data;
    expect(admins.map((p: { title: string }) => p.title)).toEqual(['Second', 'Third', 'First']);

    const stale = await order({ ids: [ids[0], ids[1]] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The list of projects changed meanwhile. Reload the page and order them again.');
    expect((await order({ ids: [ids[0], ids[0], ids[1]] })).statusCode).toBe(409);
    expect((await order({ ids: [] })).statusCode).toBe(400);
    expect((await publicList()).map((p) => p.title)).toEqual(['Second', 'Third', 'First']);
  });

  it('replaces a photo and removes the old files; deleting a project removes its photos', async () => {
    const { id } = (await create(await form())).json().data;
    const first = (await upload(id, 'before')).json().data.photos.before;
    const second = (await upload(id, 'before', await pngImage(600, '#aa5500'))).json().data.photos.before;
    expect(second.src).not.toBe(first.src);
    expect(existsSync(mediaFile(first.src))).toBe(false);
    expect(existsSync(mediaFile(second.src))).toBe(true);
    const media = await t.app.ctx.db
      .selectFrom('media')
      .select(['path', 'variants'])
      .where('path', 'like', 'projects/%')
      .execute();
    expect(media).toHaveLength(1);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/projects/${id}/photos/before`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.photos.before).toBeNull();
    expect(existsSync(mediaFile(second.src))).toBe(false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/projects/${id}/photos/before`, headers: admin })).statusCode,
    ).toBe(404);

    // 1000 px wide: the picture and its 320, 640 and 960 px copies in AVIF and WebP.
    await upload(id, 'after', await pngImage(1000));
    const files = (
      await t.app.ctx.db.selectFrom('media').select(['path', 'variants']).where('path', 'like', 'projects/%').execute()
    ).flatMap(filesOf);
    expect(files).toHaveLength(7);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/projects/${id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Project deleted');
    for (const file of files) expect(existsSync(path.join(t.config.mediaDir, file)), file).toBe(false);
    expect(await projectCount()).toBe(0);
    expect(await t.app.ctx.db.selectFrom('media').select('id').where('path', 'like', 'projects/%').execute()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/projects/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses a file that is not a picture and a photo kind that does not exist, storing nothing', async () => {
    const { id } = (await create(await form())).json().data;
    const html = await upload(id, 'before', Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(/not an image|not a picture|image/i);
    const kind = await upload(id, 'during');
    expect(kind.statusCode).toBe(400);
    const missing = await upload(999_999, 'after');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This project does not exist.');
    expect(await t.app.ctx.db.selectFrom('media').select('id').where('path', 'like', 'projects/%').execute()).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('project_photos').select('id').execute()).toEqual([]);
  });

  it('keeps a project when one of its services is deleted, without that tag', async () => {
    const lawn = await serviceId('lawn-mowing');
    const patio = await serviceId('patio-installation');
    const { id } = (await create(await form({ service_ids: [lawn, patio] }))).json().data;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/services/${lawn}`, headers: admin })).statusCode).toBe(200);
    const project = (await t.app.inject({ url: `/api/admin/projects/${id}`, headers: admin })).json().data;
    expect(project.service_ids).toEqual([patio]);
  });
});
