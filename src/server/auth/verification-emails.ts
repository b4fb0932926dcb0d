import type { Lang } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import type { UserRow } from '../db/schema.js';
import { renderEmail } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { EmailBrand } from '../site-images/email-logo.js';

/** The link that verifies an account's address, in the language the registrant used. */
export function verificationEmail(
  publicUrl: string,
  brand: EmailBrand,
  user: Pick<UserRow, 'email' | 'first_name'>,
  token: string,
  lang: Lang,
): OutgoingMail {
  const t = translator(lang);
  const { company, logo } = brand;
  const content = renderEmail({
    lang,
    company,
    logo,
    heading: t('email.auth.verify.heading'),
    paragraphs: [
      t('email.auth.verify.greeting', { name: user.first_name }),
      t('email.auth.verify.intro', { company: company.name }),
      t('email.auth.verify.expiry'),
      t('email.auth.verify.ignore'),
    ],
    action: { label: t('email.auth.verify.action'), url: `${publicUrl}/verify-email?token=${encodeURIComponent(token)}` },
    footer: t('email.auth.verify.footer'),
  });
  return {
    kind: 'email-verification',
    to: user.email,
    subject: t('email.auth.verify.subject', { company: company.name }),
    ...content,
  };
}

/**
 * To the owner of an address someone tried to register again: registration answers the same for
 * a known and a new address, so the owner (and only the owner) learns of it here.
 */
export function registrationAttemptEmail(
  publicUrl: string,
  brand: EmailBrand,
  user: Pick<UserRow, 'email' | 'first_name'>,
  lang: Lang,
): OutgoingMail {
  const t = translator(lang);
  const { company, logo } = brand;
  const content = renderEmail({
    lang,
    company,
    logo,
    heading: t('email.auth.registerAttempt.heading'),
    paragraphs: [
      t('email.auth.registerAttempt.greeting', { name: user.first_name }),
      t('email.auth.registerAttempt.intro', { company: company.name }),
      t('email.auth.registerAttempt.forgot', { url: `${publicUrl}/forgot-password` }),
      t('email.auth.registerAttempt.ignore'),
    ],
    action: { label: t('email.auth.registerAttempt.action'), url: `${publicUrl}/login` },
    footer: t('email.auth.registerAttempt.footer'),
  });
  return {
    kind: 'registration-attempt',
    to: user.email,
    subject: t('email.auth.registerAttempt.subject', { company: company.name }),
    ...content,
  };
}
