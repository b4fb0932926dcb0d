import { createEvent } from 'ics';
import type { Lang } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import type { MailAttachment } from '../mail/mailer.js';
import type { VisitRow } from './repository.js';

/**
 * The visit as an iCalendar invitation (RFC 5545, built with `ics`): one UID per visit and a
 * SEQUENCE raised on every change, so a calendar that took the first invitation moves or removes
 * the same event when the reschedule or the cancellation arrives. Times are UTC; calendars show
 * them in their own zone.
 */
/** The visitor as the invitation names them: their name, kept short like everything they typed that a mail carries. */
const attendeeName = (name: string) => (name.length > 40 ? `${name.slice(0, 39)}…` : name);

export function visitInvitation(
  visit: VisitRow,
  lang: Lang,
  company: { name: string; email: string },
  manageUrl: string,
  host: string,
): MailAttachment {
  const t = translator(lang);
  const cancelled = visit.status === 'cancelled';
  const { error, value } = createEvent({
    uid: `${visit.reference.toLowerCase()}@${host}`,
    sequence: visit.sequence,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: Date.parse(visit.start_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(visit.end_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: t('email.visit.calendar.title', { company: company.name }),
    description: t('email.visit.calendar.description', { reference: visit.reference, url: manageUrl }),
    url: manageUrl,
    organizer: { name: company.name, email: company.email },
    attendees: [
      { name: attendeeName(visit.name), email: visit.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' },
    ],
    productId: 'evergreen-landscaping/visits',
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be built');
  return {
    filename: 'site-visit.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: Buffer.from(value, 'utf8').toString('base64'),
  };
}
