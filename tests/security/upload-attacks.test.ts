import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders, signInNewCrew } from '../helpers/auth.js';
import { apiRoutes, routeKey } from '../helpers/api-routes.js';
import { databaseFingerprint, databaseRows } from '../helpers/db-state.js';
import { errorShapeProblem, findLeak } from '../helpers/leaks.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { type AttackFile, goodPng, refusedEverywhere, SCRIPT_IN_SVG, SCRIPTED_SVGS, TRAVERSAL_NAMES } from './upload-files.js';

/*
 * The upload attack set against every multipart upload endpoint: wrong magic bytes, polyglots,
 * oversized files, pixel bombs, SVGs with script and path traversal names. A refused file gets a
 * clear 4xx message and leaves no file under DATA_DIR/media and no row anywhere; a scripted SVG is
 * stored without its script where SVG is allowed (the logo); a traversal name never decides where
 * a file goes. Upload endpoints are found in the route table (writes that take multipart and
 * declare no JSON body): each must be described in UPLOADS below.
 */
const MAX_BYTES = 10 * 1024 * 1024;

/** Who uploads: an admin, or a crew member (crew routes refuse admins). */
interface Uploaders {
  admin: SignedInHeaders;
  crew: { headers: SignedInHeaders; id: number };
}

interface UploadTarget {
  /** The request around the file: URL, text fields and the file's field name. */
  prepare(t: TestApp, who: Uploaders): Promise<{ url: string; fields: Record<string, string>; fileField: string }>;
  /** Sent as the crew member instead of the admin. */
  byCrew?: true;
  /** Where SVG is allowed it is sanitised; elsewhere it is refused. */
  svg: 'refused' | 'sanitised';
}

const quoteRequest = JSON.stringify({
  propertyType: 'residential',
  propertySize: 'small',
  services: ['lawn-maintenance'],
  timeline: 'flexible',
  contactInfo: { name: 'Upload Tester', email: 'uploads@example.com' },
});

const UPLOADS: Record<string, UploadTarget> = {
  'POST /api/quotes': {
    prepare: async () => ({ url: '/api/quotes', fields: { request: quoteRequest }, fileField: 'files' }),
    svg: 'refused',
  },
  'POST /api/admin/services/:id/images': {
    prepare: async (t) => {
      const service = await t.app.ctx.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
      return {
        url: `/api/admin/services/${service.id}/images`,
        fields: { image_alt_text: 'Upload test', image_type: 'gallery' },
        fileField: 'image',
      };
    },
    svg: 'refused',
  },
  'POST /api/admin/icons/:id/upload': {
    prepare: async (t, { admin }) => {
      const icon = await t.app.inject({
        method: 'POST',
        url: '/api/admin/icons',
        headers: admin,
        payload: { name: 'Upload test', category: 'general' },
      });
      return { url: `/api/admin/icons/${icon.json().data.id}/upload`, fields: {}, fileField: 'image' };
    },
    svg: 'refused',
  },
  'POST /api/admin/media/:kind/:ref/upload': {
    prepare: async () => ({ url: '/api/admin/media/site/hero/upload', fields: {}, fileField: 'image' }),
    svg: 'refused',
  },
  'POST /api/admin/projects/:id/photos/:kind': {
    prepare: async (t, { admin }) => {
      const service = await t.app.ctx.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
      const project = await t.app.inject({
        method: 'POST',
        url: '/api/admin/projects',
        headers: admin,
        payload: { title: 'Upload test', place: 'Bellevue', service_ids: [service.id] },
      });
      return { url: `/api/admin/projects/${project.json().data.id}/photos/after`, fields: {}, fileField: 'image' };
    },
    svg: 'refused',
  },
  'POST /api/admin/images': {
    prepare: async () => ({
      url: '/api/admin/images',
      fields: { upload_purpose: 'logo', alt_text: 'Evergreen Landscaping', title: 'Logo', description: 'Upload test' },
      fileField: 'image',
    }),
    svg: 'sanitised',
  },
  'POST /api/crew/visits/:id/photos': {
    prepare: async (t, { admin, crew }) => {
      const post = async (url: string, payload: object) => {
        const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
        if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return res.json().data;
      };
      const client = await post('/api/admin/clients', { name: 'Upload Tester' });
      const job = await post('/api/admin/jobs', { client_id: client.id, title: 'Upload test' });
      const start = new Date(Date.now() + 86_400_000).toISOString();
      const { visits } = await post(`/api/admin/jobs/${job.id}/visits`, { start, duration_minutes: 60, crew_ids: [crew.id] });
      return { url: `/api/crew/visits/${visits[0].id}/photos`, fields: {}, fileField: 'image' };
    },
    byCrew: true,
    svg: 'refused',
  },
};

