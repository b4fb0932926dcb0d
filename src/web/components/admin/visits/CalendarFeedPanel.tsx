import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { apiFetch } from '../../../lib/api';
import { buttons, compactControl } from '../../admin-ui/fields';
import { useApiData } from '../use-api-data';
import { useCompanyTime } from '../use-company-time';

interface FeedStatus {
  active: boolean;
  since: string | null;
}

/**
 * The owner's private calendar link (docs/jobs.md): every job visit and site visit in Google or
 * Apple Calendar. A new link is shown once (the database keeps only its digest) and replaces the
 * old one; 'Stop' ends it.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const { date } = useCompanyTime();
  const urlId = useId();
  const { data, replace } = useApiData<FeedStatus>('/api/calendar-feed');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(method: 'POST' | 'DELETE') {
    setBusy(true);
    setError(false);
    const result = await apiFetch<{ data: { url?: string; since: string | null } }>('/api/calendar-feed', { method });
    setBusy(false);
    if (!result.ok) return setError(true);
    setUrl(result.body.data.url ?? null);
    replace({ active: method === 'POST', since: result.body.data.since });
  }

  const active = data?.active ?? false;
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="mt-8 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="calendar-feed-heading" className="text-xl font-bold text-green-900">
        {t('jobs.feed.heading')}
      </h2>
      <p className="mt-2 text-stone-700">{t('jobs.feed.intro')}</p>
      <div role="status" aria-live="polite" className="mt-3">
        {url ? (
          <div className="space-y-3 rounded-md border border-green-700 bg-green-50 p-4">
            <p className="font-semibold text-green-900">{t('jobs.feed.created')}</p>
            <label htmlFor={urlId} className="block font-semibold text-stone-900">
              {t('jobs.feed.url')}
            </label>
            <input id={urlId} readOnly value={url} onFocus={(e) => e.target.select()} className={`w-full ${compactControl}`} />
            <a href={url.replace(/^https?:/, 'webcal:')} className={`inline-block ${buttons.secondary}`}>
              {t('jobs.feed.subscribe')}
            </a>
          </div>
        ) : (
          data && (
            <p className="text-stone-800">
              {data.since ? t('jobs.feed.active', { date: date(data.since) }) : t('jobs.feed.none')}
            </p>
          )
        )}
      </div>
      <div role="alert">{error && <p className="mt-3 font-semibold text-red-800">{t('jobs.feed.failed')}</p>}</div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" disabled={busy || !data} onClick={() => void change('POST')} className={buttons.primary}>
          {active ? t('jobs.feed.replace') : t('jobs.feed.create')}
        </button>
        {active && (
          <button type="button" disabled={busy} onClick={() => void change('DELETE')} className={buttons.secondary}>
            {t('jobs.feed.stop')}
          </button>
        )}
      </div>
      {active && <p className="mt-2 text-sm text-stone-700">{t('jobs.feed.replaceHint')}</p>}
    </section>
  );
}
