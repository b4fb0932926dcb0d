import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { addPhone, createClient, digitsOf, normalEmail, propertyFor } from './linking.js';

export interface ClientSummary {
  id: number;
  name: string;
  emails: string[];
  phones: string[];
  addresses: string[];
  language: string;
  tags: string[];
  created_at: string;
}

const parseTags = (raw: string): string[] => {
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

const like = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Clients (merged ones left out), newest first, found by a name fragment, e-mail, phone digits or address. */
export async function listClients(
  db: Kysely<DB>,
  q: { search?: string; page: number; limit: number },
): Promise<{ clients: ClientSummary[]; total: number }> {
  let query = db.selectFrom('clients').where('merged_into_id', 'is', null);
  const search = q.search?.trim();
  if (search) {
    const pattern = like(search);
    const digits = digitsOf(search);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['clients.name']), 'like', pattern),
        eb.exists(
          eb
            .selectFrom('client_emails')
            .select('client_emails.id')
            .whereRef('client_emails.client_id', '=', 'clients.id')
            .where('client_emails.email', 'like', pattern),
        ),
        eb.exists(
          eb
            .selectFrom('client_properties')
            .select('client_properties.id')
            .whereRef('client_properties.client_id', '=', 'clients.id')
            .where(sql<string>`lower(client_properties.address)`, 'like', pattern),
        ),
        ...(digits.length >= 3
          ? [
              eb.exists(
                eb
                  .selectFrom('client_phones')
                  .select('client_phones.id')
                  .whereRef('client_phones.client_id', '=', 'clients.id')
                  .where('client_phones.digits', 'like', `%${digits}`),
              ),
            ]
          : []),
      ]),
    );
  }
  const { count } = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('clients')
    .orderBy('clients.created_at', 'desc')
    .orderBy('clients.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { clients: await summaries(db, rows), total: Number(count) };
}

type ClientRow = Awaited<ReturnType<typeof findClient>> & object;

async function summaries(db: Kysely<DB>, rows: ClientRow[]): Promise<ClientSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [emails, phones, props] = await Promise.all([
    db.selectFrom('client_emails').select(['client_id', 'email']).where('client_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('client_phones').select(['client_id', 'phone']).where('client_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('client_properties').select(['client_id', 'address']).where('client_id', 'in', ids).orderBy('id').execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    emails: emails.filter((e) => e.client_id === r.id).map((e) => e.email),
    phones: phones.filter((p) => p.client_id === r.id).map((p) => p.phone),
    addresses: props.filter((p) => p.client_id === r.id).map((p) => p.address),
    language: r.language_code,
    tags: parseTags(r.tags),
    created_at: r.created_at,
  }));
}

export const findClient = (db: Kysely<DB>, id: number) =>
  db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();

/** A client id as it stands now: a merged client's id leads to the client it became. */
export async function currentClientId(db: Kysely<DB>, id: number): Promise<number | null> {
  let at = id;
  for (let hop = 0; hop < 10; hop++) {
    const row = await findClient(db, at);
    if (!row) return null;
    if (row.merged_into_id === null) return row.id;
    at = row.merged_into_id;
  }
  return null;
}

export interface TimelineEntry {
  kind: 'request' | 'message' | 'visit' | 'proposal' | 'call' | 'reply' | 'note' | 'hub_message' | 'email';
  at: string;
  title: string;
  detail: string;
  lead_type: 'quote' | 'contact' | null;
  lead_id: number | null;
  ref_id: number;
}

