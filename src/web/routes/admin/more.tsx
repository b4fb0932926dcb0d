import { LanguageSwitcher } from '../../components/layout/LanguageSwitcher';
import { ScreenCards } from '../../components/admin/workspace/ScreenCards';
import { useTranslation } from '../../i18n';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/more';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

/** /admin/more: the phone's More tab, every admin screen the bottom tabs do not show, and the language. */
export default function AdminMore() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('admin.more.title')}</title>
      <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">{t('admin.more.heading')}</h1>
      <div className="mt-4">
        <ScreenCards onlyOthers />
      </div>
      <section aria-labelledby="admin-language" className="mt-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="admin-language" className="font-semibold text-green-900">
          {t('admin.more.language')}
        </h2>
        <LanguageSwitcher className="mt-2" />
      </section>
    </>
  );
}
