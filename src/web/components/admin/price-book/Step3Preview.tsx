import { useTranslation } from '../../../i18n';
import { formatCentsRange, formatPrice, formatSurcharge } from '../../../../domain/format';
import type { Lang } from '../../../../domain/languages';
import { formatFromPrice } from '../../../../domain/price-line';
import { QUOTE_SERVICES, TIMELINES, URGENCIES } from '../../../../domain/quote/options';
import { type PriceBook, quotePrice } from '../../../../domain/quote/price-book';
import { roundedRange } from '../../../../domain/quote/pricing';
import { type BookForm, type CatalogueRow, coversOf } from './book-form';

/** The example job of the preview: what the catalogue would charge, in cents. */
const EXAMPLE_CENTS = 1_000_000;

/**
 * What step 3 and 4 of the quote builder will show with the form as it stands: each quote
 * service with its from price and the catalogue services it offers (main one first), the
 * surcharges of the timeline and urgency options, and the range of an example job.
 */
export function Step3Preview({ book, catalogue, form }: { book: PriceBook; catalogue: CatalogueRow[]; form: BookForm }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const example = roundedRange(
    EXAMPLE_CENTS * (1 - book.range.below_percent / 100),
    EXAMPLE_CENTS * (1 + book.range.above_percent / 100),
  );
  const option = (group: string, value: string) => t(`quote.options.${group}.${value}.label`);
  return (
    <section
      aria-labelledby="price-book-preview"
      className="h-fit rounded-lg border border-green-800 bg-green-50 p-4 xl:sticky xl:top-4"
    >
      <h2 id="price-book-preview" className="text-lg font-semibold text-green-900">
        {t('priceBook.preview.heading')}
      </h2>
      <p className="text-sm text-stone-700">{t('priceBook.preview.hint')}</p>
      <ul className="mt-3 space-y-3" data-testid="price-book-preview">
        {QUOTE_SERVICES.map((id) => {
          const offered = coversOf(form, catalogue, id)
            .map((slug) => catalogue.find((c) => c.slug === slug))
            .filter((c): c is CatalogueRow => Boolean(c?.active));
          return (
            <li key={id} className="rounded-md border border-stone-300 bg-white p-3">
              <p className="font-semibold text-stone-900">{option('services', id)}</p>
              <p className="text-sm font-semibold text-green-900">{formatFromPrice(t, lang, quotePrice(book, id))}</p>
              {offered.length > 0 && (
                <ul className="mt-1 text-sm text-stone-800">
                  {offered.map((c) => (
                    <li key={c.slug}>
                      {c.name}: {c.line}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <h3 className="mt-4 font-semibold text-stone-900">{t('priceBook.preview.surcharges')}</h3>
      <ul className="text-sm text-stone-800">
        {TIMELINES.map((v) => (
          <li key={v}>
            {option('timeline', v)}: {formatSurcharge(book.multipliers.timeline[v], lang) || t('priceBook.preview.noSurcharge')}
          </li>
        ))}
        {URGENCIES.map((v) => (
          <li key={v}>
            {option('urgency', v)}: {formatSurcharge(book.multipliers.urgency[v], lang) || t('priceBook.preview.noSurcharge')}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-stone-800">
        {t('priceBook.preview.example', {
          amount: formatPrice(EXAMPLE_CENTS / 100, lang),
          range: formatCentsRange(example.lowCents, example.highCents, lang),
        })}
      </p>
    </section>
  );
}
