import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { screenOf } from './screens';

/** Outline icons of the tabs, 24 px, drawn in the text colour. */
const ICONS = {
  leads: 'M4 4h16v12H15l-3 3-3-3H4Z M8 9h8 M8 12h5',
  schedule: 'M4 6h16v14H4Z M4 10h16 M8 3v5 M16 3v5',
  proposals: 'M6 3h9l4 4v14H6Z M14 3v5h5 M9 13h7 M9 17h5',
  more: 'M5 12h.01 M12 12h.01 M19 12h.01',
} as const;

const TABS = [
  { key: 'leads', to: '/admin', screens: ['leads'] },
  { key: 'schedule', to: '/admin/visits', screens: ['visits'] },
  { key: 'proposals', to: '/admin/proposals', screens: ['proposals'] },
] as const;

/**
 * The phone's bottom tab bar (hidden on wide screens, where the row of tabs under the header
 * shows every screen): Leads, Schedule (the visits calendar), Proposals, and More for every other
 * screen. The current tab is marked for screen readers and by colour and a bar.
 */
export function AdminTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = screenOf(pathname);
  const current = TABS.find((tab) => screen && (tab.screens as readonly string[]).includes(screen.key))?.key ?? 'more';
  const tabs = [...TABS, { key: 'more', to: '/admin/more' } as const];
  return (
    <nav
      aria-label={t('admin.nav.tabsLabel')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-300 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="grid grid-cols-4">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 border-t-4 text-xs font-semibold ${
                  active ? 'border-green-800 text-green-900' : 'border-transparent text-stone-700'
                }`}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="24"
                  height="24"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={tab.key === 'more' ? 3.5 : 1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={ICONS[tab.key]} />
                </svg>
                {t(`admin.nav.tabs.${tab.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
