import { Outlet } from 'react-router';
import { AdminNav } from '../../components/admin/AdminNav';
import { privatePageHeaders, requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/layout';

export const headers = privatePageHeaders;

/**
 * Every /admin page renders inside this layout: anyone but an admin is sent to /login and back.
 * Child loaders run in parallel with this one, so a child that reads data calls requireAdmin too.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="min-h-[70vh] bg-stone-50">
      <meta name="robots" content="noindex" />
      <AdminNav />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </div>
    </div>
  );
}
