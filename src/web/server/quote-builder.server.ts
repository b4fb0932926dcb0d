import type { AppLoadContext } from 'react-router';
import { unitPrice } from '../../domain/price-line';
import { QUOTE_SERVICES, type QuoteService } from '../../domain/quote/options';
import { readPriceBook } from '../../server/price-book/repository';
import { contactDefaultsFor, resolveQuoteService } from '../../server/quotes/repository';
import { listServices } from '../../server/services/repository';
import { clientContactDefaults, hubClientOfPage } from './hub.server';

/**
 * The quote builder's data: the service named by ?service= (a quote service, or a catalogue slug
 * kept as the service the visitor came from), the price book, the active catalogue services with
 * the quote service each maps to and their one price (names, units and categories in the visitor's
 * language), and a signed-in user's details. Read on every request: a price change shows at once.
 */
export async function loadQuoteBuilder(context: AppLoadContext, url: URL) {
  const { app, user, lang } = context;
  const service = url.searchParams.get('service');
  // The hub's "Request more work": the client's contact and the property chosen (docs/clients.md).
  const property = Number(url.searchParams.get('property') ?? '');
  const clientId = await hubClientOfPage(context);
  const fromHub =
    clientId !== null ? await clientContactDefaults(app.db, clientId, Number.isInteger(property) ? property : null) : null;
  const [preselected, services, book, contact] = await Promise.all([
    service ? resolveQuoteService(app.db, service) : null,
    listServices(app.db, { lang, activeOnly: true }),
    readPriceBook(app.db, { activeOnly: true }),
    fromHub ?? (user ? contactDefaultsFor(app.db, user.id) : null),
  ]);
  const catalogue = services.flatMap((s) =>
    (QUOTE_SERVICES as readonly string[]).includes(s.quoteService ?? '')
      ? [
          {
            slug: s.slug,
            name: s.name,
            quoteService: s.quoteService as QuoteService,
            category: s.category.name,
            priceType: s.priceType,
            basePrice: s.basePrice,
            pricePerSqft: s.pricePerSqft,
            pricePerLinearFt: s.pricePerLinearFt,
            unit: s.unit,
            price: unitPrice(s),
          },
        ]
      : [],
  );
  const cameFrom = catalogue.find((s) => s.slug === service);
  const { version: _version, updated_at: _updatedAt, ...prices } = book;
  return { preselected, catalogueService: cameFrom ? cameFrom.slug : null, catalogue, book: prices, contact };
}

export type CatalogueChoice = Awaited<ReturnType<typeof loadQuoteBuilder>>['catalogue'][number];
