import type { CompanySettings } from '../../domain/company.js';
import { isLang, type Lang } from '../../domain/languages.js';
import type { SlotRules } from '../../domain/visits/slots.js';
import type { VisitRow } from './repository.js';

/** The rules of visits read from the company record (docs/visits.md). */

const HOUR = 3_600_000;

/** The visitor is reminded this long before the visit (scheduler/visit-reminders.ts). */
export const VISIT_REMINDER_BEFORE_MS = 24 * HOUR;

export const slotRules = (company: CompanySettings): SlotRules => ({
  openingHours: company.openingHours,
  timeZone: company.timeZone,
  ...company.visits,
});

/** Until when a visitor may reschedule or cancel online: the minimum notice before the visit. */
export const changeDeadline = (visit: Pick<VisitRow, 'start_at'>, company: CompanySettings): number =>
  Date.parse(visit.start_at) - company.visits.noticeHours * HOUR;

export const canChange = (visit: VisitRow, company: CompanySettings, now = Date.now()) =>
  visit.status === 'booked' && now <= changeDeadline(visit, company);

export const languageOf = (visit: Pick<VisitRow, 'language_code'>): Lang =>
  isLang(visit.language_code) ? visit.language_code : 'en';

export const leadOf = (v: Pick<VisitRow, 'lead_type' | 'lead_id'>) => ({ type: v.lead_type, id: v.lead_id });
