import { Form, Link } from 'react-router';
import type { Period } from '../../../domain/analytics';
import { useTranslation } from '../../i18n';
import { buttons } from '../admin-ui/fields';

const dateInput = 'mt-1 block rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900';

/**
 * The period of the screen: two dates sent in the address (a plain GET form, so a period can be
 * bookmarked), quick choices, and the CSV of the same period's leads.
 */
export function PeriodForm({ period, presets }: { period: Period; presets: { key: string; period: Period }[] }) {
  const { t } = useTranslation();
  const query = (p: Period) => `?from=${p.from}&to=${p.to}`;
  return (
    <section aria-labelledby="analytics-period" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="analytics-period" className="text-lg font-semibold text-green-900">
        {t('analytics.period.title')}
      </h2>
      {/* The key remounts the inputs when a quick choice changes the period. */}
      <Form method="get" key={query(period)} className="mt-3 flex flex-wrap items-end gap-4">
        <label className="font-medium text-stone-800">
          {t('analytics.period.from')}
          <input type="date" name="from" required defaultValue={period.from} className={dateInput} />
        </label>
        <label className="font-medium text-stone-800">
          {t('analytics.period.to')}
          <input type="date" name="to" required defaultValue={period.to} className={dateInput} />
        </label>
        <button type="submit" className={buttons.primary}>
          {t('analytics.period.show')}
        </button>
      </Form>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-sm text-stone-700">{t('analytics.period.quick')}</span>
        {presets.map((preset) => (
          <Link key={preset.key} to={query(preset.period)} className="text-sm font-semibold text-green-800 underline">
            {t(`analytics.period.presets.${preset.key}`)}
          </Link>
        ))}
        <a
          href={`/api/admin/leads.csv${query(period)}`}
          download
          className="ml-auto rounded-md border border-green-800 px-4 py-2 text-sm font-semibold text-green-900 hover:bg-green-50"
        >
          {t('analytics.csv')}
        </a>
      </div>
    </section>
  );
}
