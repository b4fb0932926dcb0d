import { useTranslation } from '../../i18n';
import { ProjectsManager } from '../../components/admin/projects/ProjectsManager';
import { requireAdmin } from '../../server/auth.server';
import { loadProjectServiceOptions } from '../../server/projects.server';
import type { Route } from './+types/projects';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { services: await loadProjectServiceOptions(context) };
}

/** /admin/projects: the project gallery shown on the home page, the service pages and /projects. */
export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('adminProjects.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('adminProjects.heading')}</h1>
      <p className="mb-6 mt-2 max-w-3xl text-stone-700">{t('adminProjects.intro')}</p>
      <ProjectsManager services={loaderData.services} />
    </>
  );
}
