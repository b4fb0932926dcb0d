import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { formatPriceLine, priceUnit, quantityUnit } from '../../../domain/price-line';
import type { QuoteDraft } from '../../../domain/quote/draft';
import type { QuoteService } from '../../../domain/quote/options';
import { type PriceBook, quotePrice } from '../../../domain/quote/price-book';
import { useSite } from '../../use-site';
import type { CatalogueChoice } from '../../server/quote-builder.server';
import { TextField } from './ContactStep';
import { FieldError } from './FieldError';

interface Props {
  quoteService: QuoteService;
  draft: QuoteDraft;
  update: (patch: Partial<QuoteDraft>) => void;
  errors: Record<string, string>;
  catalogue: CatalogueChoice[];
  book: PriceBook;
}

/**
 * Under a chosen quote service on step 3: the catalogue services it covers (its main one first,
 * as the price book orders them), each with its price line; a chosen one asks for an optional
 * quantity in its own unit. Without a choice, the range counts the quote service's from price.
 */
export function JobChoices({ quoteService, draft, update, errors, catalogue, book }: Props) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const id = useId();
  const covers = quotePrice(book, quoteService).covers;
  const offers = catalogue
    .filter((c) => c.quoteService === quoteService)
    .sort((a, b) => rank(covers, a.slug) - rank(covers, b.slug));
  if (offers.length === 0) return null;
  const label = t(`quote.options.services.${quoteService}.label`);

  const toggle = (slug: string) =>
    update({
      items: draft.items.some((item) => item.service === slug)
        ? draft.items.filter((item) => item.service !== slug)
        : [...draft.items, { service: slug, quantity: '' }],
    });
  const setQuantity = (slug: string, quantity: string) =>
    update({ items: draft.items.map((item) => (item.service === slug ? { ...item, quantity } : item)) });

  return (
    <fieldset className="min-w-0 rounded-lg border border-stone-300 p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 font-semibold text-stone-900">{t('quoteJob.choose.legend', { service: label })}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-stone-700">
        {t('quoteJob.choose.hint', { service: label })}
      </p>
      <ul className="flex flex-col gap-3">
        {offers.map((offer) => {
          const index = draft.items.findIndex((item) => item.service === offer.slug);
          const item = index >= 0 ? draft.items[index] : undefined;
          return (
            <li key={offer.slug} className="flex flex-col gap-2">
              <label className="flex cursor-pointer gap-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-yellow-600">
                <input
                  type="checkbox"
                  name={`items-${quoteService}`}
                  value={offer.slug}
                  checked={Boolean(item)}
                  onChange={() => toggle(offer.slug)}
                  className="mt-1 size-5 shrink-0 accent-green-800"
                />
                <span className="flex min-w-0 flex-col break-words">
                  <span className="font-semibold text-stone-900">{offer.name}</span>
                  <span className="text-sm text-green-900">{formatPriceLine(t, lang, offer)}</span>
                  {offer.slug === draft.catalogueService && (
                    <span className="text-sm text-stone-700">{t('quoteJob.choose.cameFrom')}</span>
                  )}
                </span>
              </label>
              <FieldError id={`${id}-${offer.slug}-error`} message={index >= 0 ? errors[`items.${index}.service`] : undefined} />
              {item && (
                <div className="ml-8 max-w-xs">
                  <TextField
                    id={`${id}-${offer.slug}-quantity`}
                    label={
                      offer.priceType === 'per_unit'
                        ? t('quoteJob.choose.count', { unit: priceUnit(t, offer) })
                        : t('quoteJob.choose.quantity', { unit: quantityUnit(t, offer) })
                    }
                    requiredText={t('quote.fields.required')}
                    error={errors[`items.${index}.quantity`]}
                    name={`quantity-${offer.slug}`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={item.quantity}
                    onChange={(event) => setQuantity(offer.slug, event.target.value)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A catalogue service's place in the book's covers (its main one first); those not listed after, in catalogue order. */
const rank = (covers: string[], slug: string) => {
  const at = covers.indexOf(slug);
  return at === -1 ? covers.length : at;
};
