import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { ADMIN_SCREENS } from '../../components/admin/AdminNav';
import { LeadsInbox } from '../../components/admin/LeadsInbox';
import { adminSummary } from '../../server/admin.server';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/home';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { counts: await adminSummary(context) };
}

/** /admin: what waits for an answer, the leads inbox, and the way to every admin screen. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { counts } = loaderData;
  const stats = [
    { key: 'newQuotes', value: counts.newQuotes },
    { key: 'newMessages', value: counts.newMessages },
    { key: 'overdue', value: counts.overdue },
  ] as const;
  return (
    <>
      <title>{t('admin.home.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('admin.home.heading')}</h1>
      <p className="mt-2 text-stone-700">{t('admin.home.intro')}</p>

      {counts.undeliveredMail > 0 && (
        <p role="alert" className="mt-4 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 font-medium text-amber-950">
          {t('admin.mail.notice', { count: counts.undeliveredMail })}{' '}
          <Link to="/admin/mail" className="underline">
            {t('admin.mail.noticeLink')}
          </Link>
        </p>
      )}

      <section aria-label={t('admin.home.stats.label')} className="mt-6">
        {/* Three across even on a phone, so the inbox below starts on the first screen. */}
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {stats.map((stat) => (
            <div
              key={stat.key}
              className={`rounded-lg border bg-white p-3 shadow-sm sm:p-4 ${stat.key === 'overdue' && stat.value > 0 ? 'border-red-300' : 'border-stone-200'}`}
            >
              <dt className="text-sm font-medium text-stone-700">{t(`admin.home.stats.${stat.key}`)}</dt>
              <dd
                className={`mt-1 text-2xl font-bold sm:text-3xl ${stat.key === 'overdue' && stat.value > 0 ? 'text-red-800' : 'text-green-900'}`}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-8">
        <LeadsInbox />
      </div>

      <section aria-labelledby="admin-screens" className="mt-8">
        <h2 id="admin-screens" className="text-xl font-semibold text-green-900">
          {t('admin.home.screensHeading')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_SCREENS.filter((s) => s.key !== 'overview').map((screen) => (
            <li key={screen.to}>
              <Link
                to={screen.to}
                className="block h-full rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-green-800 hover:shadow"
              >
                <span className="block font-semibold text-green-900">{t(`admin.home.screens.${screen.key}.title`)}</span>
                <span className="mt-1 block text-sm text-stone-700">{t(`admin.home.screens.${screen.key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
