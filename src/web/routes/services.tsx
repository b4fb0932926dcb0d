import { useTranslation } from '../i18n';
import type { PageHandle } from '../root';
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { categoryAnchor } from '../../domain/home-services';
import { CategoryFilter } from '../components/services/CategoryFilter';
import { ServiceCard } from '../components/services/ServiceCard';
import { PageMeta } from '../components/seo/PageMeta';
import { PageHero } from '../components/ui/PageHero';
import { StickyActions } from '../components/layout/StickyActions';
import { Stats } from '../components/ui/Stats';
import { loadCatalogue, type ServiceCardData } from '../server/catalogue.server';
import type { Route } from './+types/services';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  return loadCatalogue(context);
}

/** Changing only the category filter needs no new data: the page filters what it already has. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutCategory = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('category');
    return `${url.pathname}?${params}`;
  };
  const onlyFilterChanged = currentUrl.search !== nextUrl.search && withoutCategory(currentUrl) === withoutCategory(nextUrl);
  return formMethod || !onlyFilterChanged ? defaultShouldRevalidate : false;
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, services } = loaderData;
  const [params] = useSearchParams();
  const selected = params.get('category');
  const shown = selected ? categories.filter((c) => c.slug === selected) : categories;
  const sections = shown
    .map((category) => ({ category, services: services.filter((s) => s.categoryId === category.id) }))
    .filter((section) => section.services.length > 0);
  const stat = (figure: 'services' | 'customers' | 'years') => ({ figure, label: t(`services.hero.stats.${figure}`) });

  return (
    <>
      <PageMeta title={t('services.meta.title')} description={t('services.meta.description')} path="/services" />
      <PageHero title={t('services.hero.title')} subtitle={t('services.hero.subtitle')}>
        <div className="mt-10 max-w-xl">
          <Stats title={t('services.hero.title')} items={[stat('services'), stat('customers'), stat('years')]} tone="dark" />
        </div>
      </PageHero>
      <CategoryFilter categories={categories} selected={selected} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {sections.length === 0 ? (
          <EmptyState hasServices={services.length > 0} categoryName={categories.find((c) => c.slug === selected)?.name} />
        ) : (
          sections.map(({ category, services: items }, index) => (
            <CategorySection
              key={category.id}
              id={categoryAnchor(category.slug)}
              title={category.name}
              services={items}
              first={index === 0}
            />
          ))
        )}
      </div>
      <section className="bg-green-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 className="text-3xl font-bold text-green-900">{t('services.cta.title')}</h2>
          <p className="mt-3 text-lg text-stone-700">{t('services.cta.subtitle')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link to="/quote-builder" className="rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900">
              {t('services.cta.getFreeQuote')}
            </Link>
            <Link
              to="/book-visit"
              className="rounded-md border border-green-800 px-6 py-3 font-semibold text-green-900 hover:bg-white"
            >
              {t('services.cta.schedule')}
            </Link>
          </div>
        </div>
      </section>
      <StickyActions />
    </>
  );
}

/**
 * The first section's first card is on screen at once on a phone: its picture loads eagerly. What
 * follows it starts below a phone's first screen, so the first frame skips it (`below-fold`): the
 * first section's other cards one by one, the sections after it whole. Until they are drawn they
 * count as about their height (--skipped-height: a phone's dense cards are a third of a wide card).
 */
function CategorySection({
  id,
  title,
  services,
  first,
}: {
  id: string;
  title: string;
  services: ServiceCardData[];
  first: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`mb-10 scroll-mt-32 last:mb-0 sm:mb-14 ${first ? '' : 'below-fold [--skipped-height:60rem] sm:[--skipped-height:100rem]'}`}
    >
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-bold text-green-900 sm:mb-6 sm:text-3xl">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
        {services.map((service, index) => (
          <li
            key={service.id}
            className={`flex ${first && index > 0 ? 'below-fold [--skipped-height:15rem] sm:[--skipped-height:40rem]' : ''}`}
          >
            <ServiceCard service={service} priority={first && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'No services found' naming the chosen category, or 'No services are currently available.' */
function EmptyState({ hasServices, categoryName }: { hasServices: boolean; categoryName?: string }) {
  const { t } = useTranslation();
  const message = !hasServices
    ? t('services.empty.none')
    : categoryName
      ? t('services.empty.category', { category: categoryName })
      : t('services.empty.unknownCategory');
  return (
    <div role="status" className="mx-auto max-w-xl rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center">
      <h2 className="text-2xl font-bold text-green-900">{t('services.empty.title')}</h2>
      <p className="mt-3 text-stone-700">{message}</p>
      {hasServices && (
        <Link
          to="/services"
          className="mt-6 inline-block rounded-md bg-green-800 px-5 py-2.5 font-semibold text-white hover:bg-green-900"
        >
          {t('services.empty.showAll')}
        </Link>
      )}
    </div>
  );
}
