import { HONEYPOT_FIELD } from '../../domain/contact.js';
import type { Lang } from '../../domain/languages.js';
import { readLeadSource } from '../../domain/lead-source.js';
import { type BookingErrors, checkBooking, instant } from '../../domain/visits/booking.js';
import { bookableDates, freeSlots, isGridStart, type SlotRules, type Span } from '../../domain/visits/slots.js';
import { addDays, wallClock } from '../../domain/visits/time-zone.js';
import type { AppContext } from '../context.js';
import type { VisitStatus } from '../db/schema.js';
import { LIMITS } from '../limits/rules.js';
import { enqueueMail } from '../mail/outbox.js';
import { newReference } from '../quotes/reference.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { normalizeEmail } from '../users/repository.js';
import { readCompany } from '../settings/repository.js';
import { visitEmails } from './emails.js';
import { issueVisitLink, manageUrl } from './links.js';
import { canChange, leadOf, slotRules, VISIT_REMINDER_BEFORE_MS } from './rules.js';
import { leadForBooking, recordVisitEvent, type VisitAction } from './leads.js';
import {
  busySpans,
  changeVisitStatus,
  findVisit,
  findVisitByToken,
  insertVisit,
  lockBookings,
  moveVisit,
  referenceTaken,
  type VisitRow,
} from './repository.js';
import { isUniqueViolation } from '../db/errors.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many free slots a visitor who lost a slot is offered instead. */
const ALTERNATIVES = 3;

/** Slots free from a date (company time zone; today when absent) for `days` days. */
export async function listSlots(ctx: AppContext, from: string | undefined, days: number, now = Date.now()) {
  const company = await readCompany(ctx.db);
  const rules = slotRules(company);
  const start = from ?? wallClock(now, rules.timeZone).date;
  const busy = await busySpans(ctx.db, dayBefore(start), dayBefore(addDays(start, days + 2)));
  return { company, rules, slots: freeSlots(rules, busy, start, days, now) };
}

/** An instant safely before a date begins anywhere (dates are compared in the company's zone). */
const dayBefore = (date: string) => Date.parse(`${date}T00:00:00Z`) - DAY;

/** The first free slots from `after` on, for a visitor whose choice was just taken. */
export async function nextFreeSlots(ctx: AppContext, rules: SlotRules, after: number, now = Date.now()): Promise<Span[]> {
  const { first, last } = bookableDates(rules, now);
  const fromDate = [wallClock(after, rules.timeZone).date, first].sort()[1]!;
  const days = Math.max(1, Math.round((Date.parse(last) - Date.parse(fromDate)) / DAY) + 1);
  const busy = await busySpans(ctx.db, dayBefore(fromDate), dayBefore(addDays(last, 2)));
  return freeSlots(rules, busy, fromDate, days, now)
    .filter((s) => s.start >= after)
    .slice(0, ALTERNATIVES);
}

/** Where a visit's start stands: a free slot, a slot someone holds, or no slot at all. */
export async function checkStart(ctx: AppContext, rules: SlotRules, start: number, now: number, exceptVisit?: number) {
  const { first, last } = bookableDates(rules, now);
  const date = wallClock(start, rules.timeZone).date;
  const onGrid = isGridStart(rules, start) && start >= now + rules.noticeHours * HOUR && date >= first && date <= last;
  if (!onGrid) return 'invalid' as const;
  const end = start + rules.lengthMinutes * 60_000;
  const busy = await busySpans(ctx.db, start, end, exceptVisit);
  return busy.length ? ('taken' as const) : ('free' as const);
}

/** The reminder is already sent when the visit is nearer than the reminder's lead time: the confirmation says it all. */
export const remindedAtFor = (start: number, now: number) =>
  start - now <= VISIT_REMINDER_BEFORE_MS ? new Date(now).toISOString() : null;

export class SlotTaken extends Error {}

export type BookOutcome =
  | { kind: 'booked'; visit: VisitRow; token: string }
  | { kind: 'rejected' }
  | { kind: 'invalid'; errors: BookingErrors }
  | { kind: 'taken'; next: Span[]; rules: SlotRules }
  | { kind: 'rate-limited'; retryAfter: number };

/**
 * Books a visit, for the API and the booking page alike: honeypot, fields, per-address limit, the
 * start checked against the company's grid, then one transaction under the bookings lock that
 * checks the slot is still free, stores the lead (or finds the quote request it belongs to), the
 * visit and its history entry, and writes the e-mails to the outbox. Of two visitors taking one
 * slot, exactly one gets it; the other is offered the next free slots.
 */
