import type { AppLoadContext } from 'react-router';
import { addDays, choosePeriod, localDate, type Period, weekStart } from '../../domain/analytics';
import { analyticsFigures } from '../../server/analytics/figures';
import { readCompany } from '../../server/settings/repository';

/** Quick choices of the period form: this month's weeks, the default twelve weeks, the year so far. */
function presets(now: Date, timeZone: string): { key: 'weeks4' | 'weeks12' | 'year'; period: Period }[] {
  const today = localDate(now, timeZone);
  return [
    { key: 'weeks4', period: { from: addDays(weekStart(today), -21), to: today } },
    { key: 'weeks12', period: { from: addDays(weekStart(today), -77), to: today } },
    { key: 'year', period: { from: `${today.slice(0, 4)}-01-01`, to: today } },
  ];
}

/**
 * /admin/analytics: the figures of the period in the address (?from&to), or of the default one, in
 * the company's calendar (the time zone of its settings, as the API and site visits use it).
 */
export async function loadAnalytics({ app }: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const now = new Date();
  const { timeZone } = await readCompany(app.db);
  const { period, problem } = choosePeriod(
    { from: query.get('from') ?? undefined, to: query.get('to') ?? undefined },
    now,
    timeZone,
  );
  return {
    figures: await analyticsFigures(app.db, period, timeZone, now),
    problem,
    presets: presets(now, timeZone),
  };
}
