import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/i18n/index.js';
import type { AppContext } from '../../src/server/context.js';
import { PublishedTexts } from '../../src/server/content/overrides.js';
import type { DB } from '../../src/server/db/schema.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

const HERO = 'home.hero.title';
const BUILT_IN_ES = 'Espacios exteriores hermosos, cuidados todo el año';

describe.each(engines)('multi-language API on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const save = (body: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/multilanguage/content', payload: body, headers: { ...headers } });
  const published = async (lang: string) => (await t.app.inject(`/api/multilanguage/content/language/${lang}`)).json();
  const history = async (key = HERO, lang = 'es') =>
    (
      await t.app.inject({ url: `/api/multilanguage/admin/history?section_key=${key}&language_code=${lang}`, headers: admin })
    ).json().data;
  const pageText = async (lang: 'en' | 'es' | 'pt', key: string) =>
    createI18n(lang, (await t.app.ctx.texts.messages(lang)).messages).t(key);

  it('lists the three languages with their native names and the seeded sections with their built-in texts', async () => {
    const languages = await t.app.inject('/api/multilanguage/languages');
    expect(languages.json()).toEqual({
      success: true,
      data: [
        { code: 'en', name: 'English', native_name: 'English' },
        { code: 'es', name: 'Spanish', native_name: 'Español' },
        { code: 'pt', name: 'Portuguese', native_name: 'Português' },
      ],
    });
    const sections = (await t.app.inject('/api/multilanguage/sections')).json().data;
    expect(sections.map((s: { section_key: string }) => s.section_key)).toEqual(
      expect.arrayContaining([
        HERO,
        'home.hero.subtitle',
        'home.cta.title',
        'about.story.p1',
        'contact.hero.subtitle',
        'layout.footer.description',
      ]),
    );
    expect(sections.find((s: { section_key: string }) => s.section_key === HERO)).toEqual({
      id: expect.any(Number),
      section_key: HERO,
      section_name: 'Hero title',
      category: 'Home',
      default_content: {
        en: 'Beautiful outdoor spaces, cared for all year',
        es: BUILT_IN_ES,
        pt: 'Espaços externos bonitos, cuidados o ano todo',
      },
    });
  });

  it('answers Unsupported language for any code but en, es and pt', async () => {
    for (const code of ['fr', 'EN', 'zz-top']) {
      const res = await t.app.inject(`/api/multilanguage/content/language/${code}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Unsupported language' });
    }
    const saved = await save({ section_key: HERO, language_code: 'fr', content: 'Bonjour' });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({ success: false, message: 'Unsupported language' });
    const spanish = await t.app.inject({ url: '/api/multilanguage/content/language/de', headers: { 'accept-language': 'es' } });
    expect(spanish.json().message).toBe('Idioma no compatible');
  });

  it('keeps the admin calls for admins and the public reads open', async () => {
    const customer = await loginAs(t.app, 'customer');
    const body = { section_key: HERO, language_code: 'es', content: 'Hola' };
    for (const headers of [{}, customer]) {
      expect((await save(body, headers)).statusCode).toBe(Object.keys(headers).length ? 403 : 401);
      expect((await t.app.inject({ url: '/api/multilanguage/admin/content', headers })).statusCode).toBe(
        Object.keys(headers).length ? 403 : 401,
      );
      const restore = await t.app.inject({
        method: 'POST',
        url: '/api/multilanguage/admin/restore',
        payload: { ...body, version: 1 },
        headers,
      });
      expect(restore.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    }
    for (const url of ['/api/multilanguage/sections', '/api/multilanguage/languages', '/api/multilanguage/content/language/es']) {
      expect((await t.app.inject(url)).statusCode).toBe(200);
    }
    expect(await published('es')).toEqual({ success: true, data: [] });
  });

  it('starts a new entry at version 1, published and not a draft, and shows it to visitors at once', async () => {
    expect(await pageText('es', HERO)).toBe(BUILT_IN_ES);
    const res = await save({ section_key: HERO, language_code: 'es', content: 'Jardines que enamoran' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Content saved as version 1.',
      data: {
        id: expect.any(Number),
        section_id: expect.any(Number),
        section_key: HERO,
        section_name: 'Hero title',
        category: 'Home',
        language_code: 'es',
        language_name: 'Spanish',
        native_name: 'Español',
        content: 'Jardines que enamoran',
        is_published: true,
        is_draft: false,
        version: 1,
        created_at: expect.any(String),
        created_by_name: expect.any(String),
        needs_update: false,
      },
    });
    expect((await published('es')).data).toEqual([
      { section_key: HERO, content: 'Jardines que enamoran', version: 1, language_code: 'es' },
    ]);
    expect((await published('pt')).data).toEqual([]);
    expect(await pageText('es', HERO)).toBe('Jardines que enamoran');
    expect(await pageText('en', HERO)).toBe('Beautiful outdoor spaces, cared for all year');
  });

  it('makes a new version with every save, keeps the old ones, and refuses a save from a stale version', async () => {
    await save({ section_key: HERO, language_code: 'es', content: 'Uno', base_version: 0 });
    const second = await save({ section_key: HERO, language_code: 'es', content: 'Dos', base_version: 1 });
    expect(second.json().data.version).toBe(2);

    const stale = await save({ section_key: HERO, language_code: 'es', content: 'Tres desde la versión 1', base_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: expect.stringContaining('version 2'), current_version: 2 });
    expect((await history()).map((e: { version: number; content: string }) => [e.version, e.content])).toEqual([
      [2, 'Dos'],
      [1, 'Uno'],
    ]);
    const fresh = await save({ section_key: HERO, language_code: 'es', content: 'Tres', base_version: 2 });
    expect(fresh.json().data.version).toBe(3);
    expect((await published('es')).data[0].content).toBe('Tres');
  });

  it('lets two saves from the same version race: one wins, the other gets 409', async () => {
    await save({ section_key: HERO, language_code: 'pt', content: 'Base' });
    const results = await Promise.all(
      ['A', 'B'].map((content) => save({ section_key: HERO, language_code: 'pt', content, base_version: 1 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await history(HERO, 'pt')).toHaveLength(2);
  });

  it('keeps drafts from visitors and restores an older version as a new one', async () => {
    await save({ section_key: HERO, language_code: 'es', content: 'Publicado' });
    const draft = await save({
      section_key: HERO,
      language_code: 'es',
      content: 'Borrador',
      is_draft: true,
      is_published: false,
      base_version: 1,
    });
    expect(draft.json().data).toMatchObject({ version: 2, is_draft: true, is_published: false });
    expect((await published('es')).data[0].content).toBe('Publicado');
    expect(await pageText('es', HERO)).toBe('Publicado');

    const current = (await t.app.inject({ url: '/api/multilanguage/admin/content?language_code=es', headers: admin })).json()
      .data;
    expect(current).toEqual([expect.objectContaining({ section_key: HERO, version: 2, content: 'Borrador', is_draft: true })]);

    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/multilanguage/admin/restore',
      payload: { section_key: HERO, language_code: 'es', version: 1, base_version: 2 },
      headers: admin,
    });
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({
      message: 'Version 1 restored as version 3.',
      data: { version: 3, content: 'Publicado', is_published: true, is_draft: false },
    });
    expect((await history()).map((e: { version: number }) => e.version)).toEqual([3, 2, 1]);

    const staleRestore = await t.app.inject({
      method: 'POST',
      url: '/api/multilanguage/admin/restore',
      payload: { section_key: HERO, language_code: 'es', version: 2, base_version: 2 },
      headers: admin,
    });
    expect(staleRestore.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/multilanguage/admin/restore',
      payload: { section_key: HERO, language_code: 'es', version: 9 },
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes a section back to its built-in text when a version is saved unpublished', async () => {
    await save({ section_key: HERO, language_code: 'es', content: 'Publicado' });
    await save({ section_key: HERO, language_code: 'es', content: 'Retirado', is_published: false, base_version: 1 });
    expect((await published('es')).data).toEqual([]);
    expect(await pageText('es', HERO)).toBe(BUILT_IN_ES);
  });

  it('checks what is saved and writes nothing when it is refused', async () => {
    const blank = await save({ section_key: HERO, language_code: 'es', content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ path: 'content', msg: 'Please enter the content.' }]);
    const unknown = await save({ section_key: 'home.nope', language_code: 'es', content: 'x' });
    expect(unknown.json()).toEqual({ success: false, message: 'This content section does not exist.' });
    const flags = await save({ section_key: HERO, language_code: 'es', content: 'x', is_published: 'yes' });
    expect(flags.statusCode).toBe(400);
    expect(await history()).toEqual([]);
  });

  it('keeps the built-in texts and logs a warning when the published texts cannot be read', async () => {
    const warn = vi.fn();
    const broken = new Kysely<DB>({
      dialect: new SqliteDialect({
        database: async () => {
          throw new Error('database unavailable');
        },
      }),
    });
    const texts = new PublishedTexts({
      db: broken,
      log: { ...t.app.ctx.log, warn },
      events: t.app.ctx.events,
    } as unknown as AppContext);
    const { messages, complete } = await texts.messages('es');
    expect(createI18n('es', messages).t(HERO)).toBe(BUILT_IN_ES);
    // A page built from these stand-in texts is shown but never cached.
    expect(complete).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});