export async function bookVisit(
  ctx: AppContext,
  raw: Record<string, unknown>,
  meta: { ip: string; lang: Lang },
  now = Date.now(),
): Promise<BookOutcome> {
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap.trim() !== '') return { kind: 'rejected' };
  const checked = checkBooking(raw);
  if (checked.errors) return { kind: 'invalid', errors: checked.errors };
  const input = checked.data;

  const company = await readCompany(ctx.db);
  const rules = slotRules(company);
  const state = await checkStart(ctx, rules, input.start, now);
  if (state === 'invalid') return { kind: 'invalid', errors: { start: 'visits.errors.startUnavailable' } };
  for (const [rule, key] of [
    [LIMITS.visitBooking, meta.ip],
    [LIMITS.visitBookingPerEmail, normalizeEmail(input.email)],
  ] as const) {
    const verdict = await ctx.limiter.take(rule, key);
    if (!verdict.allowed) return { kind: 'rate-limited', retryAfter: verdict.retryAfter };
  }
  if (state === 'taken') return { kind: 'taken', next: await nextFreeSlots(ctx, rules, input.start, now), rules };

  const lang = input.language ?? meta.lang;
  const brand = await readEmailBrand(ctx);
  const stamp = new Date(now).toISOString();
  const reference = await uniqueReference(ctx, now);
  const span = { start: input.start, end: input.start + rules.lengthMinutes * 60_000 };
  try {
    const booked = await ctx.db.transaction().execute(async (trx) => {
      await lockBookings(trx, ctx.database.engine);
      if ((await busySpans(trx, span.start, span.end)).length) throw new SlotTaken();
      const service = input.service || null;
      const notes = input.notes || null;
      const lead = await leadForBooking(
        trx,
        { ...input, service, notes, leadReference: input.lead_reference || null, source: readLeadSource(raw.source) },
        lang,
        stamp,
      );
      const id = await insertVisit(trx, {
        reference,
        ...span,
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        service,
        notes,
        language: lang,
        lead,
        remindedAt: remindedAtFor(span.start, now),
        now: stamp,
      });
      const row = (await findVisit(trx, id))!;
      await recordVisitEvent(trx, lead, { visitId: id, action: 'booked', start: row.start_at, userId: null, now: stamp });
      const token = await issueVisitLink(trx, id, stamp);
      for (const mail of visitEmails(ctx.config, brand, row, 'booked', manageUrl(ctx.config.publicUrl, token, row)))
        await enqueueMail(trx, mail);
      return { visit: row, token };
    });
    ctx.outbox.nudge();
    return { kind: 'booked', ...booked };
  } catch (error) {
    if (error instanceof SlotTaken || isUniqueViolation(error))
      return { kind: 'taken', next: await nextFreeSlots(ctx, rules, span.start, now), rules };
    throw error;
  }
}

export async function uniqueReference(ctx: AppContext, now: number): Promise<string> {
  for (;;) {
    const reference = newReference(new Date(now), 'VIS');
    if (!(await referenceTaken(ctx.db, reference))) return reference;
  }
}

export type ChangeOutcome =
  | { kind: 'changed'; visit: VisitRow }
  | { kind: 'not-found' }
  | { kind: 'locked'; visit: VisitRow }
  | { kind: 'invalid'; errors: BookingErrors }
  | { kind: 'taken'; next: Span[]; rules: SlotRules }
  | { kind: 'rate-limited'; retryAfter: number };

/** A visitor's visit by its manage link, with the company record it is read against. */
export async function visitByToken(ctx: AppContext, token: string) {
  if (!token || token.length > 100) return null;
  const visit = await findVisitByToken(ctx.db, token);
  return visit ? { visit, company: await readCompany(ctx.db) } : null;
}

/** Moves a visit to another free slot, until the minimum notice before it; the visitor's calendar event follows. */
export async function rescheduleVisit(
  ctx: AppContext,
  token: string,
  rawStart: unknown,
  meta: { ip: string },
  now = Date.now(),
): Promise<ChangeOutcome> {
  const found = await visitByToken(ctx, token);
  if (!found) return { kind: 'not-found' };
  const { visit, company } = found;
  if (!canChange(visit, company, now)) return { kind: 'locked', visit };
  const start = parseStart(rawStart);
  if (start === null) return { kind: 'invalid', errors: { start: 'visits.errors.startRequired' } };
  if (start === Date.parse(visit.start_at)) return { kind: 'invalid', errors: { start: 'visits.errors.sameTime' } };
  const rules = slotRules(company);
  const state = await checkStart(ctx, rules, start, now, visit.id);
  if (state === 'invalid') return { kind: 'invalid', errors: { start: 'visits.errors.startUnavailable' } };
  const verdict = await ctx.limiter.take(LIMITS.visitChanges, meta.ip);
  if (!verdict.allowed) return { kind: 'rate-limited', retryAfter: verdict.retryAfter };
  if (state === 'taken') return { kind: 'taken', next: await nextFreeSlots(ctx, rules, start, now), rules };

  const brand = await readEmailBrand(ctx);
  const stamp = new Date(now).toISOString();
  const span = { start, end: start + rules.lengthMinutes * 60_000 };
  try {
    const moved = await ctx.db.transaction().execute(async (trx) => {
      await lockBookings(trx, ctx.database.engine);
      if ((await busySpans(trx, span.start, span.end, visit.id)).length) throw new SlotTaken();
      if (!(await moveVisit(trx, visit, span, remindedAtFor(start, now), stamp))) return null;
      const row = (await findVisit(trx, visit.id))!;
      await recordVisitEvent(trx, leadOf(row), {
        visitId: row.id,
        action: 'rescheduled',
        start: row.start_at,
        userId: null,
        now: stamp,
      });
      const link = manageUrl(ctx.config.publicUrl, await issueVisitLink(trx, row.id, stamp), row);
      for (const mail of visitEmails(ctx.config, brand, row, 'rescheduled', link)) await enqueueMail(trx, mail);
      return row;
    });
    if (!moved) return { kind: 'locked', visit: (await findVisit(ctx.db, visit.id))! };
    ctx.outbox.nudge();
    return { kind: 'changed', visit: moved };
  } catch (error) {
    if (error instanceof SlotTaken || isUniqueViolation(error))
      return { kind: 'taken', next: await nextFreeSlots(ctx, rules, start, now), rules };
    throw error;
  }
}

