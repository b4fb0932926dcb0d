import type { AppLoadContext } from 'react-router';
import { RECENT_WORK_COUNT } from '../../domain/projects';
import { listPublicProjects } from '../../server/projects/repository';
import { listServices } from '../../server/services/repository';

/** The 'Recent work' section: the first projects of the gallery, or those of one service. */
export function loadRecentWork({ app, lang }: AppLoadContext, serviceSlug?: string) {
  return listPublicProjects(app.db, { lang, serviceSlug, limit: RECENT_WORK_COUNT });
}

/** /projects: every published project with its photos. */
export async function loadProjectsPage({ app, lang }: AppLoadContext) {
  return { projects: await listPublicProjects(app.db, { lang }) };
}

/** Every catalogue service (active or not) a project can be tagged with, by category, in the admin's language. */
export async function loadProjectServiceOptions({ app, lang }: AppLoadContext) {
  const services = await listServices(app.db, { lang });
  return services.map((s) => ({ id: s.id, name: s.name, category: s.category.name }));
}
