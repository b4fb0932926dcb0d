import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { multipart, pngImage } from '../helpers/multipart.js';
import { loadPageBuild } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

/** The pages that show the project gallery: /projects, 'Recent work', the navigation and the sitemap. */
describe.each(engines)('project gallery pages on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  beforeEach(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://www.evergreen.example' }, { serverBuild: build });
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ url });
  async function addProject(title: string, slugs: string[], photos: ('before' | 'after')[]) {
    const services = await t.app.ctx.db.selectFrom('services').select('id').where('slug', 'in', slugs).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/projects',
      headers: admin,
      payload: { title, place: 'Mercer Island', service_ids: services.map((s) => s.id) },
    });
    const id = res.json().data.id as number;
    for (const kind of photos) {
      const body = multipart({}, [{ field: 'image', filename: 'p.png', contentType: 'image/png', data: await pngImage(700) }]);
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/projects/${id}/photos/${kind}`,
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      });
    }
    return id;
  }

  it('shows no gallery anywhere until a project has a photo', async () => {
    const home = await get('/');
    // (The texts travel with the page; the section itself is what must be missing.)
    expect(home.body).not.toContain('id="recent-work"');
    expect(home.body).not.toContain('href="/projects"');
    expect((await get('/sitemap.xml')).body).not.toContain('/projects');
    const empty = await get('/projects');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('>Photos of our work are on their way</h2>');
  });

  it('shows a new project on the home page and on its services’ pages at once, not on others', async () => {
    await get('/');
    await get('/services/tree-trimming');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
    await addProject('Moss-free lawn and new hedge', ['lawn-mowing', 'hedge-trimming'], ['before', 'after']);

    // The write emptied the page cache: visitors see it now.
    const home = await get('/');
    expect(home.headers['x-page-cache']).toBe('miss');
    expect(home.body).toMatch(/<h2 id="recent-work"[^>]*>Recent work<\/h2>/);
    expect(home.body).toContain('Moss-free lawn and new hedge');
    expect(home.body).toMatch(/<img[^>]*alt="After: Moss-free lawn and new hedge"[^>]*>/);
    expect(home.body).toContain('href="/projects"');

    const lawn = await get('/services/lawn-mowing');
    expect(lawn.body).toContain('>Recent Lawn Mowing jobs by our crew, before and after.</p>');
    expect(lawn.body).toContain('Moss-free lawn and new hedge');
    const trees = await get('/services/tree-trimming');
    expect(trees.body).not.toContain('id="recent-work"');
    expect((await get('/sitemap.xml')).body).toContain('<loc>https://www.evergreen.example/projects</loc>');
  });

  it('shows each project’s pair on /projects: named pictures with sizes, AVIF and WebP, lazy, and a labelled slider', async () => {
    await addProject('Stone steps down the slope', ['patio-installation'], ['before', 'after']);
    await addProject('Only an after photo', ['patio-installation'], ['after']);
    const page = await get('/projects?lang=en');
    expect(page.statusCode).toBe(200);
    const body = page.body;
    expect(body).toContain('<title>Our Work | Evergreen Landscaping</title>');
    for (const alt of ['Before: Stone steps down the slope', 'After: Stone steps down the slope', 'After: Only an after photo']) {
      const img = new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(body)?.[0];
      expect(img, alt).toBeDefined();
      expect(img).toMatch(/width="700"/);
      expect(img).toMatch(/height="700"/);
      expect(img).toMatch(/loading="lazy"/);
    }
    expect(body).toMatch(/<source type="image\/avif"[^>]*srcSet="[^"]*\.avif 320w/);
    expect(body).toMatch(/<source type="image\/webp"[^>]*srcSet="[^"]*\.webp 320w/);
    // One slider, for the project that has both photos; its label names the project.
    expect(body.match(/type="range"/g)).toHaveLength(1);
    const id = /<label for="([^"]+)"[^>]*>Compare before and after: Stone steps down the slope<\/label>/.exec(body)?.[1];
    expect(id).toBeDefined();
    expect(body).toContain(`id="${id}" type="range" min="0" max="100" step="1"`);
    expect(body).toContain('href="/services/patio-installation"');

    const spanish = await get('/projects?lang=es');
    expect(spanish.body).toContain('Antes: Stone steps down the slope');
    expect(spanish.body).toContain('Construcción de patios');
  });
});
