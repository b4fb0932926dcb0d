import type { Lang } from '../../domain/languages.js';
import type { UserRow } from '../db/schema.js';
import { translator } from '../../i18n/translate.js';
import { renderEmail } from '../mail/layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { EmailBrand } from '../site-images/email-logo.js';

/**
 * An e-mail carrying a link to /reset-password: a forgotten password's reset, or a new crew
 * member's invitation to choose a first one. `texts` names the e-mail's part of email.auth.
 */
function resetLinkEmail(
  publicUrl: string,
  brand: EmailBrand,
  user: UserRow,
  token: string,
  lang: Lang,
  mail: { kind: string; texts: 'reset' | 'invite'; paragraphs: string[] },
): OutgoingMail {
  const t = translator(lang);
  const { company, logo } = brand;
  const vars = { name: user.first_name, company: company.name };
  const text = (key: string) => t(`email.auth.${mail.texts}.${key}`, vars);
  const content = renderEmail({
    lang,
    company,
    logo,
    heading: text('heading'),
    paragraphs: mail.paragraphs.map(text),
    action: { label: text('action'), url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}` },
    footer: text('footer'),
  });
  return { kind: mail.kind, to: user.email, subject: text('subject'), ...content };
}

/** The reset-link e-mail, in the language the visitor used to ask for it. */
export function passwordResetEmail(publicUrl: string, brand: EmailBrand, user: UserRow, token: string, lang: Lang): OutgoingMail {
  return resetLinkEmail(publicUrl, brand, user, token, lang, {
    kind: 'password-reset',
    texts: 'reset',
    paragraphs: ['greeting', 'intro', 'expiry', 'ignore'],
  });
}

/** A new crew member's invitation: a reset link that works for a week, to choose a first password. */
export function crewInvitationEmail(
  publicUrl: string,
  brand: EmailBrand,
  user: UserRow,
  token: string,
  lang: Lang,
): OutgoingMail {
  return resetLinkEmail(publicUrl, brand, user, token, lang, {
    kind: 'crew-invitation',
    texts: 'invite',
    paragraphs: ['greeting', 'intro', 'expiry'],
  });
}
