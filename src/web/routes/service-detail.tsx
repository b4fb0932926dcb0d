import { useTranslation } from '../i18n';
import { data, Link } from 'react-router';
import { quoteLink } from '../../domain/services';
import { FALLBACK_IMAGE, ResponsiveImage } from '../components/media/ResponsiveImage';
import { RecentWork } from '../components/projects/RecentWork';
import { ServiceBadges } from '../components/services/Badges';
import { CheckList } from '../components/services/CheckList';
import { WhyChooseUs } from '../components/services/WhyChooseUs';
import { JsonLd } from '../components/seo/JsonLd';
import { PageMeta } from '../components/seo/PageMeta';
import { CallToAction } from '../components/ui/CallToAction';
import { StickyActions } from '../components/layout/StickyActions';
import { type PageHandle } from '../root';
import { useSite } from '../use-site';
import { loadServiceDetail } from '../server/catalogue.server';
import { loadRecentWork } from '../server/projects.server';
import type { Route } from './+types/service-detail';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

/**
 * Every service by its slug (the four fixed routes are ordinary slugs: docs/decisions/0007-screens.md);
 * unknown or inactive ones answer 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const [detail, recentWork] = await Promise.all([loadServiceDetail(context, params.slug), loadRecentWork(context, params.slug)]);
  return detail ? { ...detail, recentWork } : data({ service: null, gallery: [], jsonLd: null, recentWork: [] }, { status: 404 });
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, gallery, jsonLd, recentWork } = loaderData;
  if (!service) return <ServiceNotFound />;
  return <ServiceView service={service} gallery={gallery} jsonLd={jsonLd} recentWork={recentWork} />;
}

type LoadedService = NonNullable<Route.ComponentProps['loaderData']['service']>;
type Gallery = Route.ComponentProps['loaderData']['gallery'];

/** Every section shows only when it has content: a new service never publishes empty headings. */
function ServiceView({
  service,
  gallery,
  jsonLd,
  recentWork,
}: {
  service: LoadedService;
  gallery: Gallery;
  jsonLd: object | null;
  recentWork: Route.ComponentProps['loaderData']['recentWork'];
}) {
  const { t } = useTranslation();
  const { company } = useSite();
  const main = service.steps.length > 0 || Boolean(service.importance) || service.benefits.length > 0;
  const aside = service.features.length > 0 || Boolean(service.frequency) || service.requirements.length > 0;
  return (
    <>
      <PageMeta
        title={service.metaTitle}
        description={service.metaDescription}
        path={`/services/${service.slug}`}
        image={{ picture: service.image, alt: service.imageAlt }}
      />
      {jsonLd && <JsonLd data={jsonLd} />}
      <section className="bg-gradient-to-b from-green-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-2 lg:items-center lg:py-16">
          <div>
            <nav aria-label={t('services.detail.breadcrumb')}>
              <Link to="/services" className="font-semibold text-green-800 hover:underline">
                <span aria-hidden="true">← </span>
                {t('services.detail.back')}
              </Link>
            </nav>
            <p className="mt-6 text-sm font-semibold tracking-wide text-green-800 uppercase">
              <span className="sr-only">{t('services.detail.category')}: </span>
              <Link to={`/services?category=${encodeURIComponent(service.category.slug)}`} className="hover:underline">
                {service.category.name}
              </Link>
            </p>
            <h1 className="mt-2 text-4xl font-bold text-green-950 sm:text-5xl">{service.name}</h1>
            <div className="mt-4">
              <ServiceBadges demand={service.demand} featured={service.isFeatured} />
            </div>
            <p className="mt-5 text-lg text-stone-700">{service.description}</p>
            <dl className="mt-6">
              <dt className="text-sm font-medium text-stone-700">{t('services.detail.price')}</dt>
              <dd className="text-stone-700">
                <span className="text-3xl font-bold text-green-900">{service.price}</span> <span>{service.unit}</span>
              </dd>
            </dl>
            <Link
              to={quoteLink(service.slug)}
              className="mt-8 inline-block rounded-md bg-amber-400 px-6 py-3 font-semibold text-green-950 hover:bg-amber-300"
            >
              {t('services.detail.getFreeQuote')}
            </Link>
          </div>
          <ResponsiveImage
            picture={service.image}
            alt={service.imageAlt}
            sizes="(min-width: 1024px) 600px, 100vw"
            ratio="3 / 2"
            priority
            fallback={{ ...FALLBACK_IMAGE, alt: t('services.imageFallbackAlt') }}
            className="rounded-2xl shadow-md"
          />
        </div>
      </section>

      {(main || aside) && (
        <div className={`mx-auto grid max-w-7xl gap-12 px-4 py-12 ${main && aside ? 'lg:grid-cols-3' : ''}`}>
          {main && (
            <div className={`space-y-12 ${aside ? 'lg:col-span-2' : ''}`}>
              {service.steps.length > 0 && (
                <section aria-labelledby="process">
                  <h2 id="process" className="text-2xl font-bold text-green-900">
                    {t('services.detail.process')}
                  </h2>
                  <ol className="mt-6 space-y-6">
                    {service.steps.map((step, index) => (
                      <li key={`${index}-${step.title}`} className="flex gap-4">
                        <span
                          aria-hidden="true"
                          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-green-800 font-bold text-white"
                        >
                          {index + 1}
                        </span>
                        <div>
                          <h3 className="text-lg font-semibold text-green-950">
                            <span className="sr-only">{t('services.detail.step', { number: index + 1 })}: </span>
                            {step.title}
                          </h3>
                          {step.detail && <p className="mt-1 text-stone-700">{step.detail}</p>}
                        </div>
                      </li>
                    ))}
                  </ol>
                </section>
              )}
              {service.importance && (
                <section aria-labelledby="importance">
                  <h2 id="importance" className="text-2xl font-bold text-green-900">
                    {t('services.detail.importance')}
                  </h2>
                  <p className="mt-4 text-lg leading-relaxed text-stone-700">{service.importance}</p>
                </section>
              )}
              {service.benefits.length > 0 && (
                <section aria-labelledby="benefits">
                  <h2 id="benefits" className="text-2xl font-bold text-green-900">
                    {t('services.detail.benefits')}
                  </h2>
                  <CheckList items={service.benefits} className="mt-4 grid gap-3 sm:grid-cols-2 sm:space-y-0" />
                </section>
              )}
            </div>
          )}
          {aside && (
            <aside className="space-y-8">
              {service.features.length > 0 && (
                <section aria-labelledby="included" className="rounded-xl border border-stone-200 p-6">
                  <h2 id="included" className="text-xl font-bold text-green-900">
                    {t('services.detail.included')}
                  </h2>
                  <CheckList items={service.features} className="mt-4" />
                </section>
              )}
              {service.frequency && (
                <section aria-labelledby="frequency" className="rounded-xl bg-green-50 p-6">
                  <h2 id="frequency" className="text-xl font-bold text-green-900">
                    {t('services.detail.frequency')}
                  </h2>
                  <p className="mt-3 text-stone-700">{service.frequency}</p>
                </section>
              )}
              {service.requirements.length > 0 && (
                <section aria-labelledby="requirements" className="rounded-xl border border-stone-200 p-6">
                  <h2 id="requirements" className="text-xl font-bold text-green-900">
                    {t('services.detail.requirements')}
                  </h2>
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-700">
                    {service.requirements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </section>
              )}
            </aside>
          )}
        </div>
      )}

      {gallery.length > 0 && (
        <section aria-labelledby="gallery" className="mx-auto max-w-7xl px-4 pb-14">
          <h2 id="gallery" className="text-2xl font-bold text-green-900">
            {t('services.detail.gallery')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {gallery.map((image) => (
              <li key={image.picture.src}>
                <ResponsiveImage
                  picture={image.picture}
                  alt={image.alt}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  ratio="3 / 2"
                  className="rounded-xl"
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <RecentWork projects={recentWork} service={service.name} />
      <WhyChooseUs company={company.name} />
      <CallToAction
        title={t('services.detail.ctaTitle', { service: service.name })}
        text={t('services.detail.ctaText')}
        primary={{ label: t('services.detail.getFreeQuote'), to: quoteLink(service.slug) }}
      />
      <StickyActions quoteTo={quoteLink(service.slug)} />
    </>
  );
}

function ServiceNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <title>{t('services.notFound.title')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold text-green-900">{t('services.notFound.title')}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('services.notFound.message')}</p>
      <Link to="/services" className="mt-8 rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900">
        <span aria-hidden="true">← </span>
        {t('services.notFound.back')}
      </Link>
    </section>
  );
}
