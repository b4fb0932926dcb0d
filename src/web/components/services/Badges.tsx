import { useTranslation } from '../../i18n';
import type { Demand } from '../../../domain/services';

/**
 * The demand badge (high = High Demand, medium = Popular, low = Specialty) and the Popular badge of
 * featured services. A featured service of medium demand shows 'Popular' once, not twice. Demand
 * is a quiet outlined label; the filled amber 'Popular' is the one that stands out.
 */
export function ServiceBadges({ demand, featured }: { demand: Demand; featured: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1.5 sm:gap-2">
      {featured && (
        <span className="rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
          <span aria-hidden="true" className="star mr-1" />
          {t('services.card.popular')}
        </span>
      )}
      {!(featured && demand === 'medium') && (
        <span className="rounded-full border border-stone-300 px-2.5 py-0.5 text-xs font-medium text-stone-700">
          {t(`services.demand.${demand}`)}
        </span>
      )}
    </div>
  );
}