/** The visitor cancels, until the minimum notice before the visit; the slot is free again at once. */
export async function cancelVisitByVisitor(
  ctx: AppContext,
  token: string,
  meta: { ip: string },
  now = Date.now(),
): Promise<ChangeOutcome> {
  const found = await visitByToken(ctx, token);
  if (!found) return { kind: 'not-found' };
  const { visit, company } = found;
  if (!canChange(visit, company, now)) return { kind: 'locked', visit };
  const verdict = await ctx.limiter.take(LIMITS.visitChanges, meta.ip);
  if (!verdict.allowed) return { kind: 'rate-limited', retryAfter: verdict.retryAfter };
  const changed = await cancel(ctx, visit, { by: 'visitor', message: null, userId: null }, now);
  return changed ? { kind: 'changed', visit: changed } : { kind: 'locked', visit: (await findVisit(ctx.db, visit.id))! };
}

async function cancel(
  ctx: AppContext,
  visit: VisitRow,
  who: { by: 'visitor' | 'company'; message: string | null; userId: number | null },
  now: number,
): Promise<VisitRow | null> {
  const brand = await readEmailBrand(ctx);
  const stamp = new Date(now).toISOString();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await changeVisitStatus(trx, visit, 'cancelled', stamp, { by: who.by, message: who.message }))) return null;
    const row = (await findVisit(trx, visit.id))!;
    await recordVisitEvent(trx, leadOf(row), {
      visitId: row.id,
      action: 'cancelled',
      start: row.start_at,
      userId: who.userId,
      note: who.message,
      now: stamp,
    });
    const link = manageUrl(ctx.config.publicUrl, await issueVisitLink(trx, row.id, stamp), row);
    for (const mail of visitEmails(ctx.config, brand, row, 'cancelled', link)) await enqueueMail(trx, mail);
    return row;
  });
  if (changed) ctx.outbox.nudge();
  return changed;
}

export type AdminStatus = Exclude<VisitStatus, 'booked'>;

export type AdminOutcome = { kind: 'changed'; visit: VisitRow } | { kind: 'not-found' } | { kind: 'refused'; message: string };

/**
 * The company's side: a visit that took place is done or a no-show (either may be corrected), a
 * booked one may be cancelled with a message the visitor receives.
 */
export async function setVisitStatus(
  ctx: AppContext,
  id: number,
  change: { status: AdminStatus; message?: string },
  userId: number,
  now = Date.now(),
): Promise<AdminOutcome> {
  const visit = await findVisit(ctx.db, id);
  if (!visit) return { kind: 'not-found' };
  if (visit.status === change.status) return { kind: 'changed', visit };
  if (change.status === 'cancelled') {
    if (visit.status !== 'booked') return { kind: 'refused', message: 'adminVisits.errors.notBooked' };
    const changed = await cancel(ctx, visit, { by: 'company', message: change.message?.trim() || null, userId }, now);
    return changed ? { kind: 'changed', visit: changed } : { kind: 'refused', message: 'adminVisits.errors.changedMeanwhile' };
  }
  if (visit.status === 'cancelled') return { kind: 'refused', message: 'adminVisits.errors.cancelled' };
  if (Date.parse(visit.start_at) > now) return { kind: 'refused', message: 'adminVisits.errors.notStarted' };
  const stamp = new Date(now).toISOString();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await changeVisitStatus(trx, visit, change.status, stamp))) return null;
    const row = (await findVisit(trx, id))!;
    const action: VisitAction = change.status === 'done' ? 'done' : 'no_show';
    await recordVisitEvent(trx, leadOf(row), { visitId: id, action, start: row.start_at, userId, now: stamp });
    return row;
  });
  return changed ? { kind: 'changed', visit: changed } : { kind: 'refused', message: 'adminVisits.errors.changedMeanwhile' };
}

const startSchema = instant('visits.errors.startRequired');

/** An ISO-8601 instant with an offset (a slot's start as the API and the pages write it), or null. */
export function parseStart(text: unknown): number | null {
  const parsed = startSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
