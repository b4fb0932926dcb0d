import type { TFunction } from '../../i18n/instance.js';
import { LANGUAGE_NAMES, type Lang } from '../../domain/languages.js';
import { BUDGET_RANGES, type Budget } from '../../domain/quote/options.js';
import { budgetRangeValues, formatMoney } from '../../domain/quote/money.js';
import { createI18n, dictionaries } from '../../i18n/index.js';
import type { AppContext } from '../context.js';
import { renderEmail } from '../mail/layout.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import type { QuoteDetail } from './repository.js';

/** The company reads its notifications in English, the site's default language. */
const COMPANY_LANG: Lang = 'en';

/** Where the admin leads inbox shows one quote request (route leads/:type/:id of the admin area). */
export const adminQuoteUrl = (publicUrl: string, id: number) => `${publicUrl}/admin/leads/quote/${id}`;

/** The visitor's confirmation (in the request's language) and the company's notification. */
export async function sendQuoteEmails(ctx: AppContext, quote: QuoteDetail): Promise<void> {
  const { company, logo } = await readEmailBrand(ctx);
  const customer = createI18n(quote.language, dictionaries[quote.language]).t;
  const staff = createI18n(COMPANY_LANG, dictionaries[COMPANY_LANG]).t;
  const vars = { reference: quote.reference, name: quote.contactInfo.name };

  const confirmation = renderEmail({
    lang: quote.language,
    company,
    logo,
    heading: customer('email.quote.customer.heading'),
    paragraphs: [
      customer('email.quote.customer.greeting', vars),
      customer('email.quote.customer.received', vars),
      customer('email.quote.customer.promise'),
      customer('email.quote.customer.estimateNote'),
    ],
    rows: requestRows(customer, quote.language, quote),
    footer: customer('email.quote.customer.footer'),
  });
  await ctx.mailer.send({
    to: quote.contactInfo.email,
    subject: customer('email.quote.customer.subject', vars),
    replyTo: company.email,
    ...confirmation,
  });

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
      ...requestRows(staff, COMPANY_LANG, quote),
      row('preferences', preferences(staff, quote)),
    ],
    action: { label: staff('email.quote.company.open'), url: adminQuoteUrl(ctx.config.publicUrl, quote.id) },
    footer: staff('email.quote.company.footer'),
  });
  await ctx.mailer.send({
    to: ctx.config.companyEmail ?? company.email,
    subject: staff('email.quote.company.subject', vars),
    replyTo: c.email,
    ...notification,
  });
}

function requestRows(t: TFunction, lang: Lang, q: QuoteDetail) {
  const label = (key: string) => t(`email.quote.rows.${key}`);
  const option = (group: string, value: string) => t(`quote.options.${group}.${value}.label`);
  return [
    { label: label('reference'), value: q.reference },
    { label: label('propertyType'), value: option('propertyType', q.propertyType) },
    { label: label('propertySize'), value: option('propertySize', q.propertySize) },
    { label: label('services'), value: q.services.map((s) => option('services', s)).join(', ') },
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

function preferences(t: TFunction, q: QuoteDetail): string {
  const names = [
    ...q.plantPreferences.map((p) => t(`quote.options.plantPreferences.${p}`)),
    ...q.stylePreferences.map((p) => t(`quote.options.stylePreferences.${p}`)),
    ...q.materialSelection.map((p) => t(`quote.options.materialSelection.${p}`)),
  ];
  return names.join(', ');
}
