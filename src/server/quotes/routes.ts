import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_COOKIE, pickLanguage } from '../../domain/languages.js';
import { MAX_QUOTE_FILE_BYTES, MAX_QUOTE_FILES } from '../../domain/quote/options.js';
import { createI18n, dictionaries } from '../../i18n/index.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { priceEstimateSchema } from '../leads/schemas.js';
import { removeTemporary, type StagedFile, stageUpload } from './attachments.js';
import { submitQuote } from './service.js';

/** Per IP: enough for a family or an office sharing one address, too few for a bot. */
const QUOTE_RATE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

const created = z.object({
  success: z.literal(true),
  data: z.object({ reference: z.string(), id: z.number().int(), estimate: priceEstimateSchema }),
});

const fallbackLang = (request: FastifyRequest) =>
  pickLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);

export const quoteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Only this scope parses multipart; a file over the limit is marked truncated and reported by name.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_QUOTE_FILE_BYTES, files: MAX_QUOTE_FILES, fields: 5, fieldSize: 64 * 1024, parts: MAX_QUOTE_FILES + 5 },
    });

    app.post(
      '/quotes',
      {
        config: {
          access: 'public',
          rateLimit: {
            ...QUOTE_RATE_LIMIT,
            errorResponseBuilder: (request, context) => {
              const { t } = createI18n(fallbackLang(request), dictionaries[fallbackLang(request)]);
              return new HttpError(429, t('quote.errors.tooMany', { minutes: Math.max(1, Math.ceil(context.ttl / 60000)) }));
            },
          },
        },
        schema: {
          summary: 'Submit a quote request (multipart: a `request` JSON field and up to 10 `files`; or JSON without files)',
          headers: z.object({ 'idempotency-key': z.string().regex(/^[A-Za-z0-9_-]{8,100}$/).optional() }),
          response: { 200: created, 201: created },
        },
      },
      async (request, reply) => {
        const { body, files, tooManyFiles } = await readSubmission(request, ctx.config.mediaDir);
        const { quote, replayed } = await submitQuote(ctx, {
          body,
          files,
          tooManyFiles,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          userId: request.user?.id ?? null,
          fallbackLang: fallbackLang(request),
        });
        return reply.code(replayed ? 200 : 201).send({
          success: true as const,
          data: { reference: quote.reference, id: quote.id, estimate: quote.estimate },
        });
      },
    );
  };

/** The request JSON and the files of a multipart submission (files go to temporary files), or a JSON body. */
async function readSubmission(request: FastifyRequest, mediaDir: string) {
  const files: StagedFile[] = [];
  if (!request.isMultipart()) return { body: request.body, files, tooManyFiles: false };
  let body: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'files') files.push(await stageUpload(part, mediaDir));
        else part.file.resume();
      } else if (part.fieldname === 'request') {
        body = parseJson(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') return { body, files, tooManyFiles: true };
    await removeTemporary(files);
    throw error;
  }
  return { body, files, tooManyFiles: false };
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
