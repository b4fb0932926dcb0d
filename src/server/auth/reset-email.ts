import type { Lang } from '../../domain/languages.js';
import type { UserRow } from '../db/schema.js';
import { translator } from '../../i18n/translate.js';
import { renderEmail } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { EmailBrand } from '../site-images/email-logo.js';

/** The reset-link e-mail, in the language the visitor used to ask for it. */
export function passwordResetEmail(publicUrl: string, brand: EmailBrand, user: UserRow, token: string, lang: Lang): OutgoingMail {
  const t = translator(lang);
  const { company, logo } = brand;
  const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const content = renderEmail({
    lang,
    company,
    logo,
    heading: t('email.auth.reset.heading'),
    paragraphs: [
      t('email.auth.reset.greeting', { name: user.first_name }),
      t('email.auth.reset.intro', { company: company.name }),
      t('email.auth.reset.expiry'),
      t('email.auth.reset.ignore'),
    ],
    action: { label: t('email.auth.reset.action'), url },
    footer: t('email.auth.reset.footer'),
  });
  return {
    kind: 'password-reset',
    to: user.email,
    subject: t('email.auth.reset.subject', { company: company.name }),
    ...content,
  };
}

/** A new crew member's invitation: a reset link that works for a week, to choose a first password. */
export function crewInvitationEmail(
  publicUrl: string,
  brand: EmailBrand,
  user: UserRow,
  token: string,
  lang: Lang,
): OutgoingMail {
  const t = translator(lang);
  const { company, logo } = brand;
  const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const content = renderEmail({
    lang,
    company,
    logo,
    heading: t('email.auth.invite.heading'),
    paragraphs: [
      t('email.auth.invite.greeting', { name: user.first_name }),
      t('email.auth.invite.intro', { company: company.name }),
      t('email.auth.invite.expiry'),
    ],
    action: { label: t('email.auth.invite.action'), url },
    footer: t('email.auth.invite.footer', { company: company.name }),
  });
  return {
    kind: 'crew-invitation',
    to: user.email,
    subject: t('email.auth.invite.subject', { company: company.name }),
    ...content,
  };
}
