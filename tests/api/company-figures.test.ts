import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { loadPageBuild, visibleHtml } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!);

describe.each(engines)('company figures, licence and insurance on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://www.evergreen.example' }, { serverBuild: build });
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const settings = async () => (await t.app.inject('/api/settings/company')).json().data;
  const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/company', payload, headers: admin });
  const page = async (url: string) => visibleHtml((await t.app.inject(url)).body);

  it('starts with one set of figures every page shows, and a true reply promise instead of 24/7', async () => {
    const company = await settings();
    expect(company.figures).toEqual({
      projects: '500+',
      years: '15+',
      satisfaction: '98%',
      customers: '500+',
      teamSize: '50+',
      services: '25+',
      support: '24 h',
    });
    expect(company.credentials).toEqual(DEFAULT_COMPANY.credentials);

    const home = await page('/');
    expect(home).toMatch(/>24 h<\/span><span[^>]*>Reply time</);
    expect(home).not.toContain('24/7');
    const services = await page('/services');
    expect(services).toContain('>15+</span>');
    expect(services).not.toContain('10+');
    expect(await page('/about')).toContain('>50+</span>');
  });

  it('keeps where the company is and its price range for search engines, checked and in the request’s language', async () => {
    const company = await settings();
    expect(company).toMatchObject({ geo: { latitude: 47.6101, longitude: -122.2015 }, priceRange: '$$' });
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company?lang=es',
      payload: { ...company, geo: { latitude: 123, longitude: -122.2 } },
      headers: admin,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'geo.latitude', msg: 'Introduce una latitud entre -90 y 90.' }]);
    const saved = await save({ ...company, geo: { latitude: 47.6, longitude: -122.15 }, priceRange: '$150–$50,000' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await settings()).toMatchObject({ geo: { latitude: 47.6, longitude: -122.15 }, priceRange: '$150–$50,000' });
  });

  it('changes a figure once for every page, hides an empty one, and checks what is sent', async () => {
    const company = await settings();
    const tooLong = await save({ ...company, figures: { ...company.figures, years: 'seventeen years and counting' } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.map((e: { path: string }) => e.path)).toEqual(['figures.years']);
    expect((await settings()).figures.years).toBe('15+');

    const saved = await save({ ...company, figures: { ...company.figures, years: '17+', support: '' } });
    expect(saved.statusCode).toBe(200);
    for (const url of ['/', '/services', '/about', '/?lang=es', '/about?lang=pt']) {
      const html = await page(url);
      expect(html, url).toContain('>17+</span>');
      expect(html, url).not.toContain('>15+</span>');
    }
    const home = await page('/');
    expect(home).not.toContain('Reply time');
    expect(home).toContain('grid-cols-3');
  });

  it('shows the contractor licence and the insurance line in the footer and the structured data, per language', async () => {
    const company = await settings();
    expect(await page('/')).not.toContain('contractor license');
    const saved = await save({
      ...company,
      credentials: {
        licenseNumber: 'EVERGLL842KQ',
        insurance: {
          en: 'Insured for $2,000,000 general liability',
          es: 'Asegurados por $2,000,000 de responsabilidad civil',
          pt: '',
        },
      },
    });
    expect(saved.statusCode).toBe(200);

    const en = await t.app.inject('/');
    const footer = (html: string) => visibleHtml(html).slice(visibleHtml(html).indexOf('<footer'));
    expect(footer(en.body)).toContain('WA contractor license EVERGLL842KQ');
    expect(footer(en.body)).toContain('Insured for $2,000,000 general liability');
    expect(footer((await t.app.inject('/about?lang=es')).body)).toContain('Asegurados por $2,000,000 de responsabilidad civil');
    expect(footer((await t.app.inject('/about?lang=es')).body)).toContain('Licencia de contratista de WA EVERGLL842KQ');
    // Portuguese left empty: the English line.
    expect(footer((await t.app.inject('/contact?lang=pt')).body)).toContain('Insured for $2,000,000 general liability');

    expect(jsonLdOf(en.body).hasCredential).toEqual([
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: 'Contractor license',
        identifier: 'EVERGLL842KQ',
      },
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'insurance',
        name: 'Insured for $2,000,000 general liability',
      },
    ]);
    expect(jsonLdOf((await t.app.inject('/?lang=es')).body).hasCredential[1].name).toBe(
      'Asegurados por $2,000,000 de responsabilidad civil',
    );

    await save({ ...company, credentials: { licenseNumber: '', insurance: { en: '', es: '', pt: '' } } });
    const none = await t.app.inject('/');
    expect(footer(none.body)).not.toContain('contractor license');
    expect(jsonLdOf(none.body).hasCredential).toBeUndefined();
  });
});
