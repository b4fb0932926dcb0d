import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { quoteLink } from '../../../domain/services';
import type { ServiceCardData } from '../../server/catalogue.server';
import { FALLBACK_IMAGE, ResponsiveImage } from '../media/ResponsiveImage';
import { ServiceBadges } from './Badges';
import { CheckList } from './CheckList';

/**
 * One service of the catalogue: picture (lazy unless it is the first one), badges, name, description,
 * price, features, links. On a phone the card is a dense row so the 25 services can be scanned: a
 * thumbnail beside the badges, name and price (the body's parts are placed on the card's grid,
 * `contents`), and the features folded into "What's included". From 640 px it is the tall card with
 * the picture on top and the features shown (the fold opens by CSS, `details-content`).
 */
export function ServiceCard({ service, priority = false }: { service: ServiceCardData; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="grid w-full grid-cols-[5.5rem_minmax(0,1fr)] content-start min-[360px]:grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 overflow-hidden rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:flex sm:flex-col sm:p-0">
      <ResponsiveImage
        picture={service.image}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 104px"
        ratio="3 / 2"
        priority={priority}
        fallback={{ ...FALLBACK_IMAGE, alt: '' }}
        className="col-start-1 row-span-3 row-start-1 self-start rounded-md sm:self-stretch sm:rounded-none"
      />
      <div className="contents sm:flex sm:flex-1 sm:flex-col sm:p-5">
        <div className="col-start-2 row-start-1">
          <ServiceBadges demand={service.demand} featured={service.isFeatured} />
        </div>
        <h3 className="col-start-2 row-start-2 mt-1 text-lg leading-snug font-semibold break-words text-green-900 sm:mt-3 sm:text-xl">
          {service.name}
        </h3>
        <p className="col-span-2 row-start-4 mt-2 text-sm text-stone-700 sm:mt-2 sm:text-base">{service.description}</p>
        <p className="col-start-2 row-start-3 mt-0.5 text-sm text-stone-700 sm:mt-4">
          {t('services.card.from')} <span className="text-lg font-bold text-green-900 sm:text-2xl">{service.price}</span>{' '}
          <span className="text-sm">{service.unit}</span>
        </p>
        <details className="group/features col-span-2 row-start-5 mt-2 sm:mt-4 sm:details-content:[content-visibility:visible]">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-semibold text-green-800 sm:hidden [&::-webkit-details-marker]:hidden">
            <svg
              viewBox="0 0 20 20"
              width="16"
              height="16"
              aria-hidden="true"
              fill="currentColor"
              className="transition-transform group-open/features:rotate-90"
            >
              <path d="M7 5l6 5-6 5V5Z" />
            </svg>
            {t('services.card.features')}
          </summary>
          <h4 className="sr-only">{t('services.card.features')}</h4>
          <CheckList items={service.features} className="pb-2 text-sm sm:pb-0" />
        </details>
        <div className="col-span-2 row-start-6 mt-1 flex flex-wrap gap-3 sm:mt-auto sm:pt-6">
          <Link
            to={`/services/${service.slug}`}
            className="flex-1 rounded-md border border-green-800 px-4 py-2 text-center font-semibold text-green-900 hover:bg-green-50 sm:flex-none"
          >
            {t('services.card.learnMore')}
            <span className="sr-only"> {t('services.card.learnMoreAbout', { name: service.name })}</span>
          </Link>
          <Link
            to={quoteLink(service.slug)}
            className="flex-1 rounded-md bg-green-800 px-4 py-2 text-center font-semibold text-white hover:bg-green-900 sm:flex-none"
          >
            {t('services.card.getQuote')}
            <span className="sr-only"> {t('services.card.getQuoteFor', { name: service.name })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
