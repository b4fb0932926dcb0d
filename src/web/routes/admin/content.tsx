import { useTranslation } from '../../i18n';
import { LogoPanel } from '../../components/content/LogoPanel';
import { ToolCards } from '../../components/content/ToolCards';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/content';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

/**
 * /admin/content: where the owner edits the site (docs/admin-content.md): company details, the
 * Content Editor, Media Management, the page texts, analytics, and the logo panel (docs/decisions/0007-screens.md).
 */
export default function ContentManagement() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('content.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('content.title')}</h1>
      <p className="mb-6 mt-2 text-stone-700">{t('content.intro')}</p>
      <ToolCards />
      <LogoPanel />
    </>
  );
}
