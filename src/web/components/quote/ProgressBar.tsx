import { useTranslation } from '../../i18n';
import { QUOTE_STEPS } from '../../../domain/quote/options';

/** 'Step N of 7' with a bar; the bar is a progressbar for assistive technology. */
export function ProgressBar({ step }: { step: number }) {
  const { t } = useTranslation();
  const label = t('quote.progress', { step, total: QUOTE_STEPS });
  return (
    <div className="mb-6">
      <p className="mb-2 text-sm font-semibold text-green-900" aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('quote.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={QUOTE_STEPS}
        aria-valuenow={step}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-green-800 transition-all" style={{ width: `${(step / QUOTE_STEPS) * 100}%` }} />
      </div>
    </div>
  );
}
