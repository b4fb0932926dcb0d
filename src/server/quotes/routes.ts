import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteRequestSchema } from '../../domain/quote/schema.js';
import { filePart } from '../openapi/forms.js';
import { MAX_QUOTE_FILE_BYTES, MAX_QUOTE_FILES } from '../../domain/quote/options.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { adoptBodyLanguage } from '../http/language.js';
import { areaEstimateSchema, priceEstimateSchema, storedJobSchema } from '../leads/schemas.js';
import { ROUTE_LIMITS } from '../limits/rules.js';
import { removeTemporary, type StagedFile, stageUpload, stagingDir } from './attachments.js';
import { submitQuote } from './service.js';

const created = z.object({
  success: z.literal(true),
  data: z.object({
    reference: z.string(),
    id: z.number().int(),
    estimate: priceEstimateSchema,
    areaEstimate: areaEstimateSchema.nullable(),
    job: storedJobSchema
      .nullable()
      .describe('The job priced from the catalogue and its range, in integer cents (docs/price-book.md)'),
  }),
});

export const quoteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Only this scope parses multipart; a file over the limit is marked truncated and reported by name.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: MAX_QUOTE_FILE_BYTES,
        files: MAX_QUOTE_FILES,
        fields: 5,
        fieldSize: 64 * 1024,
        parts: MAX_QUOTE_FILES + 5,
      },
    });

    app.post(
      '/quotes',
      {
        config: {
          access: 'public',
          rateLimit: {
            ...ROUTE_LIMITS.quotes,
            errorResponseBuilder: (_request, context) => {
              const minutes = Math.max(1, Math.ceil(context.ttl / 60000));
              return new HttpError(429, 'quote.errors.tooMany', undefined, { minutes });
            },
          },
        },
        schema: {
          summary: 'Submit a quote request (multipart: a `request` JSON field and up to 10 `files`; or JSON without files)',
          headers: z.object({
            'idempotency-key': z
              .string()
              .regex(/^[A-Za-z0-9_-]{8,100}$/)
              .optional(),
          }),
          bodies: {
            'application/json': quoteRequestSchema,
            'multipart/form-data': z.object({
              request: z.string().meta({
                contentMediaType: 'application/json',
                contentSchema: z.toJSONSchema(quoteRequestSchema, { io: 'input' }),
                description: 'The quote request as JSON (the same fields as the JSON body)',
              }),
              files: z
                .array(filePart('A photo or document: JPEG, PNG, GIF or PDF (checked by content), at most 10 MB'))
                .max(MAX_QUOTE_FILES)
                .optional(),
            }),
          },
          response: { 200: created, 201: created },
        },
      },
      async (request, reply) => {
        const { body, files, tooManyFiles } = await readSubmission(request, stagingDir(ctx.config));
        // The quote builder sends the language its visitor read: errors and the estimate use it.
        adoptBodyLanguage(request, body);
        const { quote, replayed } = await submitQuote(ctx, {
          body,
          files,
          tooManyFiles,
          idempotencyKey: scopedIdempotencyKey(request),
          userId: request.user?.id ?? null,
          lang: request.lang,
        });
        return reply.code(replayed ? 200 : 201).send({
          success: true as const,
          data: {
            reference: quote.reference,
            id: quote.id,
            estimate: quote.estimate,
            areaEstimate: quote.areaEstimate,
            job: quote.job,
          },
        });
      },
    );
  };

/**
 * An Idempotency-Key means something only to its sender: it is kept with the sender's account (or,
 * for a visitor, address), so another sender reusing the key gets nothing of theirs back.
 */
function scopedIdempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return null;
  return `${request.user ? `user:${request.user.id}` : `ip:${request.ip}`}:${key}`;
}

/** The request JSON and the files of a multipart submission (files go to temporary files), or a JSON body. */
async function readSubmission(request: FastifyRequest, staging: string) {
  const files: StagedFile[] = [];
  if (!request.isMultipart()) return { body: request.body, files, tooManyFiles: false };
  let body: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'files') files.push(await stageUpload(part, staging));
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
