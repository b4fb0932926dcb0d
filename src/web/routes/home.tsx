import { useTranslation } from '../i18n';
import type { PageHandle } from '../root';
import { Link } from 'react-router';
import { ServiceIcon } from '../components/home/ServiceIcon';
import { ResponsiveImage } from '../components/media/ResponsiveImage';
import { RecentWork } from '../components/projects/RecentWork';
import { JsonLd } from '../components/seo/JsonLd';
import { PageMeta } from '../components/seo/PageMeta';
import { TeamTeaser } from '../components/site-content/TeamTeaser';
import { Testimonials } from '../components/site-content/Testimonials';
import { CallToAction } from '../components/ui/CallToAction';
import { Stats } from '../components/ui/Stats';
import { loadHome } from '../server/home.server';
import { loadRecentWork } from '../server/projects.server';
import type { Route } from './+types/home';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const [home, recentWork] = await Promise.all([loadHome(context), loadRecentWork(context)]);
  return { ...home, recentWork };
}

const STATS = ['projects', 'years', 'satisfaction', 'support'] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { hero, cards, testimonials, team, jsonLd } = loaderData;
  return (
    <>
      <PageMeta title={t('home.meta.title')} description={t('home.meta.description')} path="/" />
      <JsonLd data={jsonLd} />
      <section className="bg-gradient-to-b from-green-900 to-green-800 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="font-semibold text-amber-300">{t('home.hero.eyebrow')}</p>
            <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold sm:text-5xl">{t('home.hero.title')}</h1>
            <p className="mt-6 max-w-2xl text-lg text-green-50">{t('home.hero.subtitle')}</p>
            <div className="mt-10 flex flex-wrap gap-4">
              <Link
                to="/quote-builder"
                className="rounded-md bg-amber-400 px-6 py-3 font-semibold text-green-950 hover:bg-amber-300"
              >
                {t('home.hero.getFreeQuote')}
              </Link>
              <Link
                to="/services"
                className="rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-green-700"
              >
                {t('home.hero.viewServices')}
              </Link>
            </div>
          </div>
          {/* From tablet width up: on a phone the hero's text is the whole first screen. */}
          {hero && (
            <ResponsiveImage
              picture={hero.picture}
              alt={hero.alt}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              priority
              shownWhen="(min-width: 768px)"
              className="hidden rounded-2xl shadow-xl md:block"
            />
          )}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-14">
        <Stats title={t('home.stats.title')} items={STATS.map((figure) => ({ figure, label: t(`home.stats.${figure}`) }))} />
      </div>

      <section aria-labelledby="home-services" className="bg-stone-50">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="home-services" className="text-center text-3xl font-bold text-green-900 sm:text-4xl">
            {t('home.services.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-stone-700">{t('home.services.subtitle')}</p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.to}>
                <Link
                  to={card.to}
                  className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm transition hover:border-green-700 hover:shadow-md"
                >
                  <ServiceIcon icon={card.icon} emoji={card.emoji} />
                  <h3 className="mt-5 text-xl font-semibold text-green-900">{card.name}</h3>
                  {card.key && <p className="mt-2 text-stone-700">{t(`home.services.cards.${card.key}.description`)}</p>}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <RecentWork projects={loaderData.recentWork} />

      <Testimonials items={testimonials} />
      <TeamTeaser members={team} />

      <CallToAction
        title={t('home.cta.title')}
        text={t('home.cta.subtitle')}
        primary={{ label: t('home.cta.getFreeQuote'), to: '/quote-builder' }}
        secondary={{ label: t('home.cta.contactUs'), to: '/contact' }}
      />
    </>
  );
}
