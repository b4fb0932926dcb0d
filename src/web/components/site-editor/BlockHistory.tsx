import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../domain/format';
import type { SiteBlockKind } from '../../../domain/site-blocks';
import { useTranslation } from '../../i18n';
import { type BlockVersionData, getHistory } from './api';
import { itemLabel } from './items';

/** Every saved version of the list, newest first; an older one can be restored as a new version. */
export function BlockHistory({
  kind,
  reloadKey,
  currentVersion,
  busy,
  onRestore,
}: {
  kind: SiteBlockKind;
  reloadKey: number;
  currentVersion: number;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [versions, setVersions] = useState<BlockVersionData[] | null>(null);

  useEffect(() => {
    let current = true;
    void getHistory(kind).then((result) => current && setVersions(result.ok ? result.body.data : []));
    return () => {
      current = false;
    };
  }, [kind, reloadKey]);

  return (
    <section aria-labelledby="block-history" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="block-history" className="text-lg font-semibold text-stone-900">
        {t('siteContent.history.heading')}
      </h2>
      {versions === null && <p className="mt-2 text-stone-700">{t('siteContent.editor.loading')}</p>}
      {versions?.length === 0 && <p className="mt-2 text-stone-700">{t('siteContent.history.empty')}</p>}
      {versions && versions.length > 0 && (
        <ol className="mt-2 divide-y divide-stone-200">
          {versions.map((v) => (
            <li key={v.version} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">
                  {t('siteContent.history.version', { version: v.version })}
                  {v.version === currentVersion && (
                    <span className="ml-2 font-normal text-stone-700">({t('siteContent.history.current')})</span>
                  )}
                </p>
                <p className="text-sm text-stone-700">
                  {v.created_by_name
                    ? t('siteContent.history.savedBy', {
                        date: formatDateTime(v.created_at, i18n.language),
                        name: v.created_by_name,
                      })
                    : t('siteContent.history.saved', { date: formatDateTime(v.created_at, i18n.language) })}
                </p>
                <p className="mt-1 break-words text-sm text-stone-800">
                  {t('siteContent.history.items', { count: v.items.length })}
                  {v.items.length > 0 && `: ${v.items.map(itemLabel).join(', ')}`}
                </p>
              </div>
              {v.version !== currentVersion && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onRestore(v.version)}
                  aria-label={t('siteContent.history.restoreLabel', { version: v.version })}
                  className="rounded-md border border-green-800 px-3 py-1.5 text-sm font-semibold text-green-900 hover:bg-green-50 disabled:opacity-60"
                >
                  {t('siteContent.history.restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
