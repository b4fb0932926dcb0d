import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Lang } from '../../domain/languages.js';
import { isUniqueViolation } from '../db/errors.js';
import type { DB } from '../db/schema.js';
import type { ContentEntry } from './schemas.js';

type EntryScope = ExpressionBuilder<DB & { e: DB['content_entries'] }, 'e'>;

export async function listLanguages(db: Kysely<DB>) {
  return db.selectFrom('languages').select(['code', 'name', 'native_name']).orderBy('code').execute();
}

export async function listSections(db: Kysely<DB>) {
  return db.selectFrom('content_sections').select(['id', 'section_key', 'section_name', 'category']).orderBy('id').execute();
}

export async function findSection(db: Kysely<DB>, sectionKey: string) {
  return db.selectFrom('content_sections').selectAll().where('section_key', '=', sectionKey).executeTakeFirst();
}

function entries(db: Kysely<DB>) {
  return db
    .selectFrom('content_entries as e')
    .innerJoin('content_sections as s', 's.id', 'e.section_id')
    .innerJoin('languages as l', 'l.code', 'e.language_code')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .select([
      'e.id',
      'e.section_id',
      's.section_key',
      's.section_name',
      's.category',
      'e.language_code',
      'l.name as language_name',
      'l.native_name',
      'e.content',
      'e.is_published',
      'e.is_draft',
      'e.version',
      'e.created_at',
      'e.needs_update',
      'u.first_name',
      'u.last_name',
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

function toEntry({ first_name, last_name, ...row }: EntryRow): ContentEntry {
  return {
    ...row,
    is_published: Boolean(row.is_published),
    is_draft: Boolean(row.is_draft),
    needs_update: Boolean(row.needs_update),
    created_by_name: first_name ? `${first_name} ${last_name ?? ''}`.trim() : null,
  };
}

/** e is the newest version of its section and language (among drafts too, or among non-drafts). */
const newest =
  (options: { nonDraft?: boolean } = {}) =>
  (eb: EntryScope) =>
    eb(
      'e.version',
      '=',
      eb
        .selectFrom('content_entries as e2')
        .select((e2) => e2.fn.max('e2.version').as('v'))
        .whereRef('e2.section_id', '=', 'e.section_id')
        .whereRef('e2.language_code', '=', 'e.language_code')
        .$if(Boolean(options.nonDraft), (q) => q.where('e2.is_draft', '=', 0)),
    );

/** The current (newest) version of every section and language that has one. */
export async function currentEntries(db: Kysely<DB>, filter: { sectionKey?: string; lang?: Lang } = {}): Promise<ContentEntry[]> {
  const rows = await entries(db)
    .where(newest())
    .$if(filter.sectionKey !== undefined, (q) => q.where('s.section_key', '=', filter.sectionKey!))
    .$if(filter.lang !== undefined, (q) => q.where('e.language_code', '=', filter.lang!))
    .orderBy('s.id')
    .orderBy('e.language_code')
    .execute();
  return rows.map(toEntry);
}

/**
 * What visitors see in a language: per section, the newest version that is not a draft, when it
 * is published. A draft saved later leaves the published text in place; a non-draft save that is
 * not published takes the section back to the built-in text.
 */
export async function publishedEntries(db: Kysely<DB>, lang: Lang) {
  return db
    .selectFrom('content_entries as e')
    .innerJoin('content_sections as s', 's.id', 'e.section_id')
    .select(['s.section_key', 'e.content', 'e.version', 'e.language_code'])
    .where('e.language_code', '=', lang)
    .where('e.is_draft', '=', 0)
    .where('e.is_published', '=', 1)
    .where(newest({ nonDraft: true }))
    .orderBy('s.id')
    .execute();
}

/** Every version of one section in one language, newest first. */
export async function entryHistory(db: Kysely<DB>, sectionId: number, lang: Lang): Promise<ContentEntry[]> {
  const rows = await entries(db)
    .where('e.section_id', '=', sectionId)
    .where('e.language_code', '=', lang)
    .orderBy('e.version', 'desc')
    .execute();
  return rows.map(toEntry);
}

export async function entryVersion(db: Kysely<DB>, sectionId: number, lang: Lang, version: number) {
  return db
    .selectFrom('content_entries')
    .select(['content', 'is_published', 'is_draft'])
    .where('section_id', '=', sectionId)
    .where('language_code', '=', lang)
    .where('version', '=', version)
    .executeTakeFirst();
}

export interface NewVersion {
  sectionId: number;
  lang: Lang;
  content: string;
  isPublished: boolean;
  isDraft: boolean;
  userId: number;
  /** The version the editor started from; undefined skips the check (clients that do not send it). */
  baseVersion?: number;
}

/**
 * Adds a version after the newest one; older versions stay. Refused (with the newest version
 * number) when someone saved since the editor's base version; the unique (section, language,
 * version) constraint settles two saves that race past the check.
 */
export async function insertVersion(db: Kysely<DB>, input: NewVersion): Promise<{ id: number } | { conflict: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const latest = await latestVersion(trx, input.sectionId, input.lang);
      if (input.baseVersion !== undefined && input.baseVersion !== latest) return { conflict: latest };
      const before = await trx
        .selectFrom('content_entries')
        .select(['content', 'needs_update'])
        .where('section_id', '=', input.sectionId)
        .where('language_code', '=', input.lang)
        .where('version', '=', latest)
        .executeTakeFirst();
      const row = await trx
        .insertInto('content_entries')
        .values({
          section_id: input.sectionId,
          language_code: input.lang,
          content: input.content,
          is_published: input.isPublished ? 1 : 0,
          is_draft: input.isDraft ? 1 : 0,
          version: latest + 1,
          created_by: input.userId,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A changed text (not a draft) makes the section's other languages 'needs update' until edited
      // or confirmed; a first text, or one catching up, marks nothing else (as languagesToUpdate).
      const edited = before !== undefined && before.content.trim() !== input.content.trim();
      if (!input.isDraft && edited && !before.needs_update) await markOthersStale(trx, input.sectionId, input.lang);
      return { id: row.id };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { conflict: await latestVersion(db, input.sectionId, input.lang) };
  }
}

/** The newest version of each other language of a section: its text may be out of date now. */
async function markOthersStale(db: Kysely<DB>, sectionId: number, lang: Lang): Promise<void> {
  await db
    .updateTable('content_entries as e')
    .set({ needs_update: 1 })
    .where('e.section_id', '=', sectionId)
    .where('e.language_code', '!=', lang)
    .where(newest())
    .execute();
}

/** 'Still correct': the newest version of a section's language is confirmed; false when there is none. */
export async function confirmEntry(db: Kysely<DB>, sectionId: number, lang: Lang): Promise<number | null> {
  const latest = await latestVersion(db, sectionId, lang);
  if (latest === 0) return null;
  const row = await db
    .updateTable('content_entries')
    .set({ needs_update: 0 })
    .where('section_id', '=', sectionId)
    .where('language_code', '=', lang)
    .where('version', '=', latest)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findEntry(db: Kysely<DB>, id: number): Promise<ContentEntry | undefined> {
  const row = await entries(db).where('e.id', '=', id).executeTakeFirst();
  return row && toEntry(row);
}

async function latestVersion(db: Kysely<DB>, sectionId: number, lang: Lang): Promise<number> {
  const row = await db
    .selectFrom('content_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.max('version'), sql<number>`0`).as('v'))
    .where('section_id', '=', sectionId)
    .where('language_code', '=', lang)
    .executeTakeFirstOrThrow();
  return Number(row.v);
}
