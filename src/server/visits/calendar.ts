import type { Lang } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import type { MailAttachment } from '../mail/mailer.js';
import type { VisitRow } from './repository.js';

/**
 * The visit as an iCalendar invitation (RFC 5545): one UID per visit and a SEQUENCE raised on every
 * change, so a calendar that took the first invitation moves or removes the same event when the
 * reschedule or the cancellation arrives. Times are UTC; calendars show them in their own zone.
 *
 * Written here rather than by a library because what visitors type goes into it: every parameter
 * value is quoted with RFC 6868's escapes (a `"` in a name cannot close the quotes and add
 * parameters), every TEXT value escaped (`\\ ; , newline`), and lines folded at 75 octets without
 * cutting a UTF-8 character in two (Spanish and Portuguese lines are longer in bytes than in letters).
 */

/** The visitor as the invitation names them: their name, kept short like everything they typed that a mail carries. */
const attendeeName = (name: string) => (name.length > 40 ? `${name.slice(0, 39)}…` : name);

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped, other controls dropped. */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS, '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}

/**
 * A parameter value, always quoted: `"` becomes ^', a line break ^n and ^ itself ^^ (RFC 6868);
 * controls are dropped, and so are backslashes, which some readers (ical.js) take for TEXT escapes.
 */
export function icsParam(value: string): string {
  const escaped = value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS, '')
    .replace(/\\/g, '')
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\n/g, '^n');
  return `"${escaped}"`;
}

/** A URI value (mailto:, https:): no control character or space can end it or start a new line. */
const icsUri = (value: string) => encodeURI(value.replace(CONTROLS, '').replace(/[\r\n]/g, ''));

/** One content line folded at 75 octets (RFC 5545 3.1): continuation lines start with a space, and no character is cut. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const room = pieces.length === 0 ? 75 : 74;
    if (bytes + size > room) {
      pieces.push(piece);
      piece = '';
      bytes = 0;
    }
    piece += char;
    bytes += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

const utcStamp = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function visitInvitation(
  visit: VisitRow,
  lang: Lang,
  company: { name: string; email: string },
  manageUrl: string,
  host: string,
  now = new Date(),
): MailAttachment {
  const t = translator(lang);
  const cancelled = visit.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Evergreen Landscaping//Site visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${icsText(`${visit.reference.toLowerCase()}@${host}`)}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART:${utcStamp(visit.start_at)}`,
    `DTEND:${utcStamp(visit.end_at)}`,
    `SEQUENCE:${visit.sequence}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${icsText(t('email.visit.calendar.title', { company: company.name }))}`,
    `DESCRIPTION:${icsText(t('email.visit.calendar.description', { reference: visit.reference, url: manageUrl }))}`,
    `URL:${icsUri(manageUrl)}`,
    `ORGANIZER;CN=${icsParam(company.name)}:mailto:${icsUri(company.email)}`,
    `ATTENDEE;CN=${icsParam(attendeeName(visit.name))};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${icsUri(visit.email)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const text = `${lines.map(foldLine).join('\r\n')}\r\n`;
  return {
    filename: 'site-visit.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(text, 'utf8').toString('base64'),
  };
}
