import { useTranslation } from '../i18n';
import type { PageHandle } from '../root';
import { ResponsiveImage } from '../components/media/ResponsiveImage';
import { PageMeta } from '../components/seo/PageMeta';
import { TeamCard } from '../components/site-content/TeamCard';
import { ValueIcon } from '../components/site-content/ValueIcon';
import { CallToAction } from '../components/ui/CallToAction';
import { PageHero } from '../components/ui/PageHero';
import { Stats } from '../components/ui/Stats';
import { loadAbout } from '../server/about.server';
import type { Route } from './+types/about';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  return loadAbout(context);
}

const STATS = ['years', 'projects', 'satisfaction', 'teamSize'] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { story, values, team } = loaderData;
  return (
    <>
      <PageMeta
        title={t('about.meta.title')}
        description={t('about.meta.description')}
        path="/about"
        image={story ?? undefined}
      />
      <PageHero title={t('about.hero.title')} subtitle={t('about.hero.subtitle')} />

      <section aria-labelledby="story" className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <h2 id="story" className="text-3xl font-bold text-green-900">
            {t('about.story.title')}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">
            <p>{t('about.story.p1')}</p>
            <p>{t('about.story.p2')}</p>
            <p>{t('about.story.p3')}</p>
          </div>
        </div>
        {story && (
          <ResponsiveImage
            picture={story.picture}
            alt={story.alt}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="rounded-2xl shadow-md"
          />
        )}
      </section>

      {values.length > 0 && (
        <section aria-labelledby="values" className="bg-stone-50">
          <div className="mx-auto max-w-7xl px-4 py-16">
            <h2 id="values" className="text-center text-3xl font-bold text-green-900">
              {t('about.values.title')}
            </h2>
            <p className="mt-3 text-center text-lg text-stone-700">{t('about.values.subtitle')}</p>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {values.map((value) => (
                <li key={value.id} className="rounded-xl bg-white p-6 text-center shadow-sm">
                  <ValueIcon icon={value.icon} className="mx-auto text-green-700" />
                  <h3 className="mt-4 text-xl font-semibold text-green-950">{value.title}</h3>
                  {value.text && <p className="mt-2 text-stone-700">{value.text}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {team.length > 0 && (
        <section id="team" aria-labelledby="team-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-16">
          <h2 id="team-title" className="text-center text-3xl font-bold text-green-900">
            {t('about.team.title')}
          </h2>
          <p className="mt-3 text-center text-lg text-stone-700">{t('about.team.subtitle')}</p>
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <TeamCard key={member.id} member={member} />
            ))}
          </ul>
        </section>
      )}

      <div className="bg-green-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <Stats title={t('about.stats.title')} items={STATS.map((figure) => ({ figure, label: t(`about.stats.${figure}`) }))} />
        </div>
      </div>

      <CallToAction
        title={t('about.cta.title')}
        text={t('about.cta.subtitle')}
        primary={{ label: t('about.cta.getFreeQuote'), to: '/quote-builder' }}
        secondary={{ label: t('about.cta.contactUs'), to: '/contact' }}
      />
    </>
  );
}
