import { useTranslation } from '../../i18n';
import { WeekView } from '../../components/admin/visits/WeekView';
import { isCalendarDate, mondayOf } from '../../../domain/visits/time-zone';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/visits';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const week = new URL(request.url).searchParams.get('week');
  return { week: week && isCalendarDate(week) ? mondayOf(week) : null };
}

/** /admin/visits: the week's site visits and the periods blocked for visits (docs/visits.md). */
export default function AdminVisits({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('adminVisits.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('adminVisits.heading')}</h1>
      <WeekView week={loaderData.week} />
    </>
  );
}
