import type { Kysely } from 'kysely';
import {
  type AnalyticsFigures,
  localDate,
  type Period,
  periodBounds,
  type SourceCount,
  weekStart,
  weeksOf,
} from '../../domain/analytics.js';
import { LANGUAGES } from '../../domain/languages.js';
import { LEAD_STATUSES, type LeadStatus, REPLY_PROMISE_MS } from '../../domain/leads.js';
import { sourceChannel } from '../../domain/lead-source.js';
import type { DB } from '../db/schema.js';
import { type PeriodLead, readPeriodLeads } from './period-leads.js';
import { type AcceptedProposals, acceptedProposals } from './proposals.js';

const HOUR_MS = 3600 * 1000;
/** What a lead without a service (a message without a service interest) counts under. */
const NO_SERVICE = 'unspecified';

/** The figures of the analytics screen for a period of the company's calendar. */
export async function analyticsFigures(
  db: Kysely<DB>,
  period: Period,
  timeZone: string,
  now = new Date(),
): Promise<AnalyticsFigures> {
  const bounds = periodBounds(period, timeZone);
  const [leads, accepted] = await Promise.all([readPeriodLeads(db, bounds), acceptedProposals(db, bounds)]);
  return {
    period: { ...period, time_zone: timeZone },
    totals: {
      leads: leads.length,
      quotes: leads.filter((l) => l.type === 'quote').length,
      contacts: leads.filter((l) => l.type === 'contact').length,
    },
    weeks: weekly(leads, period, timeZone),
    by_service: countBy(leads.flatMap(servicesOf)).map(([service, count]) => ({ service, leads: count })),
    by_source: bySource(leads),
    by_language: LANGUAGES.map((language) => ({ language, leads: leads.filter((l) => l.language_code === language).length })),
    first_response: firstResponse(leads, now.getTime()),
    outcomes: outcomes(leads, accepted),
  };
}

function weekly(leads: PeriodLead[], period: Period, timeZone: string) {
  const weeks = new Map(weeksOf(period).map((week) => [week, { week_start: week, quotes: 0, contacts: 0, total: 0 }]));
  for (const lead of leads) {
    const week = weeks.get(weekStart(localDate(lead.created_at, timeZone)));
    if (!week) continue;
    if (lead.type === 'quote') week.quotes += 1;
    else week.contacts += 1;
    week.total += 1;
  }
  return [...weeks.values()];
}

/** Each service a lead asked for, once: a quote's services, a message's interest. */
function servicesOf(lead: PeriodLead): string[] {
  if (lead.type === 'quote') return lead.services.length ? [...new Set(lead.services)] : [NO_SERVICE];
  return [lead.service_interest || NO_SERVICE];
}

/** [key, count] pairs, most first, then by key. */
function countBy(keys: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

function bySource(leads: PeriodLead[]): SourceCount[] {
  const groups = new Map<string, SourceCount>();
  for (const lead of leads) {
    const { channel, name } = sourceChannel(lead);
    const key = `${channel}:${name}`;
    const group = groups.get(key) ?? { channel, name, leads: 0 };
    group.leads += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.leads - a.leads || (a.name < b.name ? -1 : 1));
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Time to first response: from a lead's arrival to the first reply, proposal sent, call logged or
 * status change by the owner (docs/admin-content.md#analytics), against the 24-hour reply promise.
 */
function firstResponse(leads: PeriodLead[], now: number): AnalyticsFigures['first_response'] {
  const waits: number[] = [];
  let unansweredOverdue = 0;
  let unansweredWaiting = 0;
  for (const lead of leads) {
    const arrived = Date.parse(lead.created_at);
    if (lead.first_response_at) waits.push(Math.max(0, Date.parse(lead.first_response_at) - arrived));
    else if (now - arrived > REPLY_PROMISE_MS) unansweredOverdue += 1;
    else unansweredWaiting += 1;
  }
  const within = waits.filter((w) => w <= REPLY_PROMISE_MS).length;
  const late = waits.length - within;
  const judged = within + late + unansweredOverdue;
  const middle = median(waits);
  return {
    promise_hours: REPLY_PROMISE_MS / HOUR_MS,
    responded: waits.length,
    median_hours: middle === null ? null : round(middle / HOUR_MS, 2),
    within_promise: within,
    late,
    unanswered_overdue: unansweredOverdue,
    unanswered_waiting: unansweredWaiting,
    kept_share: judged ? round(within / judged, 4) : null,
  };
}

function outcomes(leads: PeriodLead[], accepted: AcceptedProposals): AnalyticsFigures['outcomes'] {
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const lead of leads) if (lead.status in byStatus) byStatus[lead.status] += 1;
  const decided = byStatus.won + byStatus.lost;
  return {
    by_status: byStatus,
    win_share: decided ? round(byStatus.won / decided, 4) : null,
    accepted_proposals: accepted.count,
    accepted_value_cents: accepted.value_cents,
  };
}
