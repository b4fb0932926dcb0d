import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/server/db/connect.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import { databaseSettings, type Engine, postgresAdmin, unique } from '../helpers/templates.js';
import { engines } from '../helpers/test-app.js';

/**
 * Migration 0009 on a site that ran before it: each lead's first response is read from its
 * history (the first reply, call, status change or proposal sent), and the pictures the history
 * shows as drawn (generated, the seeded hero and about pictures, the seeded service drawings) are
 * told apart from photos.
 */
describe.each(engines)('owner workspace migration on %s', (engine: Engine) => {
  let dataDir: string;
  let pgName: string | undefined;
  let database: Database;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-migration-'));
    pgName = engine === 'postgres' ? `evergreen_migration_${unique()}` : undefined;
    if (pgName) await postgresAdmin(`CREATE DATABASE ${pgName}`);
    database = connectDatabase(databaseSettings(dataDir, pgName));
  });
  afterEach(async () => {
    await database.close();
    if (pgName) await postgresAdmin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const at = (hour: number) => `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;

  it('fills in the first responses and marks the drawn pictures', async () => {
    expect((await migrator().migrateTo('0007_projects_analytics')).error).toBeUndefined();
    const db = database.db;
    // Written as the app wrote them before 0009 (no first_response_at yet).
    const lead = async (created: string) =>
      (
        await db
          .insertInto('contact_messages')
          .values({
            name: 'Dana',
            email: 'dana@example.org',
            phone: null,
            service_interest: null,
            message: 'Hello',
            language_code: 'en',
            status: 'new',
            created_at: created,
            updated_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const replied = await lead(at(1));
    const waiting = await lead(at(2));
    const event = (leadId: number, kind: string, created: string, extra: object = {}) =>
      db
        .insertInto('lead_events')
        .values({
          lead_type: 'contact',
          lead_id: leadId,
          user_id: null,
          kind,
          status: null,
          note: null,
          created_at: created,
          ...extra,
        } as never)
        .execute();
    await event(replied, 'note', at(2));
    await event(replied, 'visit', at(3));
    await event(replied, 'reply', at(5));
    await event(replied, 'status', at(7), { status: 'contacted' });
    await event(waiting, 'note', at(3));

    const media = async (width: number, height: number) =>
      (
        await db
          .insertInto('media')
          .values({ path: `x/${unique()}.webp`, mime: 'image/webp', size: 1, width, height, variants: '[]', created_at: at(1) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const image = (mediaId: number, filename: string, purpose: string) =>
      db
        .insertInto('images')
        .values({
          media_id: mediaId,
          filename,
          alt_text: '',
          title: '',
          description: '',
          upload_purpose: purpose,
          created_at: at(1),
        })
        .execute();
    const hero = await media(960, 640);
    await image(hero, 'site-hero.webp', 'site-hero');
    const uploadedHero = await media(1600, 900);
    await image(uploadedHero, 'our-garden.jpg', 'site-hero');
    const generated = await media(1024, 1024);
    await db
      .insertInto('image_generation_logs')
      .values({
        prompt: 'a pond',
        engine: 'offline',
        generation_status: 'completed',
        media_id: generated,
        created_at: at(1),
      } as never)
      .execute();
    const category = (
      await db
        .insertInto('service_categories')
        .values({ slug: 'hardscaping', sort_order: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const service = (
      await db
        .insertInto('services')
        .values({
          slug: 'patio-installation',
          category_id: category,
          base_price: 24,
          price_per_sqft: 24,
          price_per_linear_ft: null,
          price_type: 'per_sqft',
          estimated_duration_minutes: 60,
          demand: 'medium',
          is_featured: 0,
          is_active: 1,
          sort_order: 1,
          quote_service: null,
          image_prompt: null,
          created_at: at(1),
          updated_at: at(1),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const texts = {
      description: '',
      unit: '',
      features: '[]',
      requirements: '[]',
      steps: '[]',
      importance: '',
      frequency: '',
      benefits: '[]',
    };
    await db
      .insertInto('service_translations')
      .values({
        service_id: service,
        language_code: 'en',
        name: 'Patio Installation',
        ...texts,
        meta_title: '',
        meta_description: '',
        seo_keywords: '',
      } as never)
      .execute();
    const drawing = await media(960, 549);
    const photo = await media(960, 549);
    for (const [mediaId, alt] of [
      [drawing, 'Patio Installation'],
      [photo, 'Our crew laying pavers'],
    ] as const)
      await db
        .insertInto('service_images')
        .values({
          service_id: service,
          media_id: mediaId,
          image_type: 'gallery',
          image_alt_text: alt,
          sort_order: 0,
          created_at: at(1),
        })
        .execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const responses = await db.selectFrom('contact_messages').select(['id', 'first_response_at']).orderBy('id').execute();
    expect(responses).toEqual([
      { id: replied, first_response_at: at(5) },
      { id: waiting, first_response_at: null },
    ]);
    const drawn = await db.selectFrom('media').select(['id', 'drawn']).orderBy('id').execute();
    expect(Object.fromEntries(drawn.map((m) => [m.id, m.drawn]))).toEqual({
      [hero]: 1,
      [uploadedHero]: 0,
      [generated]: 1,
      [drawing]: 1,
      [photo]: 0,
    });
    expect(await db.selectFrom('content_entries').select('needs_update').execute()).toEqual([]);
  });
});
