import { useTranslation } from '../../i18n';
import { formatMoney } from '../../../domain/quote/money';
import { canEstimate, estimateQuote } from '../../../domain/quote/pricing';
import type { QuoteDraft } from '../../../domain/quote/draft';
import { useSite } from '../../root';

/**
 * The estimate of SPEC.md section 9, recomputed on every change of type, size, services, timeline
 * or urgency (the same module the server uses to store it). Announced politely when it changes.
 */
export function EstimatePanel({ draft, final = false }: { draft: QuoteDraft; final?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const estimate = canEstimate(draft) ? estimateQuote(draft) : null;
  return (
    <section aria-labelledby="quote-estimate-title" className="rounded-lg border border-green-800 bg-green-50 p-5">
      <h2 id="quote-estimate-title" className="text-base font-semibold text-green-900">
        {final ? t('quote.estimate.final') : t('quote.estimate.live')}
      </h2>
      <div aria-live="polite" aria-atomic="true">
        {estimate ? (
          <p className="mt-1 text-3xl font-bold text-green-900" data-testid="estimate-total">
            {formatMoney(estimate.totalPrice, lang)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-800">{t('quote.estimate.waiting')}</p>
        )}
      </div>
      <p className="mt-2 text-sm text-stone-700">{t('quote.estimate.note')}</p>
    </section>
  );
}
