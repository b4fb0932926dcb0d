import type { Lang } from '../../domain/languages.js';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { translator } from '../http/i18n.js';
import { renderEmail } from '../mail/layout.js';
import { readEmailBrand } from '../site-images/email-logo.js';

/** The reset-link e-mail, in the language the visitor used to ask for it. */
export async function sendPasswordResetEmail(ctx: AppContext, user: UserRow, token: string, lang: Lang): Promise<void> {
  const t = translator(lang);
  const { company, logo } = await readEmailBrand(ctx);
  const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
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
  await ctx.mailer.send({ to: user.email, subject: t('email.auth.reset.subject', { company: company.name }), ...content });
}
