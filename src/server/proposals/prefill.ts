import type { Kysely } from 'kysely';
import type { Lang } from '../../domain/languages.js';
import { priceUnit, unitPrice } from '../../domain/price-line.js';
import type { ProposalLine } from '../../domain/proposals/model.js';
import type { StoredJobLine } from '../../domain/quote/job.js';
import type { QuoteService } from '../../domain/quote/options.js';
import { quotePrice } from '../../domain/quote/price-book.js';
import type { Service } from '../../domain/services.js';
import { translator } from '../../i18n/translate.js';
import type { DB } from '../db/schema.js';
import type { QuoteView } from '../leads/schemas.js';
import { readPriceBook } from '../price-book/repository.js';
import { listServices } from '../services/repository.js';
import { newLineId } from './lines.js';

/** Catalogue prices are dollars as stored (docs/decisions/0001); proposals keep integer cents from here on. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** What a new proposal's line is made from: a catalogue service (if still there) with a quantity, or what the request kept. */
interface LineSource {
  service: Service | undefined;
  quantity: number;
  /** The line as the request kept it, when the catalogue no longer has the service. */
  quoted?: Extract<StoredJobLine, { kind: 'service' }>;
  quoteService: QuoteService;
}

/**
 * A new proposal's lines, from the request (docs/price-book.md): each catalogue service the
 * visitor chose, with their quantity (1 when they gave none) and the catalogue's current name,
 * unit and price in the request's language; a quote service chosen without one falls back to its
 * main catalogue service (the first of the price book's covers), quantity 1. A request sent before
 * the price book counts the catalogue service the visitor came from as chosen. A service the
 * catalogue no longer offers keeps the name and price it was quoted with; a quote service without
 * any catalogue service gets its from price. A contact message starts empty.
 */
export async function prefillLines(db: Kysely<DB>, quote: QuoteView | null, lang: Lang): Promise<ProposalLine[]> {
  if (!quote) return [];
  const [catalogue, book] = await Promise.all([
    listServices(db, { lang, activeOnly: true }),
    readPriceBook(db, { activeOnly: true }),
  ]);
  const t = translator(lang);
  const bySlug = (slug: string) => catalogue.find((s) => s.slug === slug);

  const chosen: LineSource[] = quote.job
    ? quote.job.lines.flatMap((line) =>
        line.kind === 'service'
          ? [{ service: bySlug(line.service), quantity: line.quantity ?? 1, quoted: line, quoteService: line.quote_service }]
          : [],
      )
    : quote.catalogue_service && bySlug(quote.catalogue_service.slug)
      ? [
          {
            service: bySlug(quote.catalogue_service.slug),
            quantity: 1,
            quoteService: bySlug(quote.catalogue_service.slug)!.quoteService as QuoteService,
          },
        ]
      : [];
  const sources = quote.services.flatMap((quoteService): LineSource[] => {
    const mine = chosen.filter((c) => c.quoteService === quoteService);
    if (mine.length > 0) return mine;
    const main = quotePrice(book, quoteService as QuoteService)
      .covers.map(bySlug)
      .find(Boolean);
    return [{ service: main, quantity: 1, quoteService: quoteService as QuoteService }];
  });

  return sources.map(({ service, quantity, quoted, quoteService }) => {
    const line = { id: newLineId(), quantity, optional: false };
    if (service)
      return {
        ...line,
        description: service.name,
        unit: priceUnit(t, service),
        unit_price_cents: dollarsToCents(unitPrice(service)),
      };
    if (quoted) {
      const unit = quoted.units[lang] ?? quoted.units.en ?? '';
      return {
        ...line,
        description: quoted.names[lang] ?? quoted.names.en ?? quoted.service,
        unit: priceUnit(t, { priceType: quoted.price_type, unit }),
        unit_price_cents: quoted.unit_price_cents,
      };
    }
    return {
      ...line,
      description: t(`quote.options.services.${quoteService}.label`),
      unit: '',
      unit_price_cents: dollarsToCents(quotePrice(book, quoteService).from_price),
    };
  });
}
