import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { LeadsInbox } from '../../components/admin/LeadsInbox';
import { ScreenCards } from '../../components/admin/workspace/ScreenCards';
import { SetupChecklist, SetupSummaryLink } from '../../components/admin/setup/SetupChecklist';
import { useApiData } from '../../components/admin/use-api-data';
import type { SetupChecklist as Checklist } from '../../../domain/setup';
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
  const setup = useApiData<Checklist>('/api/admin/setup');
  const stats = [
    { key: 'newQuotes', value: counts.newQuotes },
    { key: 'newMessages', value: counts.newMessages },
    { key: 'overdue', value: counts.overdue },
  ] as const;
  return (
    <>
      <title>{t('admin.home.title')}</title>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">{t('admin.home.heading')}</h1>
        {setup.data && <SetupSummaryLink checklist={setup.data} />}
      </div>
      {/* On a phone the leads come first: the intro is for the wider screen. */}
      <p className="mt-2 hidden text-stone-700 sm:block">{t('admin.home.intro')}</p>

      {counts.undeliveredMail > 0 && (
        <p role="alert" className="mt-4 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 font-medium text-amber-950">
          {t('admin.mail.notice', { count: counts.undeliveredMail })}{' '}
          <Link to="/admin/mail" className="underline">
            {t('admin.mail.noticeLink')}
          </Link>
        </p>
      )}

      <section aria-label={t('admin.home.stats.label')} className="mt-3 sm:mt-6">
        {/* Three across even on a phone, so the inbox below starts on the first screen. */}
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {stats.map((stat) => (
            <div
              key={stat.key}
              className={`flex flex-col justify-between rounded-lg border bg-white px-2 py-2 shadow-sm sm:p-4 ${stat.key === 'overdue' && stat.value > 0 ? 'border-red-300' : 'border-stone-200'}`}
            >
              <dt className="text-xs leading-tight font-medium text-stone-700 sm:text-sm">{t(`admin.home.stats.${stat.key}`)}</dt>
              <dd
                className={`mt-1 text-xl font-bold sm:text-3xl ${stat.key === 'overdue' && stat.value > 0 ? 'text-red-800' : 'text-green-900'}`}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {/* The day's work first: the leads, then the checklist (the line at the top leads to it). */}
      <div className="mt-4 sm:mt-8">
        <LeadsInbox />
      </div>
      {setup.data && !setup.data.hidden && (
        <div className="mt-8">
          <SetupChecklist checklist={setup.data} onChange={setup.replace} />
        </div>
      )}

      <section aria-labelledby="admin-screens" className="mt-8">
        <h2 id="admin-screens" className="text-xl font-semibold text-green-900">
          {t('admin.home.screensHeading')}
        </h2>
        <div className="mt-4">
          <ScreenCards />
        </div>
      </section>
    </>
  );
}
