import { DEFAULT_LANG, LANGUAGE_NAMES } from '../../domain/languages.js';
import { formatLongDate, formatTime, timeZoneName } from '../../domain/format.js';
import { pageUrl } from '../../domain/seo.js';
import { mondayOf, wallClock } from '../../domain/visits/time-zone.js';
import { translator } from '../../i18n/translate.js';
import { renderEmail } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { EmailBrand } from '../site-images/email-logo.js';
import { visitInvitation } from './calendar.js';
import type { VisitRow } from './repository.js';
import { changeDeadline, languageOf } from './rules.js';

export type VisitMail = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

/** The company's week view around a visit (routes/admin/visits.tsx). */
export const adminWeekUrl = (publicUrl: string, visit: VisitRow, timeZone: string) =>
  `${publicUrl}/admin/visits?week=${mondayOf(wallClock(Date.parse(visit.start_at), timeZone).date)}`;

/** Visitor-typed text in a mail to a typed address stays short (as for quotes: no relay for strangers' messages). */
const NAME_IN_MAIL = 40;
const shortName = (name: string) => (name.length > NAME_IN_MAIL ? `${name.slice(0, NAME_IN_MAIL - 1)}…` : name);

/**
 * The e-mails of a visit's step: the visitor's (in their language, with the calendar invitation
 * and `link`, a manage link issued for this mail: visits/links.ts) and, for what the visitor did,
 * the company's (in English, the company's language). The visitor's mail echoes nothing they
 * typed but a shortened name. A visit the company booked itself (a customer who phoned) sends the
 * visitor's mail only.
 */
export function visitEmails(
  config: { publicUrl: string; companyEmail?: string },
  brand: EmailBrand,
  visit: VisitRow,
  step: VisitMail,
  link: string,
  options: { byCompany?: boolean } = {},
): OutgoingMail[] {
  const mails = [visitorMail(config, brand, visit, step, link)];
  const byVisitor =
    !options.byCompany &&
    (step === 'booked' || step === 'rescheduled' || (step === 'cancelled' && visit.cancelled_by === 'visitor'));
  if (byVisitor) mails.push(companyMail(config, brand, visit, step));
  return mails;
}

function when(visit: VisitRow, lang: Parameters<typeof formatTime>[1], timeZone: string) {
  const t = translator(lang);
  return t('email.visit.when', {
    date: formatLongDate(visit.start_at, lang, timeZone),
    time: formatTime(visit.start_at, lang, timeZone),
    zone: timeZoneName(timeZone, lang, visit.start_at),
  });
}

function visitorMail(
  config: { publicUrl: string },
  brand: EmailBrand,
  visit: VisitRow,
  step: VisitMail,
  url: string,
): OutgoingMail {
  const { company, logo } = brand;
  const lang = languageOf(visit);
  const t = translator(lang);
  const tz = company.timeZone;
  const at = when(visit, lang, tz);
  const vars = {
    name: shortName(visit.name),
    when: at,
    date: formatLongDate(visit.start_at, lang, tz),
    time: formatTime(visit.start_at, lang, tz),
    company: company.name,
    deadline: `${formatLongDate(changeDeadline(visit, company), lang, tz)} ${formatTime(changeDeadline(visit, company), lang, tz)}`,
  };
  const cancelled = step === 'cancelled';
  const byCompany = cancelled && visit.cancelled_by === 'company';
  const key = byCompany ? 'cancelledByCompany' : step;
  const paragraphs = [t('email.visit.greeting', vars), t(`email.visit.visitor.${key}.intro`, vars)];
  if (byCompany && visit.cancel_message)
    paragraphs.push(t('email.visit.visitor.companyMessage', { ...vars, message: visit.cancel_message }));
  if (!cancelled) paragraphs.push(t('email.visit.visitor.manage', vars));
  if (step === 'booked' || step === 'rescheduled') paragraphs.push(t('email.visit.visitor.calendar'));
  const service = visit.service ? t(`contact.form.services.${visit.service}`) : null;
  const { html, text } = renderEmail({
    lang,
    company,
    logo,
    heading: t(`email.visit.visitor.${key}.heading`),
    paragraphs,
    rows: [
      { label: t('email.visit.rows.reference'), value: visit.reference },
      { label: t('email.visit.rows.when'), value: at },
      ...(service ? [{ label: t('email.visit.rows.service'), value: service }] : []),
    ],
    action: cancelled
      ? { label: t('email.visit.visitor.bookAgain'), url: pageUrl(config.publicUrl, '/book-visit', lang) }
      : { label: t('email.visit.visitor.manageAction'), url },
    footer: t('email.visit.visitor.footer'),
  });
  return {
    kind: `visit-${step}-visitor`,
    to: visit.email,
    replyTo: company.email,
    subject: t(`email.visit.visitor.${key}.subject`, vars),
    text,
    html,
    ...(step === 'reminder'
      ? {}
      : { attachments: [visitInvitation(visit, lang, company, url, new URL(config.publicUrl).hostname)] }),
  };
}

function companyMail(
  config: { publicUrl: string; companyEmail?: string },
  brand: EmailBrand,
  visit: VisitRow,
  step: VisitMail,
): OutgoingMail {
  const { company, logo } = brand;
  const t = translator(DEFAULT_LANG);
  const tz = company.timeZone;
  const vars = { name: visit.name, when: when(visit, DEFAULT_LANG, tz) };
  const none = t('email.visit.rows.none');
  const row = (key: string, value: string | null) => ({ label: t(`email.visit.rows.${key}`), value: value || none });
  const { html, text } = renderEmail({
    lang: DEFAULT_LANG,
    company,
    logo,
    heading: t(`email.visit.company.${step}.heading`),
    paragraphs: [t(`email.visit.company.${step}.intro`, vars)],
    rows: [
      row('reference', visit.reference),
      row('when', vars.when),
      row('name', visit.name),
      row('email', visit.email),
      row('phone', visit.phone),
      row('address', visit.address),
      row('service', visit.service ? t(`contact.form.services.${visit.service}`) : null),
      row('notes', visit.notes),
      row('language', LANGUAGE_NAMES[languageOf(visit)].name),
    ],
    action: { label: t('email.visit.company.open'), url: adminWeekUrl(config.publicUrl, visit, tz) },
    footer: t('email.visit.company.footer'),
  });
  return {
    kind: `visit-${step}-company`,
    to: config.companyEmail ?? company.email,
    replyTo: visit.email,
    subject: t(`email.visit.company.${step}.subject`, vars),
    text,
    html,
  };
}
