import { useTranslation } from 'react-i18next';
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
  { key: 'sustainability', icon: '🌿' },
  { key: 'creativity', icon: '🎨' },
  { key: 'integrity', icon: '🤝' },
  { key: 'excellence', icon: '🏆' },
] as const;
const MEMBERS = ['one', 'two', 'three'] as const;
const STATS = ['years', 'projects', 'satisfaction', 'team'] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { story, team } = loaderData;
  return (
    <>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} path="/about" image={story} />
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
                <span aria-hidden="true" className="text-4xl">{icon}</span>
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
