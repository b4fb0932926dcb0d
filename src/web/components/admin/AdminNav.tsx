import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { ADMIN_SCREENS, screenOf } from './workspace/screens';

/**
 * The admin screens as one row of tabs under the admin header on a wide screen (on a phone the
 * bottom tab bar takes its place). The row scrolls sideways rather than wrapping when it is short of room.
 */
export function AdminNav() {
  const { t } = useTranslation();
  const current = screenOf(useLocation().pathname);
  return (
    <nav aria-label={t('admin.nav.label')} className="hidden border-b border-stone-200 bg-white lg:block">
      <ul className="mx-auto flex max-w-7xl gap-x-1 overflow-x-auto px-4">
        {ADMIN_SCREENS.map((screen) => {
          const active = screen === current;
          return (
            <li key={screen.to} className="shrink-0">
              <Link
                to={screen.to}
                aria-current={active ? 'page' : undefined}
                className={`block border-b-4 px-3 py-2.5 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? 'border-green-800 text-green-900'
                    : 'border-transparent text-stone-700 hover:border-green-300 hover:text-green-900'
                }`}
              >
                {t(`admin.nav.${screen.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
