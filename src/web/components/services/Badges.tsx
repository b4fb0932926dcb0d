import { useTranslation } from '../../i18n';
import type { Demand } from '../../../domain/services';

const DEMAND_STYLES: Record<Demand, string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-sky-100 text-sky-900',
  low: 'bg-violet-100 text-violet-900',
};

/**
 * The demand badge (high = High Demand, medium = Popular, low = Specialty) and the Popular badge of
 * featured services. A featured service of medium demand shows 'Popular' once, not twice.
 */
export function ServiceBadges({ demand, featured }: { demand: Demand; featured: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {featured && (
        <span className="rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
          <span aria-hidden="true" className="star mr-1" />
          {t('services.card.popular')}
        </span>
      )}
      {!(featured && demand === 'medium') && (
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${DEMAND_STYLES[demand]}`}>
          {t(`services.demand.${demand}`)}
        </span>
      )}
    </div>
  );
}
