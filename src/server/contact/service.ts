import { type ContactErrors, HONEYPOT_FIELD } from '../../domain/contact.js';
import { checkContact } from '../../domain/contact-schema.js';
import type { Lang } from '../../domain/languages.js';
import type { AppContext } from '../context.js';
import { WindowLimiter } from '../http/window-limiter.js';
import { notifyCompanyOfContact } from './notify.js';
import { insertContactMessage } from './repository.js';

export type ContactOutcome =
  | { kind: 'sent'; id: number }
  /** A bot filled the honeypot: answered like a success so it learns nothing, stored nowhere. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; errors: ContactErrors }
  | { kind: 'rate-limited' };

/** Messages per IP address per window: enough for a person, too few for a flood. */
export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 };

// One limiter per app, shared by the API route and the page's form action.
const limiters = new WeakMap<AppContext, WindowLimiter>();
function limiterFor(ctx: AppContext) {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new WindowLimiter(CONTACT_LIMIT.max, CONTACT_LIMIT.windowMs);
    limiters.set(ctx, limiter);
  }
  return limiter;
}

/**
 * The contact form's rules, for every door (API and page): honeypot, validation, per-IP limit,
 * then the message is stored and the company notified. A failed e-mail never loses the message:
 * it is stored first and the failure is logged.
 */
export async function submitContact(
  ctx: AppContext,
  raw: Record<string, unknown>,
  meta: { ip: string; lang: Lang },
): Promise<ContactOutcome> {
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap.trim() !== '') {
    limiterFor(ctx).attempt(meta.ip);
    ctx.log.info({ ip: meta.ip }, 'contact form honeypot filled: message ignored');
    return { kind: 'ignored' };
  }
  const checked = checkContact(raw);
  if (checked.errors) return { kind: 'invalid', errors: checked.errors };
  if (!limiterFor(ctx).attempt(meta.ip)) return { kind: 'rate-limited' };

  const id = await insertContactMessage(ctx.db, checked.data, meta.lang);
  try {
    await notifyCompanyOfContact(ctx, checked.data, meta.lang);
  } catch (err) {
    ctx.log.error({ err, contactMessageId: id }, 'contact notification e-mail failed; the message is stored');
  }
  return { kind: 'sent', id };
}
