import { Link } from 'react-router';
import type { PublicProject } from '../../../domain/projects';
import { useTranslation } from '../../i18n';
import { ResponsiveImage } from '../media/ResponsiveImage';

/**
 * 'Recent work' on the home page and a service's page: a few projects as cards (the after photo,
 * title, place, services), each leading to its before and after on /projects. Nothing at all
 * when there is no project to show.
 */
export function RecentWork({ projects, service }: { projects: PublicProject[]; service?: string }) {
  const { t } = useTranslation();
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="recent-work" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="recent-work" className="text-center text-3xl font-bold text-green-900 sm:text-4xl">
          {t('projects.recent.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-stone-700">
          {service ? t('projects.recent.serviceSubtitle', { service }) : t('projects.recent.subtitle')}
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to="/projects" className="font-semibold text-green-800 underline hover:text-green-950">
            {t('projects.recent.seeAll')}
          </Link>
        </p>
      </div>
    </section>
  );
}

function ProjectCard({ project }: { project: PublicProject }) {
  const { t } = useTranslation();
  const shown = project.after ? 'after' : 'before';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <ResponsiveImage
        picture={project[shown]}
        alt={t(`projects.photo.${shown}Alt`, { title: project.title })}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        ratio="4 / 3"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold text-green-900">{project.title}</h3>
        <p className="mt-1 text-stone-700">{project.place}</p>
        {project.services.length > 0 && (
          <p className="mt-2 text-sm text-stone-700">{project.services.map((s) => s.name).join(' · ')}</p>
        )}
        <Link
          to={`/projects#project-${project.id}`}
          className="mt-4 font-semibold text-green-800 underline hover:text-green-950"
          aria-label={t('projects.recent.openLabel', { title: project.title })}
        >
          {t('projects.recent.open')}
        </Link>
      </div>
    </article>
  );
}
