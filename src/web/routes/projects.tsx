import { Link } from 'react-router';
import { type PageHandle } from '../root';
import { useSite } from '../use-site';
import type { PublicProject } from '../../domain/projects';
import { useTranslation } from '../i18n';
import { BeforeAfter } from '../components/projects/BeforeAfter';
import { PageMeta } from '../components/seo/PageMeta';
import { CallToAction } from '../components/ui/CallToAction';
import { PageHero } from '../components/ui/PageHero';
import { loadProjectsPage } from '../server/projects.server';
import type { Route } from './+types/projects';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  return loadProjectsPage(context);
}

/** /projects: the gallery of finished jobs, each with its before and after photos. */
export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { projects } = loaderData;
  // The owner's text (editable), then the reply time of the company settings, as the home page's figures show it.
  const reply = useSite().company.figures.support;
  const ctaText = reply ? `${t('projects.cta.text')} ${t('projects.cta.reply', { time: reply })}` : t('projects.cta.text');
  return (
    <>
      <PageMeta title={t('projects.meta.title')} description={t('projects.meta.description')} path="/projects" />
      <PageHero title={t('projects.hero.title')} subtitle={t('projects.hero.subtitle')} />
      <div className="mx-auto max-w-5xl px-4 py-14">
        {projects.length === 0 ? (
          <div className="rounded-xl bg-green-50 p-8 text-center">
            <h2 className="text-2xl font-bold text-green-900">{t('projects.empty.title')}</h2>
            <p className="mt-3 text-stone-700">{t('projects.empty.text')}</p>
            <Link to="/services" className="mt-6 inline-block font-semibold text-green-800 underline hover:text-green-950">
              {t('projects.empty.services')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-16">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectEntry project={project} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <CallToAction
        title={t('projects.cta.title')}
        text={ctaText}
        primary={{ label: t('projects.cta.getFreeQuote'), to: '/quote-builder' }}
        secondary={{ label: t('projects.cta.contactUs'), to: '/contact' }}
      />
    </>
  );
}

function ProjectEntry({ project }: { project: PublicProject }) {
  const { t } = useTranslation();
  const headingId = `project-${project.id}-title`;
  return (
    <article id={`project-${project.id}`} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold text-green-900 sm:text-3xl">
        {project.title}
      </h2>
      <p className="mt-1 text-lg text-stone-700">{project.place}</p>
      {project.services.length > 0 && (
        <p className="mt-3 flex flex-wrap gap-2">
          <span className="sr-only">{t('projects.servicesDone')}: </span>
          {project.services.map((service) => (
            <Link
              key={service.slug}
              to={`/services/${service.slug}`}
              className="rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-900 hover:bg-green-100"
            >
              {service.name}
            </Link>
          ))}
        </p>
      )}
      {project.description && <p className="mt-4 max-w-3xl text-stone-800">{project.description}</p>}
      <div className="mt-6">
        <BeforeAfter project={project} sizes="(min-width: 1024px) 1000px, 100vw" />
      </div>
    </article>
  );
}
