import type { Kysely } from 'kysely';
import { DEFAULT_LANG } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { renderEmail } from '../mail/layout.js';
import { enqueueMail } from '../mail/outbox.js';
import { issueLink, proposalPath } from '../proposals/links.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { hubJobs } from '../jobs/hub.js';
import { issueVisitLink } from '../visits/links.js';
import { clientLeads } from './repository.js';

type LeadKey = { type: 'quote' | 'contact'; id: number };

const json = <T>(raw: string | null, fallback: T): T => {
  try {
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
};

const leadFilter = (leads: LeadKey[]) => ({
  quotes: leads.filter((l) => l.type === 'quote').map((l) => l.id),
  contacts: leads.filter((l) => l.type === 'contact').map((l) => l.id),
});

/** The messages between the company and the client: replies from the inbox and the client's own, newest first. */
export async function hubMessages(db: Kysely<DB>, clientId: number) {
  const { quotes, contacts } = leadFilter(await clientLeads(db, clientId));
  if (quotes.length + contacts.length === 0) return [];
  const rows = await db
    .selectFrom('lead_events')
    .select(['id', 'kind', 'note', 'subject', 'created_at', 'lead_type', 'lead_id'])
    .where('kind', 'in', ['reply', 'message'])
    .where((eb) =>
      eb.or([
        ...(quotes.length ? [eb.and([eb('lead_type', '=', 'quote'), eb('lead_id', 'in', quotes)])] : []),
        ...(contacts.length ? [eb.and([eb('lead_type', '=', 'contact'), eb('lead_id', 'in', contacts)])] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    from: r.kind === 'reply' ? ('company' as const) : ('client' as const),
    subject: r.subject ?? null,
    message: r.note ?? '',
    created_at: r.created_at,
  }));
}

/**
 * Everything of one client for its hub, newest first. Open proposals and upcoming visits carry a
 * fresh link of their own (/proposals/{token}, /visits/{token}) to accept, reschedule or cancel
 * there: stored tokens are digests and cannot be handed out again.
 */
export async function hubData(ctx: AppContext, clientId: number) {
  const db = ctx.db;
  const client = await db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
  const [emails, phones, properties, quotes, visits] = await Promise.all([
    db.selectFrom('client_emails').select('email').where('client_id', '=', clientId).orderBy('id').execute(),
    db.selectFrom('client_phones').select('phone').where('client_id', '=', clientId).orderBy('id').execute(),
    db
      .selectFrom('client_properties')
      .select(['id', 'address', 'access_notes'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('quote_requests')
      .select([
        'id',
        'reference',
        'services',
        'address',
        'status',
        'range_low_cents',
        'range_high_cents',
        'total_price',
        'created_at',
        'message',
      ])
      .where('client_id', '=', clientId)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('visits')
      .select(['id', 'reference', 'status', 'start_at', 'end_at', 'address', 'service'])
      .where('client_id', '=', clientId)
      .orderBy('start_at', 'desc')
      .execute(),
  ]);
  const files = quotes.length
    ? await db
        .selectFrom('quote_files')
        .select(['id', 'quote_id', 'original_name', 'mime'])
        .where(
          'quote_id',
          'in',
          quotes.map((q) => q.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const leads = await clientLeads(db, clientId);
  const { quotes: quoteIds, contacts: contactIds } = leadFilter(leads);
  const proposals =
    leads.length === 0
      ? []
      : await db
          .selectFrom('proposals')
          .select(['id', 'reference', 'revision', 'status', 'total_cents', 'valid_until', 'created_at', 'lead_type', 'lead_id'])
          .where('replaced_by_id', 'is', null)
          .where('status', '!=', 'draft')
          .where((eb) =>
            eb.or([
              ...(quoteIds.length ? [eb.and([eb('lead_type', '=', 'quote'), eb('lead_id', 'in', quoteIds)])] : []),
              ...(contactIds.length ? [eb.and([eb('lead_type', '=', 'contact'), eb('lead_id', 'in', contactIds)])] : []),
            ]),
          )
          .orderBy('created_at', 'desc')
          .execute();
  const now = new Date().toISOString();
  const proposalViews = [];
  for (const p of proposals) {
    const open = p.status === 'sent' || p.status === 'viewed';
    const token = await issueLink(db, ctx.config.sessionSecret, p.id, now);
    proposalViews.push({
      id: p.id,
      reference: p.reference,
      revision: p.revision,
      status: p.status,
      total_cents: p.total_cents,
      valid_until: p.valid_until,
      created_at: p.created_at,
      open,
      url: proposalPath(token),
    });
  }
  const visitViews = [];
  for (const v of visits) {
    const upcoming = v.status === 'booked' && v.start_at > now;
    const token = upcoming ? await issueVisitLink(db, v.id, now) : null;
    visitViews.push({
      id: v.id,
      reference: v.reference,
      status: v.status,
      start_at: v.start_at,
      end_at: v.end_at,
      address: v.address,
      service: v.service,
      upcoming,
      manage_url: token ? `/visits/${token}` : null,
    });
  }
  return {
    client: {
      id: client.id,
      name: client.name,
      language: client.language_code,
      emails: emails.map((e) => e.email),
      phones: phones.map((p) => p.phone),
      properties,
    },
    requests: quotes.map((q) => ({
      id: q.id,
      reference: q.reference,
      services: json<string[]>(q.services, []),
      address: q.address,
      status: q.status,
      message: q.message,
      range_low_cents: q.range_low_cents,
      range_high_cents: q.range_high_cents,
      created_at: q.created_at,
      photos: files
        .filter((f) => f.quote_id === q.id)
        .map((f) => ({ id: f.id, name: f.original_name, mime: f.mime, url: `/api/hub/files/${f.id}` })),
    })),
    visits: visitViews,
    proposals: proposalViews,
    jobs: await hubJobs(ctx, clientId),
    messages: await hubMessages(db, clientId),
  };
}

/**
 * A message from the hub: it lands in the history of the client's newest lead (a new contact
 * message when the client has none) and the company is told by e-mail.
 */
export async function postHubMessage(ctx: AppContext, clientId: number, message: string) {
  const client = await ctx.db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
  const email = await ctx.db
    .selectFrom('client_emails')
    .select('email')
    .where('client_id', '=', clientId)
    .orderBy('id')
    .executeTakeFirst();
  const brand = await readEmailBrand(ctx);
  const at = new Date().toISOString();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const newest = (await clientLeads(trx, clientId))[0];
    let lead: LeadKey;
    if (newest) lead = { type: newest.type, id: newest.id };
    else {
      const { id } = await trx
        .insertInto('contact_messages')
        .values({
          name: client.name,
          email: email?.email ?? '',
          phone: null,
          service_interest: null,
          message,
          language_code: client.language_code,
          status: 'new',
          client_id: clientId,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lead = { type: 'contact', id };
    }
    const event = await trx
      .insertInto('lead_events')
      .values({
        lead_type: lead.type,
        lead_id: lead.id,
        user_id: null,
        kind: 'message',
        status: null,
        note: message,
        actor_name: client.name,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const t = translator(DEFAULT_LANG);
    const { company, logo } = brand;
    const leadUrl = `${ctx.config.publicUrl}/admin/leads/${lead.type}/${lead.id}`;
    const content = renderEmail({
      lang: DEFAULT_LANG,
      company,
      logo,
      heading: t('email.hub.message.heading'),
      paragraphs: [t('email.hub.message.intro', { name: client.name })],
      rows: [{ label: t('email.hub.message.label'), value: message }],
      action: { label: t('email.hub.message.action'), url: leadUrl },
      footer: t('email.hub.message.footer'),
    });
    await enqueueMail(trx, {
      kind: 'hub-message-company',
      to: ctx.config.companyEmail ?? company.email,
      ...(email ? { replyTo: email.email } : {}),
      subject: t('email.hub.message.subject', { name: client.name }),
      ...content,
    });
    return { id: event.id, lead };
  });
  ctx.outbox.nudge();
  return { id: row.id, from: 'client' as const, subject: null, message, created_at: at };
}
