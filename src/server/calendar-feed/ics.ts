import type { Lang } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import type { VisitView } from '../jobs/views.js';
import { foldLine, icsText } from '../visits/calendar.js';

/** A site-visit consultation as the owner's feed shows it. */
export interface FeedConsultation {
  reference: string;
  name: string;
  address: string | null;
  start_at: string;
  end_at: string;
  status: string;
  updated_at: string;
}

export interface FeedInput {
  lang: Lang;
  company: string;
  person: string;
  timeZone: string;
  host: string;
  visits: (VisitView & { updated_at: string })[];
  consultations: FeedConsultation[];
  /** Where a crew member opens a visit's day (their My day page); none for the owner. */
  dayUrl?: (date: string) => string;
}

const utc = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * The feed (RFC 5545, no METHOD: a published calendar, not an invitation). Each visit keeps one UID
 * for its life, so a calendar that subscribed moves it when it is moved; a cancelled visit stays,
 * marked CANCELLED, so the calendar shows it gone rather than guessing. Times are UTC: calendars
 * show them in their own zone, and the company's zone is named for those that ask.
 */
export function feedCalendar(input: FeedInput, now = new Date()): string {
  const t = translator(input.lang);
  const stamp = utc(now.toISOString());
  const events: string[][] = [];
  for (const v of input.visits) {
    const details = [
      `${v.job_reference} · ${v.job_title}`,
      v.crew.length ? `${t('jobs.feed.crew')}: ${v.crew.map((c) => c.name).join(', ')}` : '',
      v.access_notes ? `${t('jobs.crewDay.access')}: ${v.access_notes}` : '',
      v.instructions ? `${t('jobs.crewDay.instructions')}: ${v.instructions}` : '',
      v.checklist.length ? `${t('jobs.crewDay.checklist')}: ${v.checklist.join(', ')}` : '',
      input.dayUrl ? input.dayUrl(v.start.slice(0, 10)) : '',
    ].filter(Boolean);
    events.push([
      `UID:job-visit-${v.id}@${input.host}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${utc(v.updated_at)}`,
      `DTSTART:${utc(v.start)}`,
      `DTEND:${utc(v.end)}`,
      `STATUS:${v.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      `SUMMARY:${icsText(`${v.client_name} · ${v.job_title}`)}`,
      ...(v.address ? [`LOCATION:${icsText(v.address)}`] : []),
      `DESCRIPTION:${icsText(details.join('\n'))}`,
    ]);
  }
  for (const c of input.consultations) {
    events.push([
      `UID:site-visit-${c.reference.toLowerCase()}@${input.host}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${utc(c.updated_at)}`,
      `DTSTART:${utc(c.start_at)}`,
      `DTEND:${utc(c.end_at)}`,
      `STATUS:${c.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      `SUMMARY:${icsText(t('jobs.feed.consultation', { name: c.name }))}`,
      ...(c.address ? [`LOCATION:${icsText(c.address)}`] : []),
      `DESCRIPTION:${icsText(c.reference)}`,
    ]);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Evergreen Landscaping//Schedule//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(t('jobs.feed.name', { company: input.company, person: input.person }))}`,
    `X-WR-TIMEZONE:${icsText(input.timeZone)}`,
    // Calendars that honour it look again every hour (Google decides for itself).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => ['BEGIN:VEVENT', ...event, 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
