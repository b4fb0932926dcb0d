import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useLocation } from 'react-router';
import { homeOfRole } from '../../../domain/roles';
import type { useSite } from '../../root';
import { useSessionChange } from './use-session';

type SiteUser = NonNullable<ReturnType<typeof useSite>['user']>;

/** A disclosure button with the user's name; it opens the way to their home and to log out. */
export default function UserMenu({ user }: { user: SiteUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const session = useSessionChange();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  async function logOut() {
    setBusy(true);
    const done = await session.logOut();
    setBusy(false);
    // The toast library loads only when needed: the header is on every public page.
    if (!done) void import('react-toastify').then(({ toast }) => toast.error(t('auth.menu.logoutFailed')));
  }

  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-md border border-stone-300 py-1.5 pl-1.5 pr-3 font-semibold text-stone-800 hover:border-green-800"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-green-800 text-sm text-white"
        >
          {initials}
        </span>
        <span className="sr-only">{t('auth.menu.label')}: </span>
        {user.firstName}
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
          <path d="M5 7l5 6 5-6H5Z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-md border border-stone-200 bg-white p-2 shadow-lg"
      >
        <p className="px-3 py-2 text-sm text-stone-700">
          {t('auth.menu.signedInAs')}
          <span className="block font-semibold text-stone-900 [overflow-wrap:anywhere]">{user.email}</span>
        </p>
        <ul>
          <li>
            <Link
              to={homeOfRole(user.role)}
              className="block rounded px-3 py-2 font-medium text-stone-800 hover:bg-green-50 hover:text-green-900"
            >
              {user.role === 'admin' ? t('auth.menu.admin') : t('auth.menu.dashboard')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              disabled={busy}
              onClick={logOut}
              className="block w-full rounded px-3 py-2 text-left font-medium text-stone-800 hover:bg-green-50 hover:text-green-900"
            >
              {t('auth.menu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
