import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { useSite } from '../../root';

/** Signed-in users only: visitors' pages do not download the menu's code. */
const UserMenu = lazy(() => import('./UserMenu'));

/** The header's account area: Login and Register, or the signed-in user's menu. */
export function AccountLinks() {
  const { t } = useTranslation();
  const { user } = useSite();
  if (user) {
    return (
      <Suspense fallback={null}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link to="/login" className="rounded-md border border-green-800 px-4 py-2 font-semibold text-green-900 hover:bg-green-50">
        {t('layout.login')}
      </Link>
      <Link to="/register" className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900">
        {t('layout.register')}
      </Link>
    </div>
  );
}
