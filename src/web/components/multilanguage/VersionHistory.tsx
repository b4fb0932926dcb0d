import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { toast } from 'react-toastify';
import { apiFetch } from '../../lib/api';
import { formatDateTime } from '../../../domain/format';
import { type Entry, statusLabel } from './types';

/** Every version of one section in one language, newest first; an older one can be restored as a new version. */
export function VersionHistory({
  sectionKey,
  languageCode,
  reloadKey,
  onRestored,
}: {
  sectionKey: string;
  languageCode: string;
  /** Changes whenever the page reloads its data. */
  reloadKey: number;
  onRestored: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [versions, setVersions] = useState<Entry[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    const query = new URLSearchParams({ section_key: sectionKey, language_code: languageCode });
    void apiFetch<{ data: Entry[] }>(`/api/multilanguage/admin/history?${query}`).then((result) => {
      if (current) setVersions(result.ok ? result.body.data : []);
    });
    return () => {
      current = false;
    };
  }, [sectionKey, languageCode, reloadKey]);

  async function restore(version: number) {
    setBusy(true);
    const result = await apiFetch<{ data: Entry }>('/api/multilanguage/admin/restore', {
      method: 'POST',
      body: { section_key: sectionKey, language_code: languageCode, version, base_version: versions?.[0]?.version ?? 0 },
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(`${t('multilanguage.history.restoreFailed')} ${result.body?.message ?? ''}`.trim());
      return;
    }
    toast.success(t('multilanguage.history.restored', { version, newVersion: result.body.data.version }));
    onRestored();
  }

  return (
    <section aria-labelledby="version-history" className="mt-6">
      <h3 id="version-history" className="text-lg font-semibold text-stone-900">
        {t('multilanguage.history.heading')}
      </h3>
      {versions && versions.length === 0 && <p className="mt-2 text-stone-700">{t('multilanguage.history.empty')}</p>}
      {versions && versions.length > 0 && (
        <ol className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200">
          {versions.map((v, index) => (
            <li key={v.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">
                  {t('multilanguage.history.version', { version: v.version })}
                  {index === 0 && <span className="ml-2 font-normal text-stone-700">({t('multilanguage.history.current')})</span>}
                  <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                    {statusLabel(t, v)}
                  </span>
                </p>
                <p className="text-sm text-stone-700">
                  {v.created_by_name
                    ? t('multilanguage.history.savedBy', {
                        date: formatDateTime(v.created_at, i18n.language),
                        name: v.created_by_name,
                      })
                    : t('multilanguage.history.saved', { date: formatDateTime(v.created_at, i18n.language) })}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{v.content}</p>
              </div>
              {index > 0 && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void restore(v.version)}
                  aria-label={t('multilanguage.history.restoreLabel', { version: v.version })}
                  className="rounded-md border border-green-800 px-3 py-1.5 text-sm font-semibold text-green-900 hover:bg-green-50 disabled:opacity-60"
                >
                  {t('multilanguage.history.restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
