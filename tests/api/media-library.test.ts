import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediaEntry } from '../../src/domain/media-library.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { HTML_AS_PNG, multipart, pngImage } from '../helpers/multipart.js';
import { loadPageBuild, visibleHtml } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

const photo = async (color = '#7c5c3b') => ({
  field: 'image',
  filename: 'crew-photo.png',
  contentType: 'image/png',
  data: await pngImage(900, color),
});

describe.each(engines)('Media Management API on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: build });
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const list = async (): Promise<MediaEntry[]> => (await t.app.inject({ url: '/api/admin/media', headers: admin })).json().data;
  const find = async (kind: string, ref: string) => (await list()).find((e) => e.kind === kind && e.ref === ref);
  const upload = async (slot: string, files: Awaited<ReturnType<typeof photo>>[], headers: Record<string, string> = admin) => {
    const body = multipart({}, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/media/${slot}/upload`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const alt = (slot: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/media/${slot}/alt`, payload, headers: admin });
  const page = async (url: string) => visibleHtml((await t.app.inject(url)).body);
  const fileExists = (url: string) => existsSync(path.join(t.config.mediaDir, 'public', url.replace(/^\/media\//, '')));

  it('lists every picture the site uses and where it shows, for admins only', async () => {
    expect((await t.app.inject('/api/admin/media')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/media', headers: await loginAs(t.app, 'customer') })).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/admin/media', headers: admin });
    expect(res.json().engine).toMatchObject({ name: 'offline' });
    const entries: MediaEntry[] = res.json().data;

    const site = entries.filter((e) => e.kind === 'site');
    expect(site.map((e) => [e.ref, e.url !== null])).toEqual([
      ['logo', false],
      ['hero', true],
      ['about', true],
    ]);
    const hero = site[1]!;
    expect(hero.used_on.map((u) => u.place)).toEqual(['homeHero', 'shareImage']);
    expect(hero.alt).toEqual({
      en: 'A sunny landscaped backyard with a green lawn, flower beds and a stone path',
      es: 'Un patio soleado con césped verde, canteros de flores y un sendero de piedra',
      pt: 'Um quintal ensolarado com gramado verde, canteiros de flores e um caminho de pedra',
    });
    expect(hero.thumbnail).toMatch(/-320\.webp$/);
    expect(site[0]!.can_generate).toBe(false);

    // Team members have no photo: the drawings of a flower bed, a tree and a sprinkler are gone.
    const team = entries.filter((e) => e.kind === 'team');
    expect(team.map((e) => [e.name, e.url])).toEqual([
      ['Michael Reyes', null],
      ['Jennifer Park', null],
      ['Carlos Mendoza', null],
    ]);
    const services = entries.filter((e) => e.kind === 'service');
    expect(services).toHaveLength(25);
    const mowing = services.find((e) => e.name === 'Lawn Mowing')!;
    expect(mowing).toMatchObject({ image_type: 'primary', alt: { en: 'Lawn Mowing', es: '', pt: '' } });
    expect(mowing.used_on).toEqual([
      { place: 'serviceMain', path: '/services/lawn-mowing' },
      { place: 'serviceCard', path: '/services' },
    ]);
    const icons = entries.filter((e) => e.kind === 'icon');
    expect(icons).toHaveLength(7);
    expect(icons.every((e) => e.alt === null && e.used_on[0]?.place === 'homeCard')).toBe(true);
  });

  it('replaces the hero by upload: the page shows the new picture with its alt text, the old files are gone', async () => {
    const before = (await find('site', 'hero'))!;
    expect((await upload('site/hero', [await photo()], await loginAs(t.app, 'customer'))).statusCode).toBe(403);
    const refused = await upload('site/hero', [HTML_AS_PNG]);
    expect(refused.statusCode).toBe(400);
    expect((await find('site', 'hero'))!.url).toBe(before.url);

    const res = await upload('site/hero', [await photo()]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Picture replaced.' });
    const after: MediaEntry = res.json().data;
    expect(after.url).toMatch(/^\/media\/site\/[0-9a-f]{32}\.webp$/);
    expect(after.url).not.toBe(before.url);
    expect(after.alt).toEqual(before.alt);
    expect(after.width).toBe(900);
    expect(fileExists(after.url!)).toBe(true);
    expect(fileExists(before.url!)).toBe(false);
    expect((await t.app.inject(after.url!)).headers['content-type']).toBe('image/webp');

    const home = await page('/?lang=es');
    expect(home).toContain(`src="${after.url}"`);
    expect(home).toContain('alt="Un patio soleado con césped verde, canteros de flores y un sendero de piedra"');
  });

  it('edits alt texts per language; an empty translation shows the English text; English is required', async () => {
    const missing = await alt('site/about', { en: '  ', es: 'x'.repeat(201) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'en', msg: 'Please describe the picture in English.' },
      { path: 'es', msg: 'This is too long.' },
    ]);
    const saved = await alt('site/about', { en: 'Our crew planting ferns', es: 'Nuestro equipo plantando helechos', pt: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Alt text saved.',
      data: { alt: { en: 'Our crew planting ferns', es: 'Nuestro equipo plantando helechos', pt: '' } },
    });
    expect(await page('/about?lang=es')).toContain('alt="Nuestro equipo plantando helechos"');
    expect(await page('/about?lang=pt')).toContain('alt="Our crew planting ferns"');

    // A service picture: its own text per language, the service's name where there is none.
    const mowing = (await list()).find((e) => e.name === 'Lawn Mowing')!;
    await alt(`service/${mowing.ref}`, { en: 'Striped lawn after mowing', es: 'Césped a rayas después del corte', pt: '' });
    expect(await page('/services/lawn-mowing?lang=es')).toContain('alt="Césped a rayas después del corte"');
    expect(await page('/services/lawn-mowing?lang=pt')).toContain('alt="Corte de grama"');
    expect(await page('/services/lawn-mowing')).toContain('alt="Striped lawn after mowing"');

    const icon = (await list()).find((e) => e.kind === 'icon')!;
    const decorative = await alt(`icon/${icon.ref}`, { en: 'Flower' });
    expect(decorative.statusCode).toBe(400);
    expect(decorative.json().message).toBe('This picture is decorative and needs no alt text.');
    expect((await alt('site/logo', { en: 'Logo' })).statusCode).toBe(404);
    expect((await alt('team/nobody', { en: 'Nobody' })).statusCode).toBe(404);
    expect((await alt('service/999999', { en: 'Gone' })).statusCode).toBe(404);
  });

  it('gives a team member a photo by upload (never by generation), and takes it away again', async () => {
    expect((await page('/about')).match(/>MR<\/span>/)).not.toBeNull();
    const uploaded = await upload('team/michael-reyes', [await photo('#d4a373')]);
    expect(uploaded.statusCode).toBe(200);
    const member: MediaEntry = uploaded.json().data;
    expect(member).toMatchObject({ kind: 'team', name: 'Michael Reyes', can_remove: true, alt: { en: 'Michael Reyes' } });
    const about = await page('/about');
    expect(about).toContain(`src="${member.url}"`);
    expect(about).toContain('alt="Michael Reyes"');
    expect(about).not.toMatch(/>MR<\/span>/);

    // A person's photo is uploaded, never drawn: no generation is offered or accepted, and none is logged.
    expect(member.can_generate).toBe(false);
    const logsBefore = await t.app.ctx.db.selectFrom('image_generation_logs').select('id').execute();
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/team/jennifer-park/generate',
      payload: { prompt: 'portrait of an arborist in a climbing harness' },
      headers: admin,
    });
    expect(generated.statusCode).toBe(400);
    expect(generated.json().message).toBe('This picture can only be replaced by an upload.');
    expect(await t.app.ctx.db.selectFrom('image_generation_logs').select('id').execute()).toEqual(logsBefore);
    expect((await upload('team/jennifer-park', [await photo('#588157')])).statusCode).toBe(200);
    const logo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/site/logo/generate',
      payload: { prompt: 'a leaf' },
      headers: admin,
    });
    expect(logo.statusCode).toBe(400);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/admin/media/team/michael-reyes', headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ url: null, can_remove: false });
    expect(fileExists(member.url!)).toBe(false);
    expect(await page('/about')).toMatch(/>MR<\/span>/);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/media/team/michael-reyes', headers: admin })).statusCode,
    ).toBe(404);

    // A member who leaves the team takes their photo along.
    const jennifer = (await find('team', 'jennifer-park'))!;
    const team = (await t.app.inject({ url: '/api/admin/site-blocks/team', headers: admin })).json().data;
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-blocks/team',
      payload: { base_version: team.version, items: team.items.filter((m: { id: string }) => m.id !== 'jennifer-park') },
      headers: admin,
    });
    expect(fileExists(jennifer.url!)).toBe(false);
    expect(await t.app.ctx.db.selectFrom('images').where('upload_purpose', 'like', 'team:%').selectAll().execute()).toEqual([]);
    expect((await upload('team/jennifer-park', [await photo()])).statusCode).toBe(404);
  });

  it('lists each project’s before and after photo with where it shows, and replaces or removes them', async () => {
    const serviceIds = async (slugs: string[]) =>
      (await t.app.ctx.db.selectFrom('services').select('id').where('slug', 'in', slugs).execute()).map((s) => s.id);
    const addProject = async (title: string, slugs: string[], translations = {}) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/projects',
          headers: admin,
          payload: { title, place: 'Kirkland', service_ids: await serviceIds(slugs), translations },
        })
      ).json().data.id as number;
    expect((await list()).filter((e) => e.kind === 'project')).toEqual([]);

    const patio = await addProject('Stone patio and fire pit', ['patio-installation', 'lawn-mowing'], {
      es: { title: 'Patio de piedra y fogón' },
    });
    // A project without photos is not on the site: both of its slots wait for a picture.
    const empty = (await list()).filter((e) => e.kind === 'project');
    expect(empty.map((e) => [e.ref, e.name, e.photo_kind, e.url, e.used_on, e.can_remove])).toEqual([
      [`${patio}-before`, 'Stone patio and fire pit', 'before', null, [], false],
      [`${patio}-after`, 'Stone patio and fire pit', 'after', null, [], false],
    ]);

    const before = await upload(`project/${patio}-before`, [await photo('#78716c')]);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ message: 'Picture replaced.' });
    const beforeEntry: MediaEntry = before.json().data;
    expect(beforeEntry).toMatchObject({
      kind: 'project',
      url: expect.stringMatching(/^\/media\/projects\/[0-9a-f]{32}\.webp$/),
      alt: {
        en: 'Before: Stone patio and fire pit',
        es: 'Antes: Patio de piedra y fogón',
        pt: 'Antes: Stone patio and fire pit',
      },
      alt_editable: false,
      manage_path: '/admin/projects',
      can_remove: true,
    });
    // The only photo is the one the cards show: on /projects, the home page and both services' pages.
    expect(beforeEntry.used_on).toEqual([
      { place: 'projectsPage', path: `/projects#project-${patio}` },
      { place: 'homeRecentWork', path: '/' },
      { place: 'serviceRecentWork', path: '/services/lawn-mowing', name: 'Lawn Mowing' },
      { place: 'serviceRecentWork', path: '/services/patio-installation', name: 'Patio Installation' },
    ]);
    expect(await page('/?lang=es')).toContain(`alt="Antes: Patio de piedra y fogón"`);

    const generated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/media/project/${patio}-after/generate`,
      payload: { prompt: 'finished stone patio with a fire pit at dusk' },
      headers: admin,
    });
    expect(generated.statusCode).toBe(200);
    const afterEntry: MediaEntry = generated.json().data;
    expect(afterEntry.url).toMatch(/^\/media\/projects\//);
    // Now the cards show the after photo; the before one stays in the /projects slider.
    expect(afterEntry.used_on.map((u) => u.place)).toEqual([
      'projectsPage',
      'homeRecentWork',
      'serviceRecentWork',
      'serviceRecentWork',
    ]);
    expect((await find('project', `${patio}-before`))!.used_on.map((u) => u.place)).toEqual(['projectsPage']);
    const stored = await t.app.ctx.db.selectFrom('project_photos').select(['kind']).where('project_id', '=', patio).execute();
    expect(stored.map((r) => r.kind).sort()).toEqual(['after', 'before']);
    const projects = await page('/projects');
    expect(projects).toContain(`src="${beforeEntry.url}"`);
    expect(projects).toContain(`src="${afterEntry.url}"`);

    // Its alt text follows the project's title, edited on the Projects screen.
    const altRefused = await alt(`project/${patio}-before`, { en: 'Old patio' });
    expect(altRefused.statusCode).toBe(400);
    expect(altRefused.json().message).toBe(
      'A project photo’s alt text is made from the project’s title: change the title on the Projects screen.',
    );
    expect((await upload(`project/${patio}-sideways`, [await photo()])).statusCode).toBe(404);
    expect((await upload('project/999999-before', [await photo()])).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/media/site/hero', headers: admin })).statusCode).toBe(400);

    // Three newer projects push it off the home page's Recent work, not off its services' pages.
    for (const title of ['Hedge', 'Pond', 'Deck']) {
      const id = await addProject(title, ['hedge-trimming']);
      await upload(`project/${id}-after`, [await photo()]);
    }
    expect((await find('project', `${patio}-after`))!.used_on.map((u) => u.place)).toEqual([
      'projectsPage',
      'serviceRecentWork',
      'serviceRecentWork',
    ]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/project/${patio}-before`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Photo removed.', data: { url: null, alt: null, can_remove: false } });
    expect(fileExists(beforeEntry.url!)).toBe(false);
    expect(await page('/projects')).not.toContain(`src="${beforeEntry.url}"`);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/media/project/${patio}-before`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('replaces a service picture and an icon, keeping their place', async () => {
    const mowing = (await list()).find((e) => e.name === 'Lawn Mowing')!;
    const res = await upload(`service/${mowing.ref}`, [await photo('#4d7c0f')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ref: mowing.ref, image_type: 'primary', alt: mowing.alt });
    expect(fileExists(mowing.url!)).toBe(false);
    expect(await page('/services/lawn-mowing')).toContain(`src="${res.json().data.url}"`);

    const icon = (await list()).find((e) => e.kind === 'icon' && e.name === 'Irrigation')!;
    const replaced = await upload(`icon/${icon.ref}`, [await photo('#0369a1')]);
    expect(replaced.statusCode).toBe(200);
    const newIcon: MediaEntry = replaced.json().data;
    expect(newIcon.thumbnail).toMatch(/^\/media\/icons\/[0-9a-f]{32}-128\.webp$/);
    expect(await page('/')).toContain(`src="${newIcon.thumbnail}"`);
  });
});
