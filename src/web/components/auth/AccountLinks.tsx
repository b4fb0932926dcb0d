import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { useSite } from '../../root';

/** Signed-in users only: visitors' pages do not download the menu's code. */
const UserMenu = lazy(() => import('./UserMenu'));

/**
 * The header's account area, kept quiet beside 'Get Free Quote': a Login text link (and Register
 * in the phone menu), or the signed-in user's menu.
 */
export function AccountLinks({ withRegister = false }: { withRegister?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSite();
  if (user) {
    return (
      <Suspense fallback={null}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  const quiet =
    'rounded px-2 py-2 font-medium whitespace-nowrap text-stone-700 underline-offset-4 hover:text-green-800 hover:underline';
  return (
    <div className="flex items-center gap-1">
      <Link to="/login" className={quiet}>
        {t('layout.login')}
      </Link>
      {withRegister && (
        <Link to="/register" className={quiet}>
          {t('layout.register')}
        </Link>
      )}
    </div>
  );
}
