import { type ContactErrors, HONEYPOT_FIELD } from '../../domain/contact.js';
import { checkContact } from '../../domain/contact-schema.js';
import type { Lang } from '../../domain/languages.js';
import { readLeadSource } from '../../domain/lead-source.js';
import type { AppContext } from '../context.js';
import { LIMITS } from '../limits/rules.js';
import { enqueueMail } from '../mail/outbox.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { contactNotification } from './notify.js';
import { insertContactMessage } from './repository.js';

export type ContactOutcome =
  | { kind: 'sent'; id: number }
  /** A bot filled the honeypot: answered like a success so it learns nothing, stored nowhere. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; errors: ContactErrors }
  | { kind: 'rate-limited' };

/**
 * The contact form's rules, for every door (API and page): honeypot, validation, per-IP limit
 * (one count for both doors, in the app's shared limiter), then the message and the company's
 * notification are stored in one transaction; the outbox delivers the mail. `raw.source` (an object,
 * or its JSON text from the form) says where the visitor came from: cleaned, never refused.
 */
export async function submitContact(
  ctx: AppContext,
  raw: Record<string, unknown>,
  meta: { ip: string; lang: Lang },
): Promise<ContactOutcome> {
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap.trim() !== '') {
    await ctx.limiter.take(LIMITS.contact, meta.ip);
    ctx.log.info({ ip: meta.ip }, 'contact form honeypot filled: message ignored');
    return { kind: 'ignored' };
  }
  const checked = checkContact(raw);
  if (checked.errors) return { kind: 'invalid', errors: checked.errors };
  if (!(await ctx.limiter.take(LIMITS.contact, meta.ip)).allowed) return { kind: 'rate-limited' };

  const mail = contactNotification(ctx.config, await readEmailBrand(ctx), checked.data, meta.lang);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const stored = await insertContactMessage(trx, checked.data, meta.lang, readLeadSource(raw.source));
    await enqueueMail(trx, mail);
    return stored;
  });
  ctx.outbox.nudge();
  return { kind: 'sent', id };
}
