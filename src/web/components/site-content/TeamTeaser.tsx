import { Link } from 'react-router';
import type { TeamCardData } from '../../../domain/site-blocks-text';
import { useTranslation } from '../../i18n';
import { TeamAvatar } from './TeamCard';

/** The home page's glimpse of the people behind the work, leading to the about page's team. */
export function TeamTeaser({ members }: { members: TeamCardData[] }) {
  const { t } = useTranslation();
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="home-team" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="home-team" className="text-center text-3xl font-bold text-green-900 sm:text-4xl">
          {t('home.team.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-stone-700">{t('home.team.subtitle')}</p>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-10 gap-y-8">
          {members.slice(0, 4).map((member) => (
            <li key={member.id} className="flex w-60 items-center gap-4">
              <TeamAvatar member={member} size="small" />
              <div>
                <p className="font-semibold text-green-950">{member.name}</p>
                <p className="text-sm text-stone-700">{member.role}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to="/about#team" className="font-semibold text-green-800 underline hover:text-green-900">
            {t('home.team.more')}
          </Link>
        </p>
      </div>
    </section>
  );
}
