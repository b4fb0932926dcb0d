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
 * Migration 0005 on a site that ran before it: the seeded hero and story pictures get the alt
 * texts the pages showed, in three languages; the seeded team pictures (landscapes standing in
 * for people) are removed with their media rows; an alt text an admin wrote is left alone.
 */
describe.each(engines)('site content migration on %s', (engine: Engine) => {
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

  it('moves the pictures’ alt texts out of the dictionary and removes the stand-in team pictures', async () => {
    expect((await migrator().migrateTo('0002_shared_state')).error).toBeUndefined();
    const db = database.db;
    const at = new Date().toISOString();
    const picture = async (purpose: string, alt: string) => {
      const media = await db
        .insertInto('media')
        .values({
          path: `site/${purpose}.webp`,
          mime: 'image/webp',
          size: 1,
          width: 10,
          height: 10,
          variants: '[]',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('images')
        .values({
          media_id: media.id,
          filename: `${purpose}.webp`,
          alt_text: alt,
          title: '',
          description: '',
          upload_purpose: purpose,
          created_at: at,
        })
        .execute();
      return media.id;
    };
    await picture('site-hero', 'A landscaped backyard garden');
    await picture('site-about', 'Our own words about the crew');
    const team = [await picture('site-team-1', 'Michael Reyes'), await picture('site-team-2', 'Jennifer Park')];

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const images = await db
      .selectFrom('images')
      .select(['upload_purpose', 'alt_text', 'alt_translations'])
      .orderBy('upload_purpose')
      .execute();
    expect(images).toEqual([
      { upload_purpose: 'site-about', alt_text: 'Our own words about the crew', alt_translations: '{}' },
      {
        upload_purpose: 'site-hero',
        alt_text: 'A sunny landscaped backyard with a green lawn, flower beds and a stone path',
        alt_translations: JSON.stringify({
          es: 'Un patio soleado con césped verde, canteros de flores y un sendero de piedra',
          pt: 'Um quintal ensolarado com gramado verde, canteiros de flores e um caminho de pedra',
        }),
      },
    ]);
    expect(await db.selectFrom('media').select('id').where('id', 'in', team).execute()).toEqual([]);
    expect(await db.selectFrom('site_blocks').selectAll().execute()).toEqual([]);
  });
});
