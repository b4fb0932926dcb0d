import { isLang, type Lang } from '../../domain/languages.js';
import { type FileRejection, rejectionMessage } from '../../domain/quote/files.js';
import { estimateQuote } from '../../domain/quote/pricing.js';
import type { FieldError } from '../../domain/quote/draft.js';
import { issuesToErrors, quoteRequestSchema } from '../../domain/quote/schema.js';
import { createI18n, dictionaries } from '../../i18n/index.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { attachmentStore, checkContent, removeTemporary, type StagedFile, type StoredFile, storeChecked } from './attachments.js';
import { sendQuoteEmails } from './emails.js';
import { newReference } from './reference.js';
import {
  findQuote,
  findQuoteByIdempotencyKey,
  insertQuote,
  type QuoteDetail,
  referenceExists,
} from './repository.js';

export interface Submission {
  /** The request JSON as received (validated here). */
  body: unknown;
  files: StagedFile[];
  /** More files were sent than allowed; the rest of the upload was not read. */
  tooManyFiles: boolean;
  idempotencyKey: string | null;
  userId: number | null;
  /** Language for messages when the body does not name a valid one (cookie, Accept-Language). */
  fallbackLang: Lang;
}

export interface SubmitResult {
  quote: QuoteDetail;
  /** True when the idempotency key had already created this request: nothing new was stored or sent. */
  replayed: boolean;
}

/**
 * Checks and stores one quote request: fields with the shared schema, files by content, the estimate
 * recomputed here (a figure from the browser is never read), all in one transaction; then the e-mails.
 * Whatever happens, no temporary or refused file stays on disk.
 */
export async function submitQuote(ctx: AppContext, s: Submission): Promise<SubmitResult> {
  const written: StoredFile[] = [];
  try {
    const lang = requestLanguage(s.body, s.fallbackLang);
    const { t } = createI18n(lang, dictionaries[lang]);
    const fileError = (r: FileRejection): FieldError => {
      const { key, values } = rejectionMessage(r);
      return { path: 'files', msg: t(key, values) };
    };
    const refuse = (errors: FieldError[]) => {
      const message = errors.find((e) => e.path === 'files')?.msg ?? t('quote.errors.fixErrors');
      return badRequest(message, errors);
    };

    if (s.tooManyFiles) throw refuse([fileError({ reason: 'count' })]);
    if (isBot(s.body)) throw badRequest(t('quote.errors.rejected'));

    const parsed = quoteRequestSchema.safeParse(s.body);
    const errors = parsed.success
      ? []
      : issuesToErrors(parsed.error.issues).map((e) => ({ path: e.path, msg: t(`quote.errors.${e.msg}`) }));
    for (const file of s.files) {
      if (file.truncated) errors.push(fileError({ reason: 'size', name: file.name }));
    }
    if (!parsed.success || errors.length > 0) throw refuse(errors);

    if (s.idempotencyKey) {
      const existing = await findQuoteByIdempotencyKey(ctx.db, s.idempotencyKey);
      if (existing) return { quote: existing, replayed: true };
    }

    const checked = [];
    for (const file of s.files) {
      const result = await checkContent(file);
      if ('reason' in result) errors.push(fileError(result));
      else checked.push({ file, result });
    }
    if (errors.length > 0) throw refuse(errors);

    const now = new Date();
    const store = attachmentStore(ctx.config.mediaDir);
    for (const { file, result } of checked) written.push(await storeChecked(store, file, result));

    const request = parsed.data;
    const estimate = estimateQuote(request);
    const quote = {
      reference: await uniqueReference(ctx, now),
      userId: s.userId,
      idempotencyKey: s.idempotencyKey,
      request,
      estimate,
      now: now.toISOString(),
    };
    let id: number;
    try {
      id = await ctx.db.transaction().execute((trx) => insertQuote(trx, quote, written));
    } catch (error) {
      // The same key sent twice at once: the other request stored it first.
      const existing = s.idempotencyKey && isUniqueViolation(error) && (await findQuoteByIdempotencyKey(ctx.db, s.idempotencyKey));
      if (existing) return { quote: existing, replayed: true };
      throw error;
    }
    written.length = 0;

    const stored = (await findQuote(ctx.db, id))!;
    try {
      await sendQuoteEmails(ctx, stored);
    } catch (error) {
      // The request is safely stored and visible in the inbox; a mail failure must not lose it.
      ctx.log.error({ err: error, quote: stored.reference }, 'quote e-mails failed');
    }
    return { quote: stored, replayed: false };
  } finally {
    await removeTemporary(s.files);
    await Promise.all(written.map((f) => ctx.media.remove(f.relativePath)));
  }
}

function requestLanguage(body: unknown, fallback: Lang): Lang {
  const lang = (body as { language?: unknown } | null)?.language;
  return isLang(lang) ? lang : fallback;
}

/** The honeypot field is invisible to people; only a bot fills it. */
function isBot(body: unknown): boolean {
  const website = (body as { website?: unknown } | null)?.website;
  return typeof website === 'string' && website.trim() !== '';
}

async function uniqueReference(ctx: AppContext, now: Date): Promise<string> {
  for (;;) {
    const reference = newReference(now);
    if (!(await referenceExists(ctx.db, reference))) return reference;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
