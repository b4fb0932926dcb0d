import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { quoteLink } from '../../../domain/services';
import type { ServiceCardData } from '../../server/catalogue.server';
import { FALLBACK_IMAGE, ResponsiveImage } from '../media/ResponsiveImage';
import { ServiceBadges } from './Badges';
import { CheckList } from './CheckList';

/** One service of the catalogue: picture (lazy unless it is the first one), badges, name, description, price, features, links. */
export function ServiceCard({ service, priority = false }: { service: ServiceCardData; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <ResponsiveImage
        picture={service.image}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        ratio="3 / 2"
        priority={priority}
        fallback={{ ...FALLBACK_IMAGE, alt: '' }}
      />
      <div className="flex flex-1 flex-col p-5">
        <ServiceBadges demand={service.demand} featured={service.isFeatured} />
        <h3 className="mt-3 text-xl font-semibold text-green-900">{service.name}</h3>
        <p className="mt-2 text-stone-700">{service.description}</p>
        <p className="mt-4 text-stone-700">
          {t('services.card.from')} <span className="text-2xl font-bold text-green-900">{service.price}</span>{' '}
          <span className="text-sm">{service.unit}</span>
        </p>
        <h4 className="sr-only">{t('services.card.features')}</h4>
        <CheckList items={service.features} className="mt-4 text-sm" />
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <Link
            to={`/services/${service.slug}`}
            className="rounded-md border border-green-800 px-4 py-2 font-semibold text-green-900 hover:bg-green-50"
          >
            {t('services.card.learnMore')}
            <span className="sr-only"> {t('services.card.learnMoreAbout', { name: service.name })}</span>
          </Link>
          <Link
            to={quoteLink(service.slug)}
            className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900"
          >
            {t('services.card.getQuote')}
            <span className="sr-only"> {t('services.card.getQuoteFor', { name: service.name })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
