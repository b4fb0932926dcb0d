import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../../domain/format';
import type { PriceEstimate } from '../../../../domain/quote/pricing';
import { optionLabel } from '../../leads/labels';

/** The request's estimate beside the editor, for reference while pricing the lines. */
export function EstimateReference({ estimate }: { estimate: PriceEstimate | null }) {
  const { t, i18n } = useTranslation();
  if (!estimate) return null;
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <aside aria-label={t('proposalsAdmin.estimateHeading')} className="h-fit rounded-md border border-stone-200 bg-stone-50 p-4">
      <h3 className="font-semibold text-stone-900">{t('proposalsAdmin.estimateHeading')}</h3>
      <p className="mt-1 text-sm text-stone-700">{t('proposalsAdmin.estimateHint')}</p>
      <dl className="mt-3 space-y-1 text-sm text-stone-800">
        {estimate.breakdown.map((line) => (
          <div key={line.service} className="flex justify-between gap-3">
            <dt>{optionLabel(t, 'services', line.service)}</dt>
            <dd>{money(line.cost)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-stone-300 pt-1 font-semibold">
          <dt>{t('proposalsAdmin.estimateTotal')}</dt>
          <dd>{money(estimate.totalPrice)}</dd>
        </div>
      </dl>
    </aside>
  );
}
