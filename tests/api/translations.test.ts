import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/**
 * Translations do not drift silently (docs/admin-content.md#translations): a changed text in one
 * language marks the others 'needs update' until they are edited or confirmed, for the site's lists
 * (testimonials, team, FAQ, values) and for the Multi-language texts alike.
 */
describe.each(engines)('translations needing an update on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const block = async (kind: string) => (await call('GET', `/api/admin/site-blocks/${kind}`)).json().data;
  type Item = { id: string; texts: Record<string, Record<string, string>>; needs_update: string[]; confirmed?: string[] };
  /** Saves the list with one item changed. */
  async function saveWith(kind: string, id: string, change: (item: Item) => Item) {
    const current = await block(kind);
    const items = current.items.map((item: Item) => (item.id === id ? change(item) : item));
    const res = await call('PUT', `/api/admin/site-blocks/${kind}`, { items, base_version: current.version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as Item[];
  }
  const withText = (lang: string, field: string, text: string) => (item: Item) => ({
    ...item,
    texts: { ...item.texts, [lang]: { ...item.texts[lang], [field]: text } },
  });

  it('an edited English testimonial marks its Spanish and Portuguese until each is edited or confirmed', async () => {
    const [first, second] = (await block('testimonials')).items as Item[];
    expect(first!.needs_update ?? []).toEqual([]);

    let items = await saveWith('testimonials', first!.id, withText('en', 'quote', 'They rebuilt our patio in a week.'));
    expect(items.find((i) => i.id === first!.id)!.needs_update).toEqual(['es', 'pt']);
    expect(items.find((i) => i.id === second!.id)!.needs_update).toEqual([]);

    // Catching Spanish up clears it and marks nothing else; a save that changes nothing keeps the rest.
    items = await saveWith('testimonials', first!.id, withText('es', 'quote', 'Rehicieron nuestro patio en una semana.'));
    expect(items.find((i) => i.id === first!.id)!.needs_update).toEqual(['pt']);
    items = await saveWith('testimonials', second!.id, (item) => item);
    expect(items.find((i) => i.id === first!.id)!.needs_update).toEqual(['pt']);

    // 'Still correct' for Portuguese.
    items = await saveWith('testimonials', first!.id, (item) => ({ ...item, confirmed: ['pt'] }));
    expect(items.find((i) => i.id === first!.id)!.needs_update).toEqual([]);
    expect(items.find((i) => i.id === first!.id)).not.toHaveProperty('confirmed');
  });

  it('a state sent by a client is not trusted: only what the save changed counts', async () => {
    const [member] = (await block('team')).items as Item[];
    const items = await saveWith('team', member!.id, (item) => ({
      ...withText('en', 'role', 'Founder and lead designer')(item),
      needs_update: [],
    }));
    expect(items[0]!.needs_update).toEqual(['es', 'pt']);
    const bad = await call('PUT', '/api/admin/site-blocks/team', {
      items: items.map((i) => ({ ...i, confirmed: ['fr'] })),
      base_version: (await block('team')).version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ path: 'items.0.confirmed.0', msg: 'Choose one of the site’s languages.' });
  });

  it('a changed Multi-language text marks the section’s other languages until edited or confirmed', async () => {
    const save = (language_code: string, content: string, extra: object = {}) =>
      call('POST', '/api/multilanguage/content', { section_key: 'home.hero.title', language_code, content, ...extra });
    const entries = async () =>
      Object.fromEntries(
        (await call('GET', '/api/multilanguage/admin/content?section_key=home.hero.title'))
          .json()
          .data.map((e: { language_code: string; needs_update: boolean }) => [e.language_code, e.needs_update]),
      );
    // First texts in each language mark nothing.
    for (const [lang, text] of [
      ['en', 'Landscapes that last'],
      ['es', 'Paisajes que perduran'],
      ['pt', 'Paisagens que duram'],
    ])
      expect((await save(lang, text)).statusCode).toBe(201);
    expect(await entries()).toEqual({ en: false, es: false, pt: false });

    await save('en', 'Gardens that last');
    expect(await entries()).toEqual({ en: false, es: true, pt: true });
    // A draft changes nothing visitors see: it marks nothing either.
    await save('en', 'Gardens that last for years', { is_draft: true });
    expect(await entries()).toEqual({ en: false, es: true, pt: true });

    await save('es', 'Jardines que perduran');
    expect(await entries()).toEqual({ en: false, es: false, pt: true });
    const confirmed = await call('POST', '/api/multilanguage/admin/confirm', {
      section_key: 'home.hero.title',
      language_code: 'pt',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Marked as still correct.',
      data: { language_code: 'pt', needs_update: false },
    });
    expect(await entries()).toEqual({ en: false, es: false, pt: false });

    const none = await call('POST', '/api/multilanguage/admin/confirm', {
      section_key: 'home.hero.subtitle',
      language_code: 'es',
    });
    expect(none.statusCode).toBe(404);
    const customer = await loginAs(t.app, 'customer');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/multilanguage/admin/confirm',
      headers: customer,
      payload: { section_key: 'home.hero.title', language_code: 'pt' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
