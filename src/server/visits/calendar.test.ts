import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import { foldLine, visitInvitation } from './calendar.js';
import type { VisitRow } from './repository.js';

const URL_WITH_TOKEN = 'https://www.evergreen-landscaping.example/visits/Zx9-abcdefghijklmnopqrstuvwxyz0123456789ABC';
const company = { name: 'Evergreen "Landscaping"; Gardens, Inc.', email: 'hello@evergreen-landscaping.example' };

const visit = (fields: Partial<VisitRow>): VisitRow =>
  ({
    reference: 'VIS-20260310-AB12',
    sequence: 2,
    status: 'booked',
    start_at: '2026-03-10T17:00:00.000Z',
    end_at: '2026-03-10T18:00:00.000Z',
    name: 'Dana Fern',
    email: 'dana@example.org',
    ...fields,
  }) as VisitRow;

/** Names a visitor could type to break out of the ATTENDEE line's CN parameter. */
const HOSTILE_NAMES = [
  'Ana "x";ROLE=CHAIR;X="',
  'Zoë "the boss": Ñúñez',
  'Bob\\; DELEGATED-TO="mailto:evil@example.com"',
  'São João, çãõ ^ caret',
  'Ana\r\nATTENDEE:mailto:evil@example.com',
  'Maria ',
  '🌳🌳🌳 Émilie-Éléonore Ñandú da Conceição 🌳',
];

const textOf = (lang: (typeof LANGUAGES)[number], name: string, status: VisitRow['status'] = 'booked') =>
  Buffer.from(visitInvitation(visit({ name, status }), lang, company, URL_WITH_TOKEN, 'evergreen.example').content, 'base64');

describe('the site-visit invitation (.ics)', () => {
  it.each(LANGUAGES)('parses with ical.js in %s, whatever the visitor’s name: one attendee, its own parameters only', (lang) => {
    for (const name of HOSTILE_NAMES) {
      const raw = textOf(lang, name);
      const event = new ICAL.Component(ICAL.parse(raw.toString('utf8'))).getFirstSubcomponent('vevent')!;
      const attendees = event.getAllProperties('attendee');
      expect(attendees, name).toHaveLength(1);
      const attendee = attendees[0]!;
      const expected = name.length > 40 ? `${name.slice(0, 39)}…` : name;
      // Line breaks travel as ^n; backslashes, which ical.js reads as escapes, are left out.
      expect(attendee.getParameter('cn'), name).toBe(expected.replace(/\r\n/g, '\n').replace(/\\/g, ''));
      expect(Object.keys(attendee.toJSON()[1] as object).sort(), name).toEqual(['cn', 'partstat', 'role', 'rsvp']);
      expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT');
      expect(attendee.getFirstValue()).toBe('mailto:dana@example.org');

      const organizer = event.getFirstProperty('organizer')!;
      expect(organizer.getParameter('cn')).toBe(company.name);
      expect(Object.keys(organizer.toJSON()[1] as object)).toEqual(['cn']);

      const t = translator(lang);
      expect(event.getFirstPropertyValue('summary')).toBe(t('email.visit.calendar.title', { company: company.name }));
      expect(event.getFirstPropertyValue('description')).toBe(
        t('email.visit.calendar.description', { reference: 'VIS-20260310-AB12', url: URL_WITH_TOKEN }),
      );
      expect(event.getFirstPropertyValue('url')).toBe(URL_WITH_TOKEN);
      expect(event.getFirstPropertyValue('uid')).toBe('vis-20260310-ab12@evergreen.example');
      expect(event.getFirstPropertyValue('sequence')).toBe(2);
      expect(event.getFirstPropertyValue('dtstart')!.toString()).toBe('2026-03-10T17:00:00Z');
    }
  });

  it.each(LANGUAGES)('folds every line at 75 octets without cutting a character, in %s', (lang) => {
    for (const name of HOSTILE_NAMES) {
      const raw = textOf(lang, name);
      expect(raw.includes(Buffer.from('\r\n'))).toBe(true);
      for (const line of raw.toString('utf8').split('\r\n')) {
        expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
        expect(line).not.toContain('\uFFFD');
        expect(line).not.toMatch(/[\r\n]/);
      }
    }
  });

  it('cuts lines on character boundaries', () => {
    const line = `DESCRIPTION:${'ção'.repeat(40)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('short')).toBe('short');
  });

  it('cancels the same event', () => {
    const raw = textOf('pt', 'Dana Fern', 'cancelled').toString('utf8');
    const calendar = new ICAL.Component(ICAL.parse(raw));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
