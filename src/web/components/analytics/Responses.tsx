import type { AnalyticsFigures } from '../../../domain/analytics';
import { formatCents, formatHours, formatPercent } from '../../../domain/format';
import { LEAD_STATUSES } from '../../../domain/leads';
import { useTranslation } from '../../i18n';

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm';

/** The period at a glance: leads, median first response against the promise, promise kept, won. */
export function Headline({ figures }: { figures: AnalyticsFigures }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { totals, first_response: response, outcomes } = figures;
  const stats = [
    {
      key: 'leads',
      value: String(totals.leads),
      detail: t('analytics.headline.leadsDetail', { quotes: totals.quotes, contacts: totals.contacts }),
    },
    {
      key: 'median',
      value: response.median_hours === null ? '–' : formatHours(response.median_hours, lang),
      detail: t('analytics.headline.medianDetail', { hours: response.promise_hours }),
    },
    {
      key: 'kept',
      value: response.kept_share === null ? '–' : formatPercent(response.kept_share, lang),
      detail: t('analytics.headline.keptDetail', { hours: response.promise_hours }),
    },
    {
      key: 'won',
      value: outcomes.win_share === null ? '–' : formatPercent(outcomes.win_share, lang),
      detail: t('analytics.headline.wonDetail', { won: outcomes.by_status.won, lost: outcomes.by_status.lost }),
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.key} className={card}>
          <dt className="text-sm font-medium text-stone-700">{t(`analytics.headline.${stat.key}`)}</dt>
          <dd className="mt-1 text-3xl font-bold text-green-900">{stat.value}</dd>
          <dd className="mt-1 text-sm text-stone-700">{stat.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How quickly leads were answered: every lead of the period in exactly one of four groups. */
export function FirstResponse({ figures }: { figures: AnalyticsFigures }) {
  const { t } = useTranslation();
  const response = figures.first_response;
  const rows = [
    ['within', response.within_promise],
    ['late', response.late],
    ['overdue', response.unanswered_overdue],
    ['waiting', response.unanswered_waiting],
  ] as const;
  return (
    <section aria-labelledby="analytics-response" className={card}>
      <h2 id="analytics-response" className="text-lg font-semibold text-green-900">
        {t('analytics.response.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('analytics.response.definition', { hours: response.promise_hours })}</p>
      <dl className="mt-3 divide-y divide-stone-200">
        {rows.map(([key, value]) => (
          <div key={key} className="flex justify-between gap-4 py-2">
            <dt className="text-stone-800">{t(`analytics.response.${key}`, { hours: response.promise_hours })}</dt>
            <dd className="font-semibold tabular-nums text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * What became of the period's leads (their status now), and the proposals accepted in the period
 * with the money they are worth (the accepted totals; $0.00 when none was accepted).
 */
export function Outcomes({ figures }: { figures: AnalyticsFigures }) {
  const { t, i18n } = useTranslation();
  const { outcomes } = figures;
  return (
    <section aria-labelledby="analytics-outcomes" className={card}>
      <h2 id="analytics-outcomes" className="text-lg font-semibold text-green-900">
        {t('analytics.outcomes.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('analytics.outcomes.definition')}</p>
      <dl className="mt-3 divide-y divide-stone-200">
        {LEAD_STATUSES.map((status) => (
          <div key={status} className="flex justify-between gap-4 py-2">
            <dt className="text-stone-800">{t(`leads.statuses.${status}`)}</dt>
            <dd className="font-semibold tabular-nums text-stone-900">{outcomes.by_status[status]}</dd>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-x-4 py-2">
          <dt className="text-stone-800">{t('analytics.outcomes.acceptedValue')}</dt>
          <dd className="font-semibold tabular-nums text-stone-900">
            {formatCents(outcomes.accepted_value_cents, i18n.language)}
          </dd>
          <dd className="w-full text-sm text-stone-700">
            {t('analytics.outcomes.acceptedDetail', { count: outcomes.accepted_proposals })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
