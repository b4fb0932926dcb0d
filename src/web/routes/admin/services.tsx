import { useTranslation } from '../../i18n';
import { ServiceManagement } from '../../components/admin/services/ServiceManagement';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/services';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

/** /admin/services: Service Management (docs/admin-services.md). Data comes from the admin API in the browser. */
export default function AdminServices() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('adminServices.meta.title')}</title>
      <ServiceManagement />
    </>
  );
}
