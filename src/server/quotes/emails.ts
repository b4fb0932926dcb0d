import type { TFunction } from '../../i18n/instance.js';
import { LANGUAGE_NAMES, type Lang } from '../../domain/languages.js';
import { BUDGET_RANGES, type Budget } from '../../domain/quote/options.js';
import { budgetRangeValues, formatInteger, formatMoney } from '../../domain/format.js';
import { formatJobRange, jobLineAmount, jobLineDetail, jobLineName } from '../../domain/quote/job-text.js';
import { translator } from '../../i18n/translate.js';
import { renderEmail } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { nameIn } from '../services/repository.js';
import type { EmailBrand } from '../site-images/email-logo.js';
import type { SubmittedQuote } from './repository.js';

/** The company reads its notifications in English, the site's default language. */
const COMPANY_LANG: Lang = 'en';

/** Where the admin leads inbox shows one quote request (route leads/:type/:id of the admin area). */
export const adminQuoteUrl = (publicUrl: string, id: number) => `${publicUrl}/admin/leads/quote/${id}`;

/** Visitor-typed text in a mail to a typed address stays short: the form must not carry messages to strangers. */
const NAME_IN_MAIL = 40;
const shortName = (name: string) => (name.length > NAME_IN_MAIL ? `${name.slice(0, NAME_IN_MAIL - 1)}…` : name);

/** The names of the catalogue service a request came from, by language (read before the transaction). */
export type CatalogueNames = Partial<Record<Lang, string>> | undefined;

/**
 * The visitor's confirmation (in the request's language) and the company's notification. The
 * confirmation goes to whatever address the visitor typed, so it carries nothing else the visitor
 * wrote but a shortened name: no message, address or phone echoed back.
 */
export function quoteEmails(
  config: { publicUrl: string; companyEmail?: string },
  brand: EmailBrand,
  quote: SubmittedQuote,
  catalogueNames: CatalogueNames,
): OutgoingMail[] {
  const { company, logo } = brand;
  const customer = translator(quote.language);
  const staff = translator(COMPANY_LANG);
  const vars = { reference: quote.reference, name: quote.contactInfo.name };
  const from = (lang: Lang) => quote.catalogueService && nameIn(catalogueNames, lang, quote.catalogueService);
  const requestRows = (t: TFunction, lang: Lang) => rowsOf(t, lang, quote, from(lang));

  const confirmation = renderEmail({
    lang: quote.language,
    company,
    logo,
    heading: customer('email.quote.customer.heading'),
    paragraphs: [
      customer('email.quote.customer.greeting', { ...vars, name: shortName(quote.contactInfo.name) }),
      customer('email.quote.customer.received', vars),
      customer('email.quote.customer.promise'),
      customer('email.quote.customer.estimateNote'),
      // The client hub (docs/clients.md): a sign-in link is one address away.
      customer('email.hub.itemLink', { url: `${config.publicUrl}/hub/sign-in?lang=${quote.language}` }),
    ],
    rows: requestRows(customer, quote.language),
    footer: customer('email.quote.customer.footer'),
  });
  const toCustomer: OutgoingMail = {
    kind: 'quote-customer',
    to: quote.contactInfo.email,
    subject: customer('email.quote.customer.subject', vars),
    replyTo: company.email,
    ...confirmation,
  };

  const { contactInfo: c } = quote;
  const row = (key: string, value: string | null) => ({ label: staff(`email.quote.rows.${key}`), value: value || '-' });
  const notification = renderEmail({
    lang: COMPANY_LANG,
    company,
    logo,
    heading: staff('email.quote.company.heading'),
    paragraphs: [staff('email.quote.company.intro', vars)],
    rows: [
      row('name', c.name),
      row('email', c.email),
      row('phone', c.phone),
      row('address', c.address),
      row('message', c.message),
      row('language', LANGUAGE_NAMES[quote.language].name),
      ...requestRows(staff, COMPANY_LANG),
      row('preferences', preferences(staff, quote)),
    ],
    action: { label: staff('email.quote.company.open'), url: adminQuoteUrl(config.publicUrl, quote.id) },
    footer: staff('email.quote.company.footer'),
  });
  const toCompany: OutgoingMail = {
    kind: 'quote-company',
    to: config.companyEmail ?? company.email,
    subject: staff('email.quote.company.subject', vars),
    replyTo: c.email,
    ...notification,
  };
  return [toCustomer, toCompany];
}

/**
 * The request's rows, in one language; `from` is the name of the catalogue service the visitor
 * came from. The job's range comes first, then the job's lines; the starting estimate last.
 */
function rowsOf(t: TFunction, lang: Lang, q: SubmittedQuote, from: string | null) {
  const label = (key: string) => t(`email.quote.rows.${key}`);
  const option = (group: string, value: string) => t(`quote.options.${group}.${value}.label`);
  const area = q.areaEstimate;
  const job = q.job;
  return [
    { label: label('reference'), value: q.reference },
    ...(job ? [{ label: label('range'), value: `${formatJobRange(lang, job)} (${t('quoteJob.range.confirmed')})` }] : []),
    { label: label('propertyType'), value: option('propertyType', q.propertyType) },
    { label: label('propertySize'), value: option('propertySize', q.propertySize) },
    ...(area ? [{ label: label('area'), value: t('quote.area.value', { area: formatInteger(area.areaSqft, lang) }) }] : []),
    ...(from ? [{ label: label('fromService'), value: from }] : []),
    { label: label('services'), value: q.services.map((s) => option('services', s)).join(', ') },
    ...(job?.lines ?? []).map((line) => ({
      label: jobLineName(t, lang, line),
      value: `${jobLineDetail(t, lang, line)} = ${jobLineAmount(lang, line)}`,
    })),
    { label: label('timeline'), value: option('timeline', q.timeline) },
    { label: label('budget'), value: q.budget ? budgetLabel(t, lang, q.budget as Budget) : t('quote.options.budget.none') },
    { label: label('urgency'), value: option('urgency', q.urgency) },
    { label: label('files'), value: String(q.files.length) },
    { label: label('estimate'), value: formatMoney(q.estimate.totalPrice, lang) },
  ];
}

function budgetLabel(t: TFunction, lang: Lang, budget: Budget): string {
  return t(`quote.options.budget.${budget}`, budgetRangeValues(BUDGET_RANGES[budget], lang));
}

function preferences(t: TFunction, q: SubmittedQuote): string {
  const names = [
    ...q.plantPreferences.map((p) => t(`quote.options.plantPreferences.${p}.label`)),
    ...q.stylePreferences.map((p) => t(`quote.options.stylePreferences.${p}.label`)),
    ...q.materialSelection.map((p) => t(`quote.options.materialSelection.${p}.label`)),
  ];
  return names.join(', ');
}
