import { useTranslation } from '../../i18n';
import { formatCentsRange, formatInteger, formatMoney } from '../../../domain/format';
import { areaFromText, type QuoteDraft } from '../../../domain/quote/draft';
import { type AreaEstimate, canEstimate, estimateAreaRange, estimateQuote } from '../../../domain/quote/pricing';
import { useSite } from '../../root';

/** The area range for the draft's approximate area, once there is an estimate and a valid area. */
export function useAreaEstimate(draft: QuoteDraft): AreaEstimate | null {
  const area = areaFromText(draft.area);
  const valid = area !== undefined && Number.isInteger(area) && area > 0;
  return valid && canEstimate(draft) ? estimateAreaRange(draft, area) : null;
}

/** The range from the per-sq-ft rates, marked as a range and set apart from the starting estimate. */
export function AreaRange({ area }: { area: AreaEstimate }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <div className="rounded-lg border border-stone-300 bg-white p-4" data-testid="area-range">
      <p className="text-sm font-semibold text-stone-900">
        {t('quote.area.rangeTitle', { area: formatInteger(area.areaSqft, lang) })}
      </p>
      <p className="mt-1 text-xl font-bold break-words text-green-900 sm:text-2xl">
        {formatCentsRange(area.lowCents, area.highCents, lang)}
      </p>
      <p className="mt-1 text-sm text-stone-700">{t('quote.area.rangeNote')}</p>
    </div>
  );
}

/**
 * The starting estimate, recomputed on every change of type, size, services, timeline or urgency
 * (the same module the server uses to store it), with the area range when an area was given.
 * Announced politely when it changes.
 */
export function EstimatePanel({ draft, final = false }: { draft: QuoteDraft; final?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const estimate = canEstimate(draft) ? estimateQuote(draft) : null;
  const area = useAreaEstimate(draft);
  return (
    <section aria-labelledby="quote-estimate-title" className="rounded-lg border border-green-800 bg-green-50 p-5">
      <h2 id="quote-estimate-title" className="text-base font-semibold text-green-900">
        {final ? t('quote.estimate.final') : t('quote.estimate.live')}
      </h2>
      <div aria-live="polite" aria-atomic="true">
        {estimate ? (
          <p className="mt-1 text-2xl font-bold break-words text-green-900 sm:text-3xl" data-testid="estimate-total">
            {formatMoney(estimate.totalPrice, lang)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-800">{t('quote.estimate.waiting')}</p>
        )}
      </div>
      <p className="mt-2 text-sm text-stone-700">{t('quote.estimate.note')}</p>
      {area && (
        <div className="mt-4">
          <AreaRange area={area} />
        </div>
      )}
    </section>
  );
}
