import type { Lang } from '../../domain/languages.js';
import { type FileRejection, rejectionMessage } from '../../domain/quote/files.js';
import { describeEstimate } from '../../domain/quote/describe.js';
import { estimateJob, type StoredJob } from '../../domain/quote/job.js';
import { estimateAreaRange, estimateQuote } from '../../domain/quote/pricing.js';
import { issuesToErrors, type QuoteRequest, quoteRequestSchema } from '../../domain/quote/schema.js';
import { translator } from '../../i18n/translate.js';
import type { AppContext } from '../context.js';
import { badRequest, type FieldError, FIX_BELOW, HttpError } from '../http/errors.js';
import { checkContent, removeTemporary, type StagedFile, type StoredFile, storeChecked } from './attachments.js';
import { enqueueMail } from '../mail/outbox.js';
import { type CatalogueOffer, catalogueOffers } from '../price-book/offers.js';
import { readPriceBook } from '../price-book/repository.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { serviceNamesBySlug } from '../services/repository.js';
import { quoteEmails } from './emails.js';
import { newReference } from './reference.js';
import {
  catalogueServiceFits,
  findQuote,
  findQuoteByIdempotencyKey,
  insertQuote,
  referenceExists,
  type SubmittedQuote,
} from './repository.js';
import { isUniqueViolation } from '../db/errors.js';

export interface Submission {
  /** The request JSON as received (validated here). */
  body: unknown;
  files: StagedFile[];
  /** More files were sent than allowed; the rest of the upload was not read. */
  tooManyFiles: boolean;
  idempotencyKey: string | null;
  userId: number | null;
  /** The request's language (the body's `language` when it names one, http/language.ts): the estimate is written in it. */
  lang: Lang;
}

export interface SubmitResult {
  quote: SubmittedQuote;
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
    const { lang } = s;
    const t = translator(lang);
    // Messages are dictionary keys: the error handler writes them in the request's language.
    const fileError = (r: FileRejection): FieldError => {
      const { key, values } = rejectionMessage(r);
      return { path: 'files', msg: key, values };
    };
    const refuse = (errors: FieldError[]) => {
      const file = errors.find((e) => e.path === 'files');
      return file ? new HttpError(400, file.msg, errors, file.values) : badRequest(FIX_BELOW, errors);
    };

    if (s.tooManyFiles) throw refuse([fileError({ reason: 'count' })]);
    if (isBot(s.body)) throw badRequest('quote.errors.rejected');

    const parsed = quoteRequestSchema.safeParse(s.body);
    const errors: FieldError[] = parsed.success
      ? []
      : issuesToErrors(parsed.error.issues).map((e) => ({ path: e.path, msg: `quote.errors.${e.msg}` }));
    for (const file of s.files) {
      if (file.truncated) errors.push(fileError({ reason: 'size', name: file.name }));
    }
    const from = parsed.data?.catalogueService;
    if (from && !(await catalogueServiceFits(ctx.db, from, parsed.data!.services)))
      errors.push({ path: 'catalogueService', msg: 'quote.errors.invalid' });
    // The job is priced with the price book and the catalogue as they are now (never the browser's figures).
    const [book, offers] = await Promise.all([readPriceBook(ctx.db, { activeOnly: true }), catalogueOffers(ctx.db)]);
    if (parsed.data) errors.push(...itemErrors(parsed.data, offers));
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
    for (const { file, result } of checked) written.push(await storeChecked(ctx.media, file, result));

    const request = parsed.data;
    const estimate = describeEstimate(estimateQuote(request, book), request.propertySize, t, lang, book);
    const areaEstimate = request.areaSqft ? estimateAreaRange(request, request.areaSqft, book) : null;
    const quote = {
      reference: await uniqueReference(ctx, now),
      userId: s.userId,
      idempotencyKey: s.idempotencyKey,
      request,
      estimate,
      areaEstimate,
      job: quotedJob(request, offers, book),
      now: now.toISOString(),
    };
    const brand = await readEmailBrand(ctx);
    const catalogueNames = from ? (await serviceNamesBySlug(ctx.db, [from])).get(from) : undefined;
    let stored: SubmittedQuote;
    try {
      // The request, its files and its two e-mails are one commit: the outbox delivers the mails.
      stored = await ctx.db.transaction().execute(async (trx) => {
        const detail = (await findQuote(trx, await insertQuote(trx, quote, written)))!;
        for (const mail of quoteEmails(ctx.config, brand, detail, catalogueNames)) await enqueueMail(trx, mail);
        return detail;
      });
    } catch (error) {
      // The same key sent twice at once: the other request stored it first.
      const existing =
        s.idempotencyKey && isUniqueViolation(error) && (await findQuoteByIdempotencyKey(ctx.db, s.idempotencyKey));
      if (existing) return { quote: existing, replayed: true };
      throw error;
    }
    written.length = 0;
    ctx.outbox.nudge();
    return { quote: stored, replayed: false };
  } finally {
    await removeTemporary(s.files);
    await Promise.all(written.map((f) => ctx.media.remove(f.relativePath)));
  }
}

/** Each chosen catalogue service must be active, covered by a chosen quote service, and chosen once. */
function itemErrors(request: QuoteRequest, offers: CatalogueOffer[]): FieldError[] {
  return request.items.flatMap((item, i) => {
    const offer = offers.find((o) => o.slug === item.service);
    const fits = offer && request.services.includes(offer.quoteService);
    const repeated = request.items.findIndex((other) => other.service === item.service) !== i;
    return fits && !repeated ? [] : [{ path: `items.${i}.service`, msg: 'quote.errors.invalid' }];
  });
}

/** The job as quoted: its lines with each catalogue service's name and unit in every language, and its range. */
function quotedJob(request: QuoteRequest, offers: CatalogueOffer[], book: Awaited<ReturnType<typeof readPriceBook>>): StoredJob {
  const job = estimateJob(request, offers, book);
  return {
    lines: job.lines.map((line) => {
      if (line.kind === 'from') return line;
      const offer = offers.find((o) => o.slug === line.service)!;
      return { ...line, names: offer.names, units: offer.units };
    }),
    low_cents: job.low_cents,
    high_cents: job.high_cents,
  };
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
