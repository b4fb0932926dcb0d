import { formatLongDate, formatTime } from '../../domain/format.js';
import { isLang, type Lang } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import { renderEmail } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { mediaUrl } from '../media/repository.js';
import type { EmailBrand } from '../site-images/email-logo.js';
import type { VisitRow } from './repository.js';

/**
 * The e-mails a client gets about a job visit (docs/jobs.md), in the client's language: the crew
 * is on the way, the visit is tomorrow (with the arrival window), the visit is done (with the
 * ticked checklist and the crew's photos). Each ends with the way into the client hub.
 */
interface VisitMail {
  publicUrl: string;
  brand: EmailBrand;
  visit: VisitRow;
  to: string;
}

const langOf = (visit: VisitRow): Lang => (isLang(visit.client_language) ? visit.client_language : 'en');

/** 'between 9:00 AM and 10:00 AM' for a 60-minute window, 'at 9:00 AM' for none. */
export function arrivalWindow(startsAt: string, windowMinutes: number, lang: Lang, timeZone: string): string {
  const t = translator(lang);
  const from = formatTime(startsAt, lang, timeZone);
  if (windowMinutes <= 0) return t('jobs.email.at', { time: from });
  const to = formatTime(Date.parse(startsAt) + windowMinutes * 60_000, lang, timeZone);
  return t('jobs.email.between', { from, to });
}

function visitMail(
  m: VisitMail,
  kind: string,
  subject: string,
  content: Omit<Parameters<typeof renderEmail>[0], 'lang' | 'company' | 'logo' | 'footer'>,
): OutgoingMail {
  const lang = langOf(m.visit);
  const t = translator(lang);
  const company = m.brand.company;
  const { html, text } = renderEmail({
    lang,
    company,
    logo: m.brand.logo,
    ...content,
    paragraphs: [...content.paragraphs, t('email.hub.itemLink', { url: `${m.publicUrl}/hub/sign-in?lang=${lang}` })],
    footer: t('jobs.email.footer', { company: company.name }),
  });
  return { kind, to: m.to, replyTo: company.email, subject, text, html };
}

export function onMyWayEmail(m: VisitMail, crewName: string): OutgoingMail {
  const t = translator(langOf(m.visit));
  const vars = { name: m.visit.client_name, crew: crewName, company: m.brand.company.name };
  return visitMail(m, 'job-visit-on-my-way', t('jobs.email.onMyWay.subject', vars), {
    heading: t('jobs.email.onMyWay.heading', vars),
    paragraphs: [t('jobs.email.onMyWay.greeting', vars), t('jobs.email.onMyWay.intro', vars)],
    rows: m.visit.address ? [{ label: t('jobs.email.address'), value: m.visit.address }] : [],
  });
}

export function visitReminderEmail(m: VisitMail, windowMinutes: number): OutgoingMail {
  const lang = langOf(m.visit);
  const t = translator(lang);
  const { company } = m.brand;
  const date = formatLongDate(m.visit.starts_at, lang, company.timeZone);
  const arrival = arrivalWindow(m.visit.starts_at, windowMinutes, lang, company.timeZone);
  const vars = { name: m.visit.client_name, company: company.name, job: m.visit.job_title, date, arrival, phone: company.phone };
  return visitMail(m, 'job-visit-reminder', t('jobs.email.reminder.subject', vars), {
    heading: t('jobs.email.reminder.heading', vars),
    paragraphs: [
      t('jobs.email.reminder.greeting', vars),
      t('jobs.email.reminder.intro', vars),
      t('jobs.email.reminder.change', vars),
    ],
    rows: [
      { label: t('jobs.email.date'), value: date },
      { label: t('jobs.email.arrival'), value: arrival },
      ...(m.visit.address ? [{ label: t('jobs.email.address'), value: m.visit.address }] : []),
    ],
  });
}

/** At most this many photos in the e-mail; the hub shows them all. */
const MAX_PHOTOS = 6;

export function visitCompletedEmail(m: VisitMail, ticked: string[], photos: { path: string }[]): OutgoingMail {
  const lang = langOf(m.visit);
  const t = translator(lang);
  const { company } = m.brand;
  const date = formatLongDate(m.visit.starts_at, lang, company.timeZone);
  const vars = { name: m.visit.client_name, company: company.name, job: m.visit.job_title, date };
  const shown = photos.slice(0, MAX_PHOTOS);
  return visitMail(m, 'job-visit-completed', t('jobs.email.completed.subject', vars), {
    heading: t('jobs.email.completed.heading', vars),
    paragraphs: [
      t('jobs.email.completed.greeting', vars),
      t('jobs.email.completed.intro', vars),
      ...(ticked.length ? [t('jobs.email.completed.done', { items: ticked.join(', ') })] : []),
      ...(shown.length ? [t('jobs.email.completed.photos')] : []),
    ],
    rows: m.visit.address ? [{ label: t('jobs.email.address'), value: m.visit.address }] : [],
    images: shown.map((p, i) => ({
      url: `${m.publicUrl}${mediaUrl(p.path)}`,
      alt: t('jobs.crewDay.photoAlt', { n: i + 1, client: m.visit.client_name }),
    })),
  });
}
