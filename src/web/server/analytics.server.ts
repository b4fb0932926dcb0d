import type { AppLoadContext } from 'react-router';
import { addDays, choosePeriod, localDate, type Period, weekStart } from '../../domain/analytics';
import { COMPANY_TIME_ZONE } from '../../domain/format';
import { analyticsFigures } from '../../server/analytics/figures';

/** Quick choices of the period form: this month's weeks, the default twelve weeks, the year so far. */
function presets(now: Date): { key: 'weeks4' | 'weeks12' | 'year'; period: Period }[] {
  const today = localDate(now, COMPANY_TIME_ZONE);
  return [
    { key: 'weeks4', period: { from: addDays(weekStart(today), -21), to: today } },
    { key: 'weeks12', period: { from: addDays(weekStart(today), -77), to: today } },
    { key: 'year', period: { from: `${today.slice(0, 4)}-01-01`, to: today } },
  ];
}

/** /admin/analytics: the figures of the period in the address (?from&to), or of the default one. */
export async function loadAnalytics({ app }: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const now = new Date();
  const { period, problem } = choosePeriod(
    { from: query.get('from') ?? undefined, to: query.get('to') ?? undefined },
    now,
    COMPANY_TIME_ZONE,
  );
  return {
    figures: await analyticsFigures(app.db, period, COMPANY_TIME_ZONE, now),
    problem,
    presets: presets(now),
  };
}
