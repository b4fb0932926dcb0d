import type { Kysely } from 'kysely';
import { type Period, periodBounds } from '../../domain/analytics.js';
import type { DB } from '../db/schema.js';
import { toCsv } from './csv.js';
import { readPeriodLeads } from './period-leads.js';

/** The export's columns, in order: every field of a lead, then its first response and source. */
const COLUMNS = [
  'type',
  'id',
  'reference',
  'created_at',
  'status',
  'first_response_at',
  'language',
  'name',
  'email',
  'phone',
  'address',
  'services',
  'service_interest',
  'property_type',
  'property_size',
  'timeline',
  'budget',
  'urgency',
  'plant_preferences',
  'style_preferences',
  'material_selection',
  'estimate_total',
  'message',
  'source_landing',
  'source_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Every lead of the period as CSV (GET /api/admin/leads.csv); times in ISO UTC, oldest first. */
export async function leadsCsv(db: Kysely<DB>, period: Period, timeZone: string): Promise<string> {
  const leads = await readPeriodLeads(db, periodBounds(period, timeZone));
  return toCsv(
    [...COLUMNS],
    leads.map((lead) => {
      const cells: Record<(typeof COLUMNS)[number], string | number | null> = {
        ...lead,
        language: lead.language_code,
        services: lead.services.join('; '),
        plant_preferences: lead.plant_preferences.join('; '),
        style_preferences: lead.style_preferences.join('; '),
        material_selection: lead.material_selection.join('; '),
      };
      return COLUMNS.map((column) => cells[column]);
    }),
  );
}

/** "leads-2026-01-05-to-2026-03-29.csv" */
export const leadsCsvName = (period: Period) => `leads-${period.from}-to-${period.to}.csv`;
