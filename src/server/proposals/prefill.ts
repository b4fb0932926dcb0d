import type { Kysely } from 'kysely';
import type { Lang } from '../../domain/languages.js';
import type { ProposalLine } from '../../domain/proposals/model.js';
import type { Service } from '../../domain/services.js';
import { translator } from '../../i18n/translate.js';
import type { DB } from '../db/schema.js';
import type { QuoteView } from '../leads/schemas.js';
import { listServices } from '../services/repository.js';
import { newLineId } from './lines.js';

/** Catalogue prices are dollars as stored (docs/decisions/0001); proposals keep integer cents from here on. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The catalogue service that stands for a quote-builder service: the one of the same name, else the
 * featured one, else the first by the catalogue's order.
 */
function representative(services: Service[], quoteService: string): Service | undefined {
  const rank = (s: Service) => [s.slug === quoteService ? 0 : 1, s.isFeatured ? 0 : 1, s.sortOrder, s.id];
  const byRank = (a: Service, b: Service) => {
    const [x, y] = [rank(a), rank(b)];
    const i = x.findIndex((v, k) => v !== y[k]);
    return i === -1 ? 0 : x[i] - y[i];
  };
  return services.filter((s) => s.quoteService === quoteService).sort(byRank)[0];
}

/**
 * A new proposal's lines: one per service of the quote request, with the catalogue's name, unit and
 * price in the request's language, quantity 1 for the admin to adjust. A service the catalogue no
 * longer offers falls back to its estimate. A contact message starts empty.
 */
export async function prefillLines(db: Kysely<DB>, quote: QuoteView | null, lang: Lang): Promise<ProposalLine[]> {
  if (!quote) return [];
  const catalogue = await listServices(db, { lang, activeOnly: true });
  const t = translator(lang);
  return quote.services.map((quoteService) => {
    const service = representative(catalogue, quoteService);
    const estimate = quote.estimate?.breakdown.find((b) => b.service === quoteService)?.cost ?? 0;
    return {
      id: newLineId(),
      description: service?.name ?? t(`leads.options.services.${quoteService}`, { defaultValue: quoteService }),
      quantity: 1,
      unit: service?.unit ?? '',
      unit_price_cents: dollarsToCents(service ? service.basePrice : estimate),
      optional: false,
    };
  });
}
