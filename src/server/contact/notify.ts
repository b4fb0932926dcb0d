import type { ContactInput } from '../../domain/contact-schema.js';
import { DEFAULT_LANG, LANGUAGE_NAMES, type Lang } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import { renderEmail } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { EmailBrand } from '../site-images/email-logo.js';

/**
 * Tells the company about a new contact message, in the company's language (English), with the
 * visitor's address as Reply-To so answering is one click.
 */
export function contactNotification(
  config: { publicUrl: string; companyEmail?: string },
  brand: EmailBrand,
  input: ContactInput,
  visitorLang: Lang,
): OutgoingMail {
  const { company, logo } = brand;
  const t = translator(DEFAULT_LANG);
  const notGiven = t('email.contact.notGiven');
  const service = input.serviceInterest ? t(`contact.form.services.${input.serviceInterest}`) : notGiven;
  const { html, text } = renderEmail({
    lang: DEFAULT_LANG,
    company,
    logo,
    heading: t('email.contact.heading'),
    paragraphs: [t('email.contact.intro', { name: input.name }), t('email.contact.promise')],
    rows: [
      { label: t('email.contact.fields.name'), value: input.name },
      { label: t('email.contact.fields.email'), value: input.email },
      { label: t('email.contact.fields.phone'), value: input.phone || notGiven },
      { label: t('email.contact.fields.serviceInterest'), value: service },
      { label: t('email.contact.fields.language'), value: LANGUAGE_NAMES[visitorLang].name },
      { label: t('email.contact.fields.message'), value: input.message },
    ],
    action: { label: t('email.contact.action'), url: `${config.publicUrl}/admin` },
    footer: t('email.contact.footer'),
  });
  return {
    kind: 'contact-company',
    to: config.companyEmail ?? company.email,
    replyTo: input.email,
    subject: t('email.contact.subject', { name: input.name }),
    text,
    html,
  };
}