/** The leads (quote requests and contact messages) of a client, newest first. */
export async function clientLeads(db: Kysely<DB>, clientId: number) {
  const [quotes, contacts] = await Promise.all([
    db
      .selectFrom('quote_requests')
      .select(['id', 'reference', 'status', 'created_at', 'name', 'address', 'services'])
      .where('client_id', '=', clientId)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['id', 'status', 'created_at', 'name', 'message'])
      .where('client_id', '=', clientId)
      .execute(),
  ]);
  return [
    ...quotes.map((q) => ({
      type: 'quote' as const,
      id: q.id,
      reference: q.reference,
      status: q.status,
      created_at: q.created_at,
      summary: q.address ?? '',
    })),
    ...contacts.map((c) => ({
      type: 'contact' as const,
      id: c.id,
      reference: null,
      status: c.status,
      created_at: c.created_at,
      summary: c.message.slice(0, 120),
    })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Everything that happened with a client, newest first. */
export async function clientTimeline(db: Kysely<DB>, clientId: number): Promise<TimelineEntry[]> {
  const leads = await clientLeads(db, clientId);
  const out: TimelineEntry[] = [];
  for (const l of leads) {
    out.push({
      kind: l.type === 'quote' ? 'request' : 'message',
      at: l.created_at,
      title: l.reference ?? '',
      detail: l.summary,
      lead_type: l.type,
      lead_id: l.id,
      ref_id: l.id,
    });
  }
  const quoteIds = leads.filter((l) => l.type === 'quote').map((l) => l.id);
  const contactIds = leads.filter((l) => l.type === 'contact').map((l) => l.id);
  const ofLeads = <T extends { lead_type: 'quote' | 'contact'; lead_id: number }>(rows: T[]) =>
    rows.filter((r) => (r.lead_type === 'quote' ? quoteIds : contactIds).includes(r.lead_id));
  if (leads.length > 0) {
    const events = ofLeads(
      await db
        .selectFrom('lead_events')
        .select(['id', 'lead_type', 'lead_id', 'kind', 'note', 'subject', 'created_at'])
        .where('kind', 'in', ['call', 'reply', 'note', 'message'])
        .where((eb) =>
          eb.or([
            ...(quoteIds.length ? [eb.and([eb('lead_type', '=', 'quote'), eb('lead_id', 'in', quoteIds)])] : []),
            ...(contactIds.length ? [eb.and([eb('lead_type', '=', 'contact'), eb('lead_id', 'in', contactIds)])] : []),
          ]),
        )
        .execute(),
    );
    for (const e of events) {
      out.push({
        kind: e.kind === 'message' ? 'hub_message' : (e.kind as 'call' | 'reply' | 'note'),
        at: e.created_at,
        title: e.subject ?? '',
        detail: e.note ?? '',
        lead_type: e.lead_type,
        lead_id: e.lead_id,
        ref_id: e.id,
      });
    }
    const proposals = ofLeads(
      await db
        .selectFrom('proposals')
        .select(['id', 'lead_type', 'lead_id', 'reference', 'revision', 'status', 'total_cents', 'created_at'])
        .where('replaced_by_id', 'is', null)
        .where((eb) =>
          eb.or([
            ...(quoteIds.length ? [eb.and([eb('lead_type', '=', 'quote'), eb('lead_id', 'in', quoteIds)])] : []),
            ...(contactIds.length ? [eb.and([eb('lead_type', '=', 'contact'), eb('lead_id', 'in', contactIds)])] : []),
          ]),
        )
        .execute(),
    );
    for (const p of proposals) {
      out.push({
        kind: 'proposal',
        at: p.created_at,
        title: `${p.reference}`,
        detail: `${p.status} · ${(p.total_cents / 100).toFixed(2)}`,
        lead_type: p.lead_type,
        lead_id: p.lead_id,
        ref_id: p.id,
      });
    }
  }
  const visits = await db
    .selectFrom('visits')
    .select(['id', 'reference', 'status', 'start_at', 'created_at', 'lead_type', 'lead_id', 'address'])
    .where('client_id', '=', clientId)
    .execute();
  for (const v of visits) {
    out.push({
      kind: 'visit',
      at: v.created_at,
      title: v.reference,
      detail: `${v.status} · ${v.start_at} · ${v.address}`,
      lead_type: v.lead_type,
      lead_id: v.lead_id,
      ref_id: v.id,
    });
  }
  const emails = (await db.selectFrom('client_emails').select('email').where('client_id', '=', clientId).execute()).map(
    (e) => e.email,
  );
  if (emails.length > 0) {
    const mails = await db
      .selectFrom('outbox')
      .select(['id', 'subject', 'status', 'recipient', 'created_at', 'sent_at'])
      .where((eb) => eb(eb.fn('lower', ['recipient']), 'in', emails))
      .execute();
    for (const m of mails) {
      out.push({
        kind: 'email',
        at: m.created_at,
        title: m.subject,
        detail: `${m.status} · ${m.recipient}`,
        lead_type: null,
        lead_id: null,
        ref_id: m.id,
      });
    }
  }
  return out.sort((a, b) => b.at.localeCompare(a.at) || b.ref_id - a.ref_id);
}

/** A client with its contact details and properties. */
export async function clientDetail(db: Kysely<DB>, id: number) {
  const row = await findClient(db, id);
  if (!row) return null;
  const [emails, phones, properties] = await Promise.all([
    db.selectFrom('client_emails').select(['id', 'email', 'verified_at']).where('client_id', '=', id).orderBy('id').execute(),
    db.selectFrom('client_phones').select(['id', 'phone']).where('client_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('client_properties')
      .select(['id', 'address', 'access_notes'])
      .where('client_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    id: row.id,
    name: row.name,
    language: row.language_code,
    notes: row.notes,
    tags: parseTags(row.tags),
    version: row.version,
    merged_into_id: row.merged_into_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    emails: emails.map((e) => ({ id: e.id, email: e.email, verified: e.verified_at !== null })),
    phones,
    properties,
  };
}

export interface ClientInput {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  language?: string;
  notes?: string;
  tags?: string[];
}

/** 'email-taken' when another client has the address. */
export async function insertClient(db: Kysely<DB>, c: ClientInput): Promise<number | 'email-taken'> {
  return db.transaction().execute(async (trx) => {
    if (c.email) {
      const taken = await trx
        .selectFrom('client_emails')
        .select('id')
        .where('email', '=', normalEmail(c.email))
        .executeTakeFirst();
      if (taken) return 'email-taken' as const;
    }
    const { clientId } = await createClient(trx, c);
    return clientId;
  });
}

export interface ClientPatch {
  name?: string;
  language?: string;
  notes?: string;
  tags?: string[];
  add_email?: string;
  add_phone?: string;
  add_property?: { address: string; access_notes?: string };
  properties?: { id: number; address?: string; access_notes?: string }[];
  version?: number;
}

export type PatchResult = 'not-found' | 'email-taken' | 'property-not-found' | { stale: number } | 'ok';

export async function patchClient(db: Kysely<DB>, id: number, p: ClientPatch): Promise<PatchResult> {
  return db
    .transaction()
    .execute(async (trx): Promise<PatchResult> => {
      const row = await findClient(trx, id);
      if (!row || row.merged_into_id !== null) return 'not-found';
      if (p.version !== undefined && p.version !== row.version) return { stale: row.version };
      const now = new Date().toISOString();
      if (p.add_email) {
        const email = normalEmail(p.add_email);
        const owner = await trx.selectFrom('client_emails').select('client_id').where('email', '=', email).executeTakeFirst();
        if (owner && owner.client_id !== id) return 'email-taken';
        if (!owner) await trx.insertInto('client_emails').values({ client_id: id, email, created_at: now }).execute();
      }
      if (p.add_phone) await addPhone(trx, id, p.add_phone, now);
      if (p.add_property) {
        const propertyId = await propertyFor(trx, id, p.add_property.address, now);
        if (propertyId && p.add_property.access_notes !== undefined) {
          await trx
            .updateTable('client_properties')
            .set({ access_notes: p.add_property.access_notes, updated_at: now })
            .where('id', '=', propertyId)
            .execute();
        }
      }
      for (const prop of p.properties ?? []) {
        const changed = await trx
          .updateTable('client_properties')
          .set({
            ...(prop.address !== undefined ? { address: prop.address.trim() } : {}),
            ...(prop.access_notes !== undefined ? { access_notes: prop.access_notes } : {}),
            updated_at: now,
          })
          .where('id', '=', prop.id)
          .where('client_id', '=', id)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw new PropertyNotFound();
      }
      const updated = await trx
        .updateTable('clients')
        .set({
          ...(p.name !== undefined ? { name: p.name.trim() } : {}),
          ...(p.language !== undefined ? { language_code: p.language } : {}),
          ...(p.notes !== undefined ? { notes: p.notes } : {}),
          ...(p.tags !== undefined ? { tags: JSON.stringify([...new Set(p.tags.map((t) => t.trim()).filter(Boolean))]) } : {}),
          version: row.version + 1,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('version', '=', row.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return { stale: row.version + 1 };
      return 'ok';
    })
    .catch((error: unknown) => {
      if (error instanceof PropertyNotFound) return 'property-not-found' as const;
      throw error;
    });
}

class PropertyNotFound extends Error {}

/**
 * Merges `otherId` into `id`: addresses, phones, properties, accounts, requests, messages, visits,
 * sign-in links and hub sessions move; notes and tags are joined; the other client is kept, pointing
 * at this one, so its id still leads here. Nothing is deleted.
 */
export async function mergeClients(db: Kysely<DB>, id: number, otherId: number): Promise<'ok' | 'not-found' | 'same'> {
  if (id === otherId) return 'same';
  return db.transaction().execute(async (trx) => {
    const [keep, other] = await Promise.all([findClient(trx, id), findClient(trx, otherId)]);
    if (!keep || !other || keep.merged_into_id !== null || other.merged_into_id !== null) return 'not-found' as const;
    const now = new Date().toISOString();
    for (const table of [
      'client_emails',
      'client_phones',
      'client_properties',
      'users',
      'quote_requests',
      'contact_messages',
      'visits',
      'client_sign_in_links',
      'hub_sessions',
    ] as const) {
      await trx.updateTable(table).set({ client_id: id }).where('client_id', '=', otherId).execute();
    }
    const notes = [keep.notes, other.notes].filter((n) => n.trim()).join('\n\n');
    const tags = [...new Set([...parseTags(keep.tags), ...parseTags(other.tags)])];
    await trx
      .updateTable('clients')
      .set({ notes, tags: JSON.stringify(tags), version: keep.version + 1, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('clients')
      .set({ merged_into_id: id, version: other.version + 1, updated_at: now })
      .where('id', '=', otherId)
      .execute();
    return 'ok' as const;
  });
}
