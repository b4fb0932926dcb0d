import { DEFAULT_LANG, isLang, type Lang } from '../../domain/languages.js';
import { formatCents, formatDate, formatDateTime } from '../../domain/format.js';
import { translator } from '../../i18n/translate.js';
import { renderEmail } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { EmailBrand } from '../site-images/email-logo.js';
import type { ProposalRow } from './repository.js';
import type { AcceptedSnapshot } from './snapshot.js';

/** The company reads its notifications in English, the site's default language. */
const COMPANY_LANG: Lang = DEFAULT_LANG;

type MailConfig = { publicUrl: string; companyEmail?: string };

const langOf = (row: ProposalRow): Lang => (isLang(row.language_code) ? row.language_code : DEFAULT_LANG);
/** A valid-until day shown as the calendar day it is (no time-zone shift). */
export const formatDay = (day: string, lang: Lang) => formatDate(`${day}T12:00:00Z`, lang, 'UTC');
const leadUrl = (config: MailConfig, row: ProposalRow) => `${config.publicUrl}/admin/leads/${row.lead_type}/${row.lead_id}`;

/** The customer's e-mail with the link, in the proposal's language. */
export function proposalSentMail(brand: EmailBrand, row: ProposalRow, url: string): OutgoingMail {
  const lang = langOf(row);
  const t = translator(lang);
  const vars = { reference: row.reference, company: brand.company.name, name: row.customer_name };
  const content = renderEmail({
    lang,
    company: brand.company,
    logo: brand.logo,
    heading: t('proposalDocuments.email.sent.heading'),
    paragraphs: [
      t('proposalDocuments.email.sent.greeting', vars),
      t('proposalDocuments.email.sent.intro', vars),
      t('proposalDocuments.email.sent.how'),
    ],
    rows: [
      { label: t('proposalDocuments.email.rows.reference'), value: row.reference },
      { label: t('proposalDocuments.email.rows.total'), value: formatCents(row.total_cents, lang) },
      { label: t('proposalDocuments.email.rows.validUntil'), value: formatDay(row.valid_until, lang) },
    ],
    action: { label: t('proposalDocuments.email.sent.action'), url },
    footer: t('proposalDocuments.email.sent.footer', vars),
  });
  return {
    kind: 'proposal-customer',
    to: row.customer_email,
    subject: t('proposalDocuments.email.sent.subject', vars),
    replyTo: brand.company.email,
    ...content,
  };
}

/** After an acceptance: the company's notification, and the customer's confirmation with the PDF. */
export function acceptedMails(
  config: MailConfig,
  brand: EmailBrand,
  row: ProposalRow,
  snapshot: AcceptedSnapshot,
  pdf: Buffer,
  url: string,
): OutgoingMail[] {
  const lang = langOf(row);
  const t = translator(lang);
  const staff = translator(COMPANY_LANG);
  const vars = { reference: row.reference, company: brand.company.name, name: snapshot.signature_name };
  const chosen = snapshot.lines.filter((l) => l.optional && l.included).map((l) => l.description);

  const confirmation = renderEmail({
    lang,
    company: brand.company,
    logo: brand.logo,
    heading: t('proposalDocuments.email.accepted.heading'),
    paragraphs: [
      t('proposalDocuments.email.sent.greeting', { name: row.customer_name }),
      t('proposalDocuments.email.accepted.intro', { ...vars, date: formatDateTime(snapshot.accepted_at, lang) }),
      t('proposalDocuments.email.accepted.next'),
    ],
    rows: [
      { label: t('proposalDocuments.email.rows.reference'), value: row.reference },
      { label: t('proposalDocuments.email.rows.total'), value: formatCents(snapshot.totals.total_cents, lang) },
      { label: t('proposalDocuments.email.rows.signedBy'), value: snapshot.signature_name },
    ],
    action: { label: t('proposalDocuments.email.accepted.action'), url },
    footer: t('proposalDocuments.email.sent.footer', vars),
  });
  const toCustomer: OutgoingMail = {
    kind: 'proposal-accepted-customer',
    to: row.customer_email,
    subject: t('proposalDocuments.email.accepted.subject', vars),
    replyTo: brand.company.email,
    attachments: [{ filename: pdfFilename(row), contentType: 'application/pdf', content: pdf.toString('base64') }],
    ...confirmation,
  };

  const notification = renderEmail({
    lang: COMPANY_LANG,
    company: brand.company,
    logo: brand.logo,
    heading: staff('proposalDocuments.email.company.acceptedHeading'),
    paragraphs: [staff('proposalDocuments.email.company.acceptedIntro', { ...vars, revision: row.revision })],
    rows: [
      { label: staff('proposalDocuments.email.rows.signedBy'), value: snapshot.signature_name },
      { label: staff('proposalDocuments.email.rows.acceptedAt'), value: formatDateTime(snapshot.accepted_at, COMPANY_LANG) },
      { label: staff('proposalDocuments.email.rows.total'), value: formatCents(snapshot.totals.total_cents, COMPANY_LANG) },
      { label: staff('proposalDocuments.email.rows.optionalChosen'), value: chosen.join(', ') || '-' },
      { label: staff('proposalDocuments.email.rows.email'), value: row.customer_email },
    ],
    action: { label: staff('proposalDocuments.email.company.open'), url: leadUrl(config, row) },
    footer: staff('proposalDocuments.email.company.footer'),
  });
  const toCompany: OutgoingMail = {
    kind: 'proposal-accepted-company',
    to: config.companyEmail ?? brand.company.email,
    subject: staff('proposalDocuments.email.company.acceptedSubject', vars),
    replyTo: row.customer_email,
    ...notification,
  };
  return [toCompany, toCustomer];
}

/** The company hears of a decline or of a request for changes, with the customer's words. */
export function answerMail(
  config: MailConfig,
  brand: EmailBrand,
  row: ProposalRow,
  answer: { kind: 'declined' | 'changes'; text: string },
): OutgoingMail {
  const staff = translator(COMPANY_LANG);
  const key = answer.kind === 'declined' ? 'declined' : 'changes';
  const vars = { reference: row.reference, name: row.customer_name };
  const content = renderEmail({
    lang: COMPANY_LANG,
    company: brand.company,
    logo: brand.logo,
    heading: staff(`proposalDocuments.email.company.${key}Heading`),
    paragraphs: [staff(`proposalDocuments.email.company.${key}Intro`, vars)],
    rows: [
      { label: staff(`proposalDocuments.email.rows.${key === 'declined' ? 'reason' : 'message'}`), value: answer.text || '-' },
      { label: staff('proposalDocuments.email.rows.email'), value: row.customer_email },
    ],
    action: { label: staff('proposalDocuments.email.company.open'), url: leadUrl(config, row) },
    footer: staff('proposalDocuments.email.company.footer'),
  });
  return {
    kind: answer.kind === 'declined' ? 'proposal-declined-company' : 'proposal-changes-company',
    to: config.companyEmail ?? brand.company.email,
    subject: staff(`proposalDocuments.email.company.${key}Subject`, vars),
    replyTo: row.customer_email,
    ...content,
  };
}

export const pdfFilename = (row: Pick<ProposalRow, 'reference' | 'revision'>) =>
  `proposal-${row.reference}${row.revision > 1 ? `-r${row.revision}` : ''}.pdf`;
