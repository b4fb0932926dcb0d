/**
 * Every admin screen, in the order of the navigation. `tab`: one of the phone's bottom tabs (its
 * label there may differ: the visits calendar is 'Schedule'); 'More' reaches all the others. New
 * admin screens add their entry here (and admin.nav / admin.home.screens texts).
 */
export const ADMIN_SCREENS = [
  { to: '/admin', key: 'leads', tab: true },
  { to: '/admin/visits', key: 'visits', tab: true },
  { to: '/admin/proposals', key: 'proposals', tab: true },
  { to: '/admin/schedule', key: 'schedule', tab: false },
  { to: '/admin/clients', key: 'clients', tab: false },
  { to: '/admin/services', key: 'services', tab: false },
  { to: '/admin/projects', key: 'projects', tab: false },
  { to: '/admin/content', key: 'content', tab: false },
  { to: '/admin/multilanguage', key: 'multilanguage', tab: false },
  { to: '/admin/icons', key: 'icons', tab: false },
  { to: '/admin/analytics', key: 'analytics', tab: false },
  { to: '/admin/users', key: 'users', tab: false },
] as const;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];

/** The screen an admin address belongs to: a lead belongs to the leads, the Content Editor to Content. */
export function screenOf(pathname: string): AdminScreen | null {
  if (pathname === '/admin' || pathname === '/admin/' || pathname.startsWith('/admin/leads/')) return ADMIN_SCREENS[0];
  return (
    ADMIN_SCREENS.find((screen) => screen.to !== '/admin' && (pathname === screen.to || pathname.startsWith(`${screen.to}/`))) ??
    null
  );
}
