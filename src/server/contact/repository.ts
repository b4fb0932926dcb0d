import { linkRow } from '../clients/linking.js';
import type { Kysely } from 'kysely';
import type { ContactInput } from '../../domain/contact-schema.js';
import type { Lang } from '../../domain/languages.js';
import { type LeadSource, leadSourceColumns } from '../../domain/lead-source.js';
import type { DB } from '../db/schema.js';

/** Stores a contact message as a new lead; returns its id. */
export async function insertContactMessage(
  db: Kysely<DB>,
  input: ContactInput,
  lang: Lang,
  source?: LeadSource,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      service_interest: input.serviceInterest || null,
      message: input.message,
      language_code: lang,
      status: 'new',
      ...leadSourceColumns(source),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkRow(db, 'contact_messages', row.id);
  return row.id;
}
