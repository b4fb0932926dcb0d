import { useTranslation } from '../../../i18n';
import type { Lang } from '../../../../domain/languages';
import { formatPriceLine } from '../../../../domain/price-line';
import { toNumber } from '../../../../domain/service-admin';
import type { FormState } from './form-state';

/**
 * The line visitors read on the card, the service's page, the quote builder and a proposal
 * ('From $26 per sq ft'), as the form stands, in the admin's language (with that language's unit
 * when the service has one).
 */
export function PricePreview({ state, className = '' }: { state: FormState; className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const price = toNumber(state.price);
  const unit = ((lang === 'es' || lang === 'pt') && state.translations[lang].unit.trim()) || state.unit;
  const line = formatPriceLine(t, lang, {
    priceType: state.price_type,
    basePrice: price,
    pricePerSqft: price,
    pricePerLinearFt: price,
    unit,
  });
  return (
    <p className={`rounded-md bg-green-50 p-3 text-stone-900 ${className}`} aria-live="polite">
      {t('priceBook.serviceForm.preview')} <strong className="text-green-900">{line}</strong>
    </p>
  );
}
