import type { AppLoadContext } from 'react-router';
import { QUOTE_SERVICES, type QuoteService } from '../../domain/quote/options';
import { contactDefaultsFor, resolveQuoteService } from '../../server/quotes/repository';
import { listServices } from '../../server/services/repository';

/**
 * The quote builder's data: the service named by ?service= (a quote service, or a catalogue slug
 * kept as the service the visitor came from), the active catalogue services with the quote service
 * each maps to (names and categories in the visitor's language), and a signed-in user's details.
 */
export async function loadQuoteBuilder({ app, user, lang }: AppLoadContext, url: URL) {
  const service = url.searchParams.get('service');
  const [preselected, services, contact] = await Promise.all([
    service ? resolveQuoteService(app.db, service) : null,
    listServices(app.db, { lang, activeOnly: true }),
    user ? contactDefaultsFor(app.db, user.id) : null,
  ]);
  const catalogue = services.flatMap((s) =>
    (QUOTE_SERVICES as readonly string[]).includes(s.quoteService ?? '')
      ? [{ slug: s.slug, name: s.name, quoteService: s.quoteService as QuoteService, category: s.category.name }]
      : [],
  );
  const cameFrom = catalogue.find((s) => s.slug === service);
  return { preselected, catalogueService: cameFrom ? cameFrom.slug : null, catalogue, contact };
}

export type CatalogueChoice = Awaited<ReturnType<typeof loadQuoteBuilder>>['catalogue'][number];
