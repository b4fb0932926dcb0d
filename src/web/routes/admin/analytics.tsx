import { timeZoneName } from '../../../domain/format';
import { LANGUAGE_NAMES } from '../../../domain/languages';
import { useTranslation } from '../../i18n';
import { Breakdown } from '../../components/analytics/Breakdown';
import { PeriodForm } from '../../components/analytics/PeriodForm';
import { FirstResponse, Headline, Outcomes } from '../../components/analytics/Responses';
import { WeeklyChart } from '../../components/analytics/WeeklyChart';
import { loadAnalytics } from '../../server/analytics.server';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/analytics';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return loadAnalytics(context, request);
}

/** /admin/analytics: where the leads of a period came from and what became of them (docs/admin-content.md#analytics). */
export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { figures, problem, presets } = loaderData;
  const total = figures.totals.leads;
  const serviceLabel = (key: string) =>
    key === 'unspecified'
      ? t('analytics.byService.unspecified')
      : t(`leads.options.services.${key}`, { defaultValue: t(`contact.form.services.${key}`, { defaultValue: key }) });
  const sourceLabel = (channel: string, name: string) =>
    channel === 'direct' ? t('analytics.bySource.direct') : t(`analytics.bySource.${channel}`, { name });
  return (
    <>
      <title>{t('analytics.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('analytics.heading')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('analytics.intro')}</p>
      {problem && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
          {t(problem)} {t('analytics.errors.showingDefault')}
        </p>
      )}
      <div className="mt-6 space-y-6">
        <PeriodForm period={figures.period} presets={presets} />
        <Headline figures={figures} />
        <section aria-labelledby="analytics-weekly" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          <h2 id="analytics-weekly" className="text-lg font-semibold text-green-900">
            {t('analytics.weekly.title')}
          </h2>
          <WeeklyChart weeks={figures.weeks} />
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <Breakdown
            id="analytics-sources"
            title={t('analytics.bySource.title')}
            note={t('analytics.bySource.note')}
            total={total}
            rows={figures.by_source.map((s) => ({
              key: `${s.channel}:${s.name}`,
              label: sourceLabel(s.channel, s.name),
              leads: s.leads,
            }))}
          />
          <Breakdown
            id="analytics-services"
            title={t('analytics.byService.title')}
            note={t('analytics.byService.note')}
            total={total}
            rows={figures.by_service.map((s) => ({ key: s.service, label: serviceLabel(s.service), leads: s.leads }))}
          />
          <Breakdown
            id="analytics-languages"
            title={t('analytics.byLanguage.title')}
            total={total}
            rows={figures.by_language
              .filter((l) => l.leads > 0)
              .map((l) => ({ key: l.language, label: LANGUAGE_NAMES[l.language].nativeName, leads: l.leads }))}
          />
          <FirstResponse figures={figures} />
          <Outcomes figures={figures} />
        </div>
        <p className="text-sm text-stone-700">
          {t('analytics.timeZone', { zone: timeZoneName(figures.period.time_zone, i18n.language) })}
        </p>
      </div>
    </>
  );
}
