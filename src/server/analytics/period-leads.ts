import type { Kysely } from 'kysely';
import type { LeadType } from '../../domain/leads.js';
import type { DB, LeadStatus } from '../db/schema.js';
import { jsonList } from '../quotes/repository.js';

/**
 * Every lead of a period, quote requests and contact messages alike, with every stored field and
 * the time of its first response: the rows the analytics figures and the CSV export are made from.
 */

/** A lead's first response: the first status change away from 'new' (docs/admin-content.md#analytics). */
export interface PeriodLead {
  type: LeadType;
  id: number;
  created_at: string;
  status: LeadStatus;
  language_code: string;
  first_response_at: string | null;
  reference: string | null;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  message: string | null;
  /** Quote services asked for (quote requests). */
  services: string[];
  /** The contact form's service interest (messages). */
  service_interest: string | null;
  property_type: string | null;
  property_size: string | null;
  timeline: string | null;
  budget: string | null;
  urgency: string | null;
  plant_preferences: string[];
  style_preferences: string[];
  material_selection: string[];
  /** The quote builder's starting estimate in dollars, as stored with the request. */
  estimate_total: number | null;
  source_landing: string | null;
  source_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

/** Leads created in [start, end) (ISO UTC), oldest first. */
export async function readPeriodLeads(db: Kysely<DB>, bounds: { start: string; end: string }): Promise<PeriodLead[]> {
  const quoteRows = db.selectFrom('quote_requests').where('created_at', '>=', bounds.start).where('created_at', '<', bounds.end);
  const contactRows = db
    .selectFrom('contact_messages')
    .where('created_at', '>=', bounds.start)
    .where('created_at', '<', bounds.end);
  const [quotes, contacts, responses] = await Promise.all([
    quoteRows.selectAll().execute(),
    contactRows.selectAll().execute(),
    db
      .selectFrom('lead_events')
      .select(['lead_type', 'lead_id', (eb) => eb.fn.min<string>('created_at').as('first')])
      .where('kind', '=', 'status')
      .where('status', '!=', 'new')
      .where((eb) =>
        eb.or([
          eb.and([eb('lead_type', '=', 'quote'), eb('lead_id', 'in', quoteRows.select('id'))]),
          eb.and([eb('lead_type', '=', 'contact'), eb('lead_id', 'in', contactRows.select('id'))]),
        ]),
      )
      .groupBy(['lead_type', 'lead_id'])
      .execute(),
  ]);
  const firstResponse = new Map(responses.map((r) => [`${r.lead_type}:${r.lead_id}`, r.first]));
  const source = (row: (typeof quotes)[number] | (typeof contacts)[number]) => ({
    source_landing: row.source_landing,
    source_referrer: row.source_referrer,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
  });
  const leads: PeriodLead[] = [
    ...quotes.map((q) => ({
      type: 'quote' as const,
      id: q.id,
      created_at: q.created_at,
      status: q.status,
      language_code: q.language_code,
      first_response_at: firstResponse.get(`quote:${q.id}`) ?? null,
      reference: q.reference,
      name: q.name,
      email: q.email,
      phone: q.phone,
      address: q.address,
      message: q.message,
      services: jsonList(q.services),
      service_interest: null,
      property_type: q.property_type,
      property_size: q.property_size,
      timeline: q.timeline,
      budget: q.budget,
      urgency: q.urgency,
      plant_preferences: jsonList(q.plant_preferences),
      style_preferences: jsonList(q.style_preferences),
      material_selection: jsonList(q.material_selection),
      estimate_total: Number(q.total_price),
      ...source(q),
    })),
    ...contacts.map((c) => ({
      type: 'contact' as const,
      id: c.id,
      created_at: c.created_at,
      status: c.status,
      language_code: c.language_code,
      first_response_at: firstResponse.get(`contact:${c.id}`) ?? null,
      reference: null,
      name: c.name,
      email: c.email,
      phone: c.phone,
      address: null,
      message: c.message,
      services: [],
      service_interest: c.service_interest,
      property_type: null,
      property_size: null,
      timeline: null,
      budget: null,
      urgency: null,
      plant_preferences: [],
      style_preferences: [],
      material_selection: [],
      estimate_total: null,
      ...source(c),
    })),
  ];
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return leads.sort((a, b) => order(a.created_at, b.created_at) || order(a.type, b.type) || a.id - b.id);
}
