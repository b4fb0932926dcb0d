import { useTranslation } from '../../i18n';
import { NavLink, useLocation } from 'react-router';

/** Every admin screen, in the order of the admin home. New admin screens add their link here. */
export const ADMIN_SCREENS = [
  { to: '/admin', key: 'overview' },
  { to: '/admin/services', key: 'services' },
  { to: '/admin/icons', key: 'icons' },
  { to: '/admin/projects', key: 'projects' },
  { to: '/admin/analytics', key: 'analytics' },
  { to: '/admin/content', key: 'content' },
  { to: '/admin/multilanguage', key: 'multilanguage' },
  { to: '/admin/users', key: 'users' },
  { to: '/admin/visits', key: 'visits' },
] as const;

/**
 * The navigation shared by all admin pages (rendered once by routes/admin/layout.tsx). The links
 * wrap onto a second line on a phone, so every screen is reachable without sideways scrolling.
 */
export function AdminNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A lead opened from the inbox still belongs to the overview.
  const inOverview = pathname === '/admin' || pathname.startsWith('/admin/leads/');
  return (
    <nav aria-label={t('admin.nav.label')} className="border-b border-green-900 bg-green-900">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-1 px-2 sm:px-4">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={screen.to}
              end={screen.to === '/admin'}
              className={({ isActive }) =>
                `block border-b-4 px-2 py-3 text-sm font-semibold sm:px-3 ${
                  (screen.key === 'overview' ? inOverview : isActive)
                    ? 'border-amber-400 text-white'
                    : 'border-transparent text-green-50 hover:border-green-300 hover:text-white'
                }`
              }
            >
              {t(`admin.nav.${screen.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
