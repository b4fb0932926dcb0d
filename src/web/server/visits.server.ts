import { type AppLoadContext, data, redirect } from 'react-router';
import { formatLongDate, formatShortDate, formatTime, timeZoneName } from '../../domain/format';
import type { Lang } from '../../domain/languages';
import { weekdayKey } from '../../domain/opening-hours';
import { type BookingErrors, LEAD_REFERENCE } from '../../domain/visits/booking';
import { PREFILL_FIELDS } from '../../domain/visits/prefill';
import { bookableDates, type Span } from '../../domain/visits/slots';
import { addDays, isCalendarDate, isoWithOffset, middayOf, wallClock, weekdayOf } from '../../domain/visits/time-zone';
import { readCompany } from '../../server/settings/repository';
import { slotRules } from '../../server/visits/rules';
import {
  bookVisit,
  cancelVisitByVisitor,
  type ChangeOutcome,
  listSlots,
  parseStart,
  rescheduleVisit,
  visitByToken,
} from '../../server/visits/service';
import { manageUrl } from '../../server/visits/links';
import { visitView } from '../../server/visits/views';

/** Days shown at once in the day list. */
const WINDOW_DAYS = 14;

export interface SlotOption {
  start: string;
  label: string;
}
export interface DayOption {
  date: string;
  label: string;
  free: number;
  closed: boolean;
}

const slotOption = (s: Span, lang: Lang, timeZone: string): SlotOption => ({
  start: isoWithOffset(s.start, timeZone),
  label: formatTime(s.start, lang, timeZone),
});

/** "Tuesday, March 10, 2026 at 9:00 AM (Pacific Time)". */
export function visitWhen(at: string | number, lang: Lang, timeZone: string) {
  return {
    date: formatLongDate(at, lang, timeZone),
    time: formatTime(at, lang, timeZone),
    zone: timeZoneName(timeZone, lang, at),
  };
}

/**
 * The day list and the chosen day's free times: `from` starts a window of 14 days (the first
 * bookable day by default), `date` picks a day in it.
 */
async function calendar(context: AppLoadContext, params: URLSearchParams) {
  const { lang } = context;
  const company = await readCompany(context.app.db);
  const rules = slotRules(company);
  const now = Date.now();
  const { first, last } = bookableDates(rules, now);
  const wanted = params.get('date');
  const date = wanted && isCalendarDate(wanted) && wanted >= first && wanted <= last ? wanted : null;
  const fromParam = params.get('from');
  let from = fromParam && isCalendarDate(fromParam) && fromParam >= first && fromParam <= last ? fromParam : first;
  if (date && (date < from || date >= addDays(from, WINDOW_DAYS))) from = date;
  const { slots } = await listSlots(context.app, from, WINDOW_DAYS, now);
  const tz = rules.timeZone;
  const noon = (d: string) => middayOf(d, tz);
  const days: DayOption[] = [];
  for (let i = 0; i < WINDOW_DAYS && addDays(from, i) <= last; i++) {
    const d = addDays(from, i);
    days.push({
      date: d,
      label: formatShortDate(noon(d), lang, tz),
      free: slots.filter((s) => wallClock(s.start, tz).date === d).length,
      closed: company.openingHours[weekdayKey(weekdayOf(d))] === null,
    });
  }
  return {
    company,
    timeZone: tz,
    zone: timeZoneName(tz, lang, now),
    date,
    dateLabel: date ? formatLongDate(noon(date), lang, tz) : null,
    times: date ? slots.filter((s) => wallClock(s.start, tz).date === date).map((s) => slotOption(s, lang, tz)) : [],
    days,
    earlier: from > first ? [addDays(from, -WINDOW_DAYS), first].sort()[1]! : null,
    later: addDays(from, WINDOW_DAYS) <= last ? addDays(from, WINDOW_DAYS) : null,
    freeStarts: new Set(slots.map((s) => s.start)),
  };
}

/** The booking page: the calendar, the chosen time when it is still free, and the details carried along. */
export async function loadBooking(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const { freeStarts, company, ...cal } = await calendar(context, params);
  const start = parseStart(params.get('start'));
  const chosen = start !== null && freeStarts.has(start) ? start : null;
  const prefill: Record<string, string> = {};
  for (const field of PREFILL_FIELDS) {
    const value = params.get(field);
    if (value) prefill[field] = value.slice(0, 300);
  }
  return {
    ...cal,
    phone: company.phone,
    chosen:
      chosen === null
        ? null
        : { start: isoWithOffset(chosen, cal.timeZone), when: visitWhen(chosen, context.lang, cal.timeZone) },
    prefill,
  };
}

