import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { homeOfRole, type PublicUser } from '../../../domain/roles';
import { useSite } from '../../use-site';

type SiteUser = NonNullable<ReturnType<typeof useSite>['user']>;

/**
 * The header's account area, kept quiet beside 'Get Free Quote': Login and Register text links, or
 * the signed-in user's menu. `compact` fits them into the wide screen's slim strip.
 */
export function AccountLinks({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSite();
  if (user) return <UserMenu user={user} compact={compact} />;
  const quiet = `rounded px-2 font-medium whitespace-nowrap text-stone-700 underline-offset-4 hover:text-green-800 hover:underline ${compact ? 'py-1' : 'py-2'}`;
  return (
    <div className="flex items-center gap-1">
      <Link to="/login" className={quiet}>
        {t('layout.login')}
      </Link>
      <Link to="/register" className={quiet}>
        {t('layout.register')}
      </Link>
    </div>
  );
}

/**
 * The user's name; it opens the way to their home and to log out. A <details> element, so it opens
 * without any script; logging out is a form posted to /logout. `data-user` carries the user's
 * non-secret record, which the page's script keeps in local storage (enhance/storage.ts).
 */
function UserMenu({ user, compact }: { user: SiteUser; compact: boolean }) {
  const { t } = useTranslation();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const record: PublicUser = {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    company_name: user.companyName,
  };
  return (
    <details data-menu="" data-user={JSON.stringify(record)} className="relative">
      <summary
        aria-label={`${t('layout.accountMenu.label')}: ${user.firstName}`}
        className={`flex cursor-pointer list-none items-center gap-2 rounded-md border border-stone-300 pr-3 font-semibold text-stone-800 hover:border-green-800 [&::-webkit-details-marker]:hidden ${compact ? 'bg-white py-0.5 pl-0.5' : 'py-1.5 pl-1.5'}`}
      >
        <span
          aria-hidden="true"
          className={`flex shrink-0 items-center justify-center rounded-full bg-green-800 text-white ${compact ? 'h-7 w-7 text-xs' : 'h-8 w-8 text-sm'}`}
        >
          {initials}
        </span>
        {/* A long first name is cut short (the menu's first line gives the whole address); compact (the admin header on a phone): the initials alone. */}
        <span aria-hidden="true" className={`max-w-32 truncate ${compact ? 'hidden sm:inline' : ''}`}>
          {user.firstName}
        </span>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
          <path d="M5 7l5 6 5-6H5Z" />
        </svg>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-md border border-stone-200 bg-white p-2 shadow-lg">
        <p className="px-3 py-2 text-sm text-stone-700">
          {t('layout.accountMenu.signedInAs')}
          <span className="block font-semibold text-stone-900 [overflow-wrap:anywhere]">{user.email}</span>
        </p>
        <ul>
          <li>
            <Link
              to={homeOfRole(user.role)}
              className="block rounded px-3 py-2 font-medium text-stone-800 hover:bg-green-50 hover:text-green-900"
            >
              {t(`layout.accountMenu.${user.role === 'admin' ? 'admin' : user.role === 'crew' ? 'crew' : 'dashboard'}`)}
            </Link>
          </li>
          <li>
            <form method="post" action="/logout">
              <button
                type="submit"
                className="block w-full rounded px-3 py-2 text-left font-medium text-stone-800 hover:bg-green-50 hover:text-green-900"
              >
                {t('layout.accountMenu.logout')}
              </button>
            </form>
          </li>
        </ul>
      </div>
    </details>
  );
}
