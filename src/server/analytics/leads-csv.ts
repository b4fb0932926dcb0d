import type { Kysely } from 'kysely';
import { type Period, periodBounds } from '../../domain/analytics.js';
import type { StoredJob } from '../../domain/quote/job.js';
import { jobLineAmount, jobLineDetail, jobLineName } from '../../domain/quote/job-text.js';
import { budgetRangeValues } from '../../domain/format.js';
import type { Lang } from '../../domain/languages.js';
import { BUDGET_RANGES, type Budget } from '../../domain/quote/options.js';
import { offsetAt, wallClock } from '../../domain/visits/time-zone.js';
import type { TFunction } from '../../i18n/instance.js';
import { translator } from '../../i18n/translate.js';
import type { DB } from '../db/schema.js';
import { toCsv } from './csv.js';
import { type PeriodLead, readPeriodLeads } from './period-leads.js';

/**
 * The export's columns, in order: every field of a lead, then its source. A field stored as a code
 * keeps its column (API clients read it) and has a `_label` column beside it with the words the
 * admin screens show, in the language of the request.
 */
const COLUMNS = [
  'type',
  'id',
  'reference',
  'created_at',
  'status',
  'status_label',
  'first_response_at',
  'language',
  'name',
  'email',
  'phone',
  'address',
  'services',
  'services_label',
  'service_interest',
  'service_interest_label',
  'property_type',
  'property_type_label',
  'property_size',
  'property_size_label',
  'timeline',
  'timeline_label',
  'budget',
  'budget_label',
  'urgency',
  'urgency_label',
  'plant_preferences',
  'plant_preferences_label',
  'style_preferences',
  'style_preferences_label',
  'material_selection',
  'material_selection_label',
  'range_low',
  'range_high',
  'job_lines',
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
type Column = (typeof COLUMNS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant on the company's clocks, to the second, with its offset: 2026-11-27T14:45:51-08:00. */
export function companyTime(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const instant = Date.parse(iso);
  const { date, minutes } = wallClock(instant, timeZone);
  const seconds = Math.floor((instant % 60_000) / 1000);
  const offset = Math.round(offsetAt(instant, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(seconds)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The words of a lead's coded fields, as the lead page shows them. */
function labels(lead: PeriodLead, t: TFunction, lang: Lang): Partial<Record<Column, string | null>> {
  const option = (group: string, code: string | null) =>
    code ? t(`leads.options.${group}.${code}`, { defaultValue: code }) : null;
  const options = (group: string, codes: string[]) => codes.map((code) => option(group, code)).join('; ');
  const budget = lead.budget as Budget | null;
  return {
    status_label: t(`leads.statuses.${lead.status}`, { defaultValue: lead.status }),
    services_label: options('services', lead.services),
    service_interest_label: lead.service_interest
      ? t(`leads.options.services.${lead.service_interest}`, {
          defaultValue: t(`contact.form.services.${lead.service_interest}`, { defaultValue: lead.service_interest }),
        })
      : null,
    property_type_label: option('propertyTypes', lead.property_type),
    property_size_label: option('sizes', lead.property_size),
    timeline_label: option('timelines', lead.timeline),
    budget_label: budget
      ? t(`quote.options.budget.${budget}`, {
          ...(budget in BUDGET_RANGES ? budgetRangeValues(BUDGET_RANGES[budget], lang) : {}),
          defaultValue: budget,
        })
      : null,
    urgency_label: option('urgency', lead.urgency),
    plant_preferences_label: options('plants', lead.plant_preferences),
    style_preferences_label: options('styles', lead.style_preferences),
    material_selection_label: options('materials', lead.material_selection),
  };
}

/**
 * Every lead of the period as CSV (GET /api/admin/leads.csv), oldest first; times on the company's
 * clocks with their offset, labels in `lang`.
 */
export async function leadsCsv(db: Kysely<DB>, period: Period, timeZone: string, lang: Lang): Promise<string> {
  const leads = await readPeriodLeads(db, periodBounds(period, timeZone));
  const t = translator(lang);
  return toCsv(
    [...COLUMNS],
    leads.map((lead) => {
      const cells: Record<Column, string | number | null> = {
        ...lead,
        ...labels(lead, t, lang),
        created_at: companyTime(lead.created_at, timeZone),
        first_response_at: companyTime(lead.first_response_at, timeZone),
        language: lead.language_code,
        services: lead.services.join('; '),
        plant_preferences: lead.plant_preferences.join('; '),
        style_preferences: lead.style_preferences.join('; '),
        material_selection: lead.material_selection.join('; '),
        job_lines: jobLines(lead.job),
      } as Record<Column, string | number | null>;
      return COLUMNS.map((column) => cells[column]);
    }),
  );
}

/** The job's lines in English: 'Patio Installation: 400 sq ft × $24 per sq ft = $9,600; Tree Removal: …'. */
function jobLines(job: StoredJob | null): string {
  const t = translator('en');
  return (job?.lines ?? [])
    .map((l) => `${jobLineName(t, 'en', l)}: ${jobLineDetail(t, 'en', l)} = ${jobLineAmount('en', l)}`)
    .join('; ');
}

/** "leads-2026-01-05-to-2026-03-29.csv" */
export const leadsCsvName = (period: Period) => `leads-${period.from}-to-${period.to}.csv`;