/** A multipart body as a browser's FormData sends it (the file name as given, traversal included). */
async function multipart(fields: Record<string, string>, fileField: string, file: AttackFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** Every file under a folder (temporary ones included), relative. */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

/** Writes that take multipart and declare no JSON body: the app's upload endpoints. */
async function findUploadRoutes(t: TestApp, who: Uploaders): Promise<string[]> {
  const found: string[] = [];
  for (const route of apiRoutes(t.app)) {
    if (!['POST', 'PUT', 'PATCH'].includes(route.method) || route.body) continue;
    const empty = await multipart({}, 'probe', { name: 'probe.txt', type: 'text/plain', data: Buffer.from('') });
    const res = await t.app.inject({
      method: route.method as 'POST',
      url: route.url,
      headers: { ...(route.access === 'crew' ? who.crew.headers : who.admin), 'content-type': empty.contentType },
      payload: empty.payload,
    });
    if (res.statusCode !== 415) found.push(routeKey(route));
  }
  return found;
}

describe.each(engines)('upload attacks on %s', (engine) => {
  let t: TestApp;
  let who: Uploaders;
  let uploadRoutes: string[];
  let request = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await loginAs(t.app, 'admin');
    who = { admin, crew: await signInNewCrew(t.app, admin) };
    uploadRoutes = await findUploadRoutes(t, who);
  });
  afterAll(async () => {
    await t.close();
  });

  const mediaDir = () => t.config.mediaDir;

  async function upload(key: string, file: AttackFile) {
    const target = UPLOADS[key]!;
    const { url, fields, fileField } = await target.prepare(t, who);
    const before = { files: filesUnder(mediaDir()), db: await databaseFingerprint(t.app.ctx.db) };
    const body = await multipart(fields, fileField, file);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...(target.byCrew ? who.crew.headers : who.admin), 'content-type': body.contentType },
      payload: body.payload,
      // One address per upload: the per-address limit on quotes does not answer for the content.
      remoteAddress: `10.88.${Math.floor(++request / 250)}.${(request % 250) + 1}`,
    });
    const after = { files: filesUnder(mediaDir()), db: await databaseFingerprint(t.app.ctx.db) };
    const newFiles = after.files.filter((f) => !before.files.includes(f));
    return { res, newFiles, dbChanged: before.db !== after.db, filesChanged: before.files.join() !== after.files.join() };
  }

  /** Problems with a refusal: it must be a clear 4xx that changed nothing. */
  function refusalProblems(outcome: Awaited<ReturnType<typeof upload>>): string[] {
    const { res } = outcome;
    const problems: string[] = [];
    if (res.statusCode < 400 || res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    const shape = errorShapeProblem(res.body);
    if (shape) problems.push(shape);
    else if (/^(The request is not valid\.|Internal server error)$/.test(res.json().message))
      problems.push(`unclear message "${res.json().message}"`);
    const leak = findLeak(res.body, res.statusCode, [t.dataDir, process.cwd()]);
    if (leak) problems.push(`leaked ${leak}`);
    if (outcome.filesChanged) problems.push(`files changed under media: ${outcome.newFiles.join(', ') || 'some removed'}`);
    if (outcome.dbChanged) problems.push('the database changed');
    return problems;
  }

  it('knows every upload endpoint of the app', () => {
    console.log(`upload endpoints: ${uploadRoutes.join(', ')}`);
    expect(uploadRoutes.length).toBeGreaterThan(0);
    expect(uploadRoutes.filter((r) => !UPLOADS[r])).toEqual([]);
  });

  it('accepts a real picture on every upload endpoint (so the refusals below are about content)', async () => {
    for (const key of uploadRoutes) {
      const { res, newFiles } = await upload(key, { name: 'garden.png', type: 'image/png', data: await goodPng() });
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
      expect(newFiles.length, key).toBeGreaterThan(0);
    }
  });

  it('refuses wrong magic bytes, polyglots, oversized files, pixel bombs and empty files with a clear message, changing nothing', async () => {
    const problems: string[] = [];
    for (const key of uploadRoutes) {
      for (const file of await refusedEverywhere(MAX_BYTES)) {
        for (const p of refusalProblems(await upload(key, file)))
          problems.push(`${key} ${file.name} (${file.data.length} bytes): ${p}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses SVGs with script where SVG is not allowed and stores them without it where it is', async () => {
    const problems: string[] = [];
    for (const key of uploadRoutes) {
      for (const [i, file] of SCRIPTED_SVGS.entries()) {
        const outcome = await upload(key, file);
        const label = `${key} scripted SVG ${i + 1} (${file.name})`;
        if (UPLOADS[key]!.svg === 'refused') {
          for (const p of refusalProblems(outcome)) problems.push(`${label}: ${p}`);
          continue;
        }
        if (outcome.res.statusCode >= 300) {
          // Refusing is safe too, as long as it is a clear refusal that changed nothing.
          for (const p of refusalProblems(outcome)) problems.push(`${label}: ${p}`);
          continue;
        }
        for (const stored of outcome.newFiles) {
          const content = readFileSync(path.join(mediaDir(), stored), 'latin1');
          if (SCRIPT_IN_SVG.test(content)) problems.push(`${label}: ${stored} still has ${SCRIPT_IN_SVG.exec(content)![0]}`);
          if (stored.endsWith('.svg')) {
            const served = await t.app.inject(`/media/${stored.replace(/^public\//, '')}`);
            if (!/sandbox/.test(String(served.headers['content-security-policy'])))
              problems.push(`${label}: ${stored} served without sandbox`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('never lets a file name choose where a file goes', async () => {
    const problems: string[] = [];
    const folders = () => ['', ...filesUnder(mediaDir()).map((f) => path.dirname(f))].map((d) => path.join(mediaDir(), d));
    for (const key of uploadRoutes) {
      for (const name of TRAVERSAL_NAMES) {
        const outcome = await upload(key, { name, type: 'image/png', data: await goodPng() });
        const label = `${key} "${name}"`;
        if (outcome.res.statusCode >= 300) {
          for (const p of refusalProblems(outcome)) problems.push(`${label}: ${p}`);
          continue;
        }
        // Stored in a folder of the media store under a random name of the server's choosing
        // (a variant adds its width to its original's name).
        for (const stored of outcome.newFiles) {
          if (!/^([a-z0-9-]+\/)+[0-9a-f]{32}(-\d+)?\.[a-z]+$/.test(stored)) problems.push(`${label}: stored as ${stored}`);
        }
        // Nothing where the name points, from any folder the server writes to.
        for (const folder of new Set(folders())) {
          const target = path.resolve(folder, name);
          if (existsSync(target)) problems.push(`${label}: a file exists at ${target}`);
        }
      }
    }
    // The names kept for display (a quote's attachment list, the logo's file name) lost their folders.
    for (const [table, rows] of await databaseRows(t.app.ctx.db)) {
      for (const row of rows)
        if (/\.\.[/\\]|\/etc\/|\/tmp\//.test(row)) problems.push(`${table} keeps a path: ${row.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