export type BookingResult =
  | { status: 'invalid'; errors: BookingErrors; values: Record<string, string> }
  | { status: 'taken'; next: SlotOption[]; values: Record<string, string> }
  | { status: 'rate-limited'; values: Record<string, string> };

async function formValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of await request.formData()) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * The booking form's post, with or without JavaScript: the rules of POST /api/visits. A booked
 * visit continues on its manage page (a redirect, so a reload never books twice).
 */
export async function bookingAction(context: AppLoadContext, request: Request) {
  const values = await formValues(request);
  const { website: _trap, ...kept } = values;
  // The quote reference rides along in the page's address: one that is not a reference is dropped, not an error.
  const lead = LEAD_REFERENCE.test(values.lead ?? '') ? values.lead : '';
  const outcome = await bookVisit(
    context.app,
    { ...values, language: context.lang, lead_reference: lead },
    { ip: context.ip, lang: context.lang },
  );
  switch (outcome.kind) {
    case 'booked':
      return redirect(`/visits/${outcome.token}?done=booked`);
    case 'rejected':
      return data<BookingResult>({ status: 'invalid', errors: {}, values: kept }, { status: 400 });
    case 'invalid':
      return data<BookingResult>({ status: 'invalid', errors: outcome.errors, values: kept }, { status: 400 });
    case 'rate-limited':
      return data<BookingResult>({ status: 'rate-limited', values: kept }, { status: 429 });
    case 'taken':
      return data<BookingResult>(
        { status: 'taken', next: outcome.next.map((s) => slotOption(s, context.lang, outcome.rules.timeZone)), values: kept },
        { status: 409 },
      );
  }
}

/** The manage page: the visit, and the calendar to move it while it may still change. */
export async function loadManage(context: AppLoadContext, request: Request, token: string) {
  const found = await visitByToken(context.app, token);
  if (!found) throw data(null, { status: 404 });
  const { visit, company } = found;
  const view = visitView(visit, company, manageUrl(context.app.config.publicUrl, token, visit));
  const params = new URL(request.url).searchParams;
  const tz = company.timeZone;
  const done = params.get('done');
  return {
    visit: view,
    when: visitWhen(view.start, context.lang, tz),
    deadline: `${formatLongDate(view.change_until, context.lang, tz)} ${formatTime(view.change_until, context.lang, tz)}`,
    phone: company.phone,
    done: done === 'booked' || done === 'rescheduled' || done === 'cancelled' ? done : null,
    calendar: view.can_change ? withoutSets(await calendar(context, params)) : null,
  };
}

function withoutSets(cal: Awaited<ReturnType<typeof calendar>>) {
  const { freeStarts: _free, company: _company, ...rest } = cal;
  return rest;
}

export type ManageResult =
  | { status: 'invalid'; message: string }
  | { status: 'locked' }
  | { status: 'taken'; next: SlotOption[] }
  | { status: 'rate-limited' };

/** Reschedule or cancel from the manage page; success goes back to it with what was done. */
export async function manageAction(context: AppLoadContext, request: Request, token: string) {
  const values = await formValues(request);
  const meta = { ip: context.ip };
  const intent = values.intent === 'cancel' ? 'cancelled' : 'rescheduled';
  const outcome: ChangeOutcome =
    intent === 'cancelled'
      ? await cancelVisitByVisitor(context.app, token, meta)
      : await rescheduleVisit(context.app, token, values.start, meta);
  switch (outcome.kind) {
    case 'changed':
      return redirect(`/visits/${token}?done=${intent}`);
    case 'not-found':
      throw data(null, { status: 404 });
    case 'locked':
      return data<ManageResult>({ status: 'locked' }, { status: 409 });
    case 'invalid':
      return data<ManageResult>({ status: 'invalid', message: Object.values(outcome.errors)[0]! }, { status: 400 });
    case 'rate-limited':
      return data<ManageResult>({ status: 'rate-limited' }, { status: 429 });
    case 'taken':
      return data<ManageResult>(
        { status: 'taken', next: outcome.next.map((s) => slotOption(s, context.lang, outcome.rules.timeZone)) },
        { status: 409 },
      );
  }
}
