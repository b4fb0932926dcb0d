import type { Kysely } from 'kysely';
import { LANGUAGE_NAMES, LANGUAGES } from '../../domain/languages.js';
import type { DB } from '../db/schema.js';
import { CONTENT_SECTIONS } from './sections.js';

/** Seeds the three languages and the editable sections that are missing; entries start empty (built-in texts). */
export async function seedContent(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('languages')
    .values(LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code].name, native_name: LANGUAGE_NAMES[code].nativeName })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('content_sections')
    .values(CONTENT_SECTIONS.map((s) => ({ section_key: s.key, section_name: s.name, category: s.category })))
    .onConflict((oc) => oc.column('section_key').doNothing())
    .execute();
}
