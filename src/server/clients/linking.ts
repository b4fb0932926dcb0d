import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What a request, message, booking or account says about its customer. */
export interface ContactDetails {
  email: string;
  name: string;
  phone?: string | null;
  address?: string | null;
  language?: string | null;
  at?: string;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();
export const digitsOf = (phone: string) => phone.replace(/\D+/g, '');

/** The client of an e-mail address, or null. */
export async function clientIdByEmail(db: Kysely<DB>, email: string): Promise<number | null> {
  const row = await db.selectFrom('client_emails').select('client_id').where('email', '=', normalEmail(email)).executeTakeFirst();
  return row?.client_id ?? null;
}

/** Adds a phone number the client does not have yet (compared by digits). */
export async function addPhone(db: Kysely<DB>, clientId: number, phone: string, at: string): Promise<void> {
  const digits = digitsOf(phone);
  if (!digits) return;
  const known = await db
    .selectFrom('client_phones')
    .select('id')
    .where('client_id', '=', clientId)
    .where('digits', '=', digits)
    .executeTakeFirst();
  if (!known)
    await db.insertInto('client_phones').values({ client_id: clientId, phone: phone.trim(), digits, created_at: at }).execute();
}

/** The client's property at an address (compared without case or surrounding spaces), added when new. */
export async function propertyFor(db: Kysely<DB>, clientId: number, address: string, at: string): Promise<number | null> {
  const clean = address.trim().replace(/\s+/g, ' ');
  if (!clean) return null;
  const known = await db
    .selectFrom('client_properties')
    .select('id')
    .where('client_id', '=', clientId)
    .where((eb) => eb(eb.fn('lower', ['address']), '=', clean.toLowerCase()))
    .executeTakeFirst();
  if (known) return known.id;
  const row = await db
    .insertInto('client_properties')
    .values({ client_id: clientId, address: clean, access_notes: '', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Creates a client with one e-mail address (and phone and property when given). */
export async function createClient(
  db: Kysely<DB>,
  c: {
    name: string;
    email?: string | null;
    phone?: string | null;
    address?: string | null;
    language?: string | null;
    notes?: string;
    tags?: string[];
  },
  at = new Date().toISOString(),
): Promise<{ clientId: number; propertyId: number | null }> {
  const { id } = await db
    .insertInto('clients')
    .values({
      name: c.name.trim() || (c.email ?? '').trim(),
      language_code: c.language && ['en', 'es', 'pt'].includes(c.language) ? c.language : 'en',
      notes: c.notes ?? '',
      tags: JSON.stringify(c.tags ?? []),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (c.email)
    await db
      .insertInto('client_emails')
      .values({ client_id: id, email: normalEmail(c.email), created_at: at })
      .execute();
  if (c.phone) await addPhone(db, id, c.phone, at);
  const propertyId = c.address ? await propertyFor(db, id, c.address, at) : null;
  return { clientId: id, propertyId };
}

/**
 * The client of a request, message or booking: the one that has its e-mail address, or a new one
 * created from it. A new phone number or address is added to the client.
 */
export async function clientForContact(
  db: Kysely<DB>,
  c: ContactDetails,
): Promise<{ clientId: number; propertyId: number | null }> {
  const at = c.at ?? new Date().toISOString();
  const existing = await clientIdByEmail(db, c.email);
  if (existing === null) return createClient(db, c, at);
  if (c.phone) await addPhone(db, existing, c.phone, at);
  const propertyId = c.address ? await propertyFor(db, existing, c.address, at) : null;
  return { clientId: existing, propertyId };
}

type LinkedTable = 'quote_requests' | 'contact_messages' | 'visits';

/** Links a stored request, message or visit to its client (and property); call in the transaction that stores it. */
export async function linkRow(db: Kysely<DB>, table: LinkedTable, id: number): Promise<number> {
  const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const r = row as {
    email: string;
    name: string;
    phone: string | null;
    address?: string | null;
    language_code: string;
    created_at: string;
  };
  const { clientId, propertyId } = await clientForContact(db, {
    email: r.email,
    name: r.name,
    phone: r.phone,
    address: r.address ?? null,
    language: r.language_code,
    at: r.created_at,
  });
  if (table === 'contact_messages') {
    await db.updateTable('contact_messages').set({ client_id: clientId }).where('id', '=', id).execute();
  } else {
    await db.updateTable(table).set({ client_id: clientId, property_id: propertyId }).where('id', '=', id).execute();
  }
  return clientId;
}

/**
 * An account belongs to the client of its address once the address is verified: the client is
 * found (or created) and its address marked verified. An unverified account is never linked.
 */
export async function linkAccount(db: Kysely<DB>, userId: number): Promise<number | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user || user.email_verified_at === null || user.role === 'admin') return null;
  const { clientId } = await clientForContact(db, {
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
    phone: user.phone,
    address: user.address,
    at: user.email_verified_at,
  });
  await db
    .updateTable('client_emails')
    .set({ verified_at: user.email_verified_at })
    .where('email', '=', normalEmail(user.email))
    .where('verified_at', 'is', null)
    .execute();
  await db.updateTable('users').set({ client_id: clientId }).where('id', '=', userId).execute();
  // Rows with this address that were never linked (written before clients existed) join now.
  const email = normalEmail(user.email);
  for (const table of ['quote_requests', 'contact_messages', 'visits'] as const) {
    const orphans = await db
      .selectFrom(table)
      .select('id')
      .where('client_id', 'is', null)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .execute();
    for (const row of orphans) await linkRow(db, table, row.id);
  }
  return clientId;
}

/** Migration 0014: links every existing request, message, visit (oldest first) and verified account. */
export async function backfillClients(db: Kysely<DB>): Promise<void> {
  const rows: { table: LinkedTable; id: number; created_at: string }[] = [];
  for (const table of ['quote_requests', 'contact_messages', 'visits'] as const) {
    const found = await db.selectFrom(table).select(['id', 'created_at']).where('client_id', 'is', null).execute();
    rows.push(...found.map((r) => ({ table, id: r.id, created_at: r.created_at })));
  }
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  for (const r of rows) await linkRow(db, r.table, r.id);
  const users = await db
    .selectFrom('users')
    .select('id')
    .where('email_verified_at', 'is not', null)
    .where('client_id', 'is', null)
    .execute();
  for (const u of users) await linkAccount(db, u.id);
}
