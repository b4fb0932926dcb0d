import { Outlet } from 'react-router';
import { AdminNav } from '../../components/admin/AdminNav';
import { AdminHeader } from '../../components/admin/workspace/AdminHeader';
import { AdminTabBar } from '../../components/admin/workspace/AdminTabBar';
import type { PageHandle } from '../../root';
import { privatePageHeaders, requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/layout';

export const headers = privatePageHeaders;

/** The back office is its own workspace: root.tsx draws neither the public header nor the marketing footer. */
export const handle: PageHandle = { workspace: 'admin' };

/**
 * Every /admin page renders inside this layout: anyone but an admin is sent to /login and back.
 * Child loaders run in parallel with this one, so a child that reads data calls requireAdmin too.
 * A compact header, the screens as tabs (a bottom tab bar on a phone, whose height the page keeps
 * free at its end), and the screen.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-stone-50 pb-20 lg:pb-0">
      <meta name="robots" content="noindex" />
      <AdminHeader />
      <AdminNav />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-4 pb-8 outline-none sm:pt-6">
        <Outlet />
      </main>
      <AdminTabBar />
    </div>
  );
}
