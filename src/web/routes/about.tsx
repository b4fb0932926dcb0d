import { useTranslation } from '../i18n';
import { ResponsiveImage } from '../components/media/ResponsiveImage';
import { PageMeta } from '../components/seo/PageMeta';
import { CallToAction } from '../components/ui/CallToAction';
import { PageHero } from '../components/ui/PageHero';
import { Stats } from '../components/ui/Stats';
import { loadAbout } from '../server/about.server';
import type { Route } from './+types/about';

export const handle = { toasts: false };

export async function loader({ context }: Route.LoaderArgs) {
  return loadAbout(context);
}

const VALUES = [
  { key: 'sustainability', icon: 'M17 3C9 3 4 8 4 15c0 2 .5 4 1.5 5.5L4 22l1.4 1.4 1.6-1.6C8.5 22.6 10.3 23 12 23c7 0 11-6 11-14V3h-6Zm-5 17c-1.2 0-2.4-.3-3.5-.8L15 12.7l-1.4-1.4-6.6 6.5C6.4 16.9 6 16 6 15c0-5.5 4-10 11-10h4v4c0 6.8-3.3 11-9 11Z' },
  { key: 'creativity', icon: 'M12 2a10 10 0 0 0 0 20c1.7 0 2.5-1 2.5-2.2 0-.6-.3-1.1-.6-1.5-.3-.4-.5-.8-.5-1.3 0-1 .8-1.8 1.8-1.8H17a5 5 0 0 0 5-5C22 6 17.5 2 12 2ZM6.5 12a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z' },
  { key: 'integrity', icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.6-3.6 1.4-1.4 2.2 2.2 5-5 1.4 1.4-6.4 6.4Z' },
  { key: 'excellence', icon: 'M19 4h-2V2H7v2H5a2 2 0 0 0-2 2v1a5 5 0 0 0 4.4 5A5 5 0 0 0 11 15.9V19H7v2h10v-2h-4v-3.1a5 5 0 0 0 3.6-3.9A5 5 0 0 0 21 7V6a2 2 0 0 0-2-2ZM5 7V6h2v4a3 3 0 0 1-2-3Zm14 0a3 3 0 0 1-2 3V6h2v1Z' },
] as const;
const MEMBERS = ['one', 'two', 'three'] as const;
const STATS = ['years', 'projects', 'satisfaction', 'team'] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { story, team } = loaderData;
  return (
    <>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} path="/about" image={{ picture: story, alt: t('about.story.imageAlt') }} />
      <PageHero title={t('about.hero.title')} subtitle={t('about.hero.subtitle')} />

      <section aria-labelledby="story" className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <h2 id="story" className="text-3xl font-bold text-green-900">{t('about.story.title')}</h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">
            <p>{t('about.story.p1')}</p>
            <p>{t('about.story.p2')}</p>
            <p>{t('about.story.p3')}</p>
          </div>
        </div>
        {story && (
          <ResponsiveImage
            picture={story}
            alt={t('about.story.imageAlt')}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="rounded-2xl shadow-md"
          />
        )}
      </section>

      <section aria-labelledby="values" className="bg-stone-50">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="values" className="text-center text-3xl font-bold text-green-900">{t('about.values.title')}</h2>
          <p className="mt-3 text-center text-lg text-stone-700">{t('about.values.subtitle')}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ key, icon }) => (
              <li key={key} className="rounded-xl bg-white p-6 text-center shadow-sm">
                <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="mx-auto text-green-700">
                  <path d={icon} fill="currentColor" />
                </svg>
                <h3 className="mt-4 text-xl font-semibold text-green-950">{t(`about.values.${key}.title`)}</h3>
                <p className="mt-2 text-stone-700">{t(`about.values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="team" className="text-center text-3xl font-bold text-green-900">{t('about.team.title')}</h2>
        <p className="mt-3 text-center text-lg text-stone-700">{t('about.team.subtitle')}</p>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {MEMBERS.map((key, index) => (
            <li key={key} className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
              <ResponsiveImage
                picture={team[index]}
                alt={t(`about.team.members.${key}.imageAlt`)}
                sizes="(min-width: 768px) 400px, 100vw"
                ratio="4 / 3"
              />
              <div className="p-6">
                <h3 className="text-xl font-semibold text-green-950">{t(`about.team.members.${key}.name`)}</h3>
                <p className="font-medium text-green-800">{t(`about.team.members.${key}.role`)}</p>
                <p className="mt-3 text-stone-700">{t(`about.team.members.${key}.bio`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="bg-green-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <Stats title={t('about.stats.title')} items={STATS.map((k) => ({ value: t(`about.stats.${k}.value`), label: t(`about.stats.${k}.label`) }))} />
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
