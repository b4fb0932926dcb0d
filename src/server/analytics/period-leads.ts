import type { Kysely } from 'kysely';
import type { LeadType } from '../../domain/leads.js';
import type { DB, LeadStatus } from '../db/schema.js';
import { jsonList, readQuoteRow } from '../quotes/repository.js';
import type { StoredJob } from '../../domain/quote/job.js';

/**
 * Every lead of a period, quote requests and contact messages alike, with every stored field and
 * the time of its first response: the rows the analytics figures and the CSV export are made from.
 */

export interface PeriodLead {
  type: LeadType;
  id: number;
  created_at: string;
  status: LeadStatus;
  language_code: string;
  /** The first reply, proposal sent, call logged or status change by the owner (leads/first-response.ts). */
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
  /** The range the visitor read, in dollars; null for messages and requests sent before the price book. */
  range_low: number | null;
  range_high: number | null;
  /** The job as quoted (docs/price-book.md). */
  job: StoredJob | null;
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

const rangeOf = (job: StoredJob | null) => ({
  range_low: job ? job.low_cents / 100 : null,
  range_high: job ? job.high_cents / 100 : null,
  job,
});

/** Leads created in [start, end) (ISO UTC), oldest first. */
export async function readPeriodLeads(db: Kysely<DB>, bounds: { start: string; end: string }): Promise<PeriodLead[]> {
  const quoteRows = db.selectFrom('quote_requests').where('created_at', '>=', bounds.start).where('created_at', '<', bounds.end);
  const contactRows = db
    .selectFrom('contact_messages')
    .where('created_at', '>=', bounds.start)
    .where('created_at', '<', bounds.end);
  const [quotes, contacts] = await Promise.all([quoteRows.selectAll().execute(), contactRows.selectAll().execute()]);
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
      first_response_at: q.first_response_at,
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
      ...rangeOf(readQuoteRow(q, []).job),
      estimate_total: Number(q.total_price),
      ...source(q),
    })),
    ...contacts.map((c) => ({
      type: 'contact' as const,
      id: c.id,
      created_at: c.created_at,
      status: c.status,
      language_code: c.language_code,
      first_response_at: c.first_response_at,
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
      ...rangeOf(null),
      estimate_total: null,
      ...source(c),
    })),
  ];
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return leads.sort((a, b) => order(a.created_at, b.created_at) || order(a.type, b.type) || a.id - b.id);
}
