import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceBookUpdateSchema, storedPriceBookSchema } from '../../domain/quote/price-book-schema.js';
import type { AppContext } from '../context.js';
import { invalidFields, staleVersion } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { readPriceBook, StaleBook, writePriceBook } from './repository.js';

const response = { 200: z.object({ success: z.literal(true), message: z.string().optional(), data: storedPriceBookSchema }) };

/** The price book's API (docs/price-book.md): money in dollars, as SPEC.md writes it. */
export const priceBookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/price-book',
      {
        config: { access: 'public' },
        schema: {
          summary: 'The price book the quote builder uses: quote services (money in dollars), multipliers, range margin',
          description: 'Covers lists only the active catalogue services.',
          response,
        },
      },
      async () => ({ success: true as const, data: await readPriceBook(ctx.db, { activeOnly: true }) }),
    );

    app.get(
      '/admin/price-book',
      {
        config: { access: 'admin' },
        schema: { summary: 'The price book as the owner edits it (covers include inactive catalogue services)', response },
      },
      async () => ({ success: true as const, data: await readPriceBook(ctx.db, { activeOnly: false }) }),
    );

    app.put(
      '/admin/price-book',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Replaces the price book (money in dollars); 409 when `version` is older than the stored book',
          description:
            'Every quote service once, every multiplier, the range margin. A catalogue service listed in no covers is ' +
            'covered by none. A stored quote request keeps the figures it was given.',
          body: priceBookUpdateSchema,
          errors: [409],
          response,
        },
      },
      async (request) => {
        let outcome;
        try {
          outcome = await writePriceBook(ctx.db, request.body);
        } catch (error) {
          if (!(error instanceof StaleBook)) throw error;
          const { version } = await readPriceBook(ctx.db, { activeOnly: false });
          throw staleVersion('priceBook.api.stale', version);
        }
        if (outcome.kind === 'stale') throw staleVersion('priceBook.api.stale', outcome.version);
        if (outcome.kind === 'invalid') throw invalidFields(outcome.errors);
        // Every page that shows a price (catalogue, builder) empties its cache, in every process.
        ctx.events.emit('site-changed');
        return {
          success: true as const,
          message: successMessage(request, 'priceBook.api.saved'),
          data: await readPriceBook(ctx.db, { activeOnly: false }),
        };
      },
    );
  };
