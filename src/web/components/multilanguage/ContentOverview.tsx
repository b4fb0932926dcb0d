import { useTranslation } from '../../i18n';
import { Table } from '../admin-ui/Table';
import { type Entry, sectionLabel, statusLabel } from './types';

/**
 * The Content Overview (docs/decisions/0007-screens.md): the current version of every section and
 * language that has one; a text another language changed after says 'Needs update', with 'Still correct'.
 */
export function ContentOverview({
  entries,
  onEdit,
  onConfirm,
}: {
  entries: Entry[];
  onEdit: (entry: Entry) => void;
  onConfirm: (entry: Entry) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="content-overview" className="mt-8 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="content-overview" className="text-xl font-bold text-green-900">
        {t('multilanguage.overview.heading')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('multilanguage.overview.empty')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <Table
            caption={t('multilanguage.overview.heading')}
            columns={[
              t('multilanguage.overview.section'),
              t('multilanguage.overview.language'),
              t('multilanguage.overview.status'),
              t('multilanguage.overview.version'),
              t('multilanguage.overview.actions'),
            ]}
            className="min-w-[36rem]"
          >
            {entries.map((entry) => {
              const section = sectionLabel(t, entry);
              return (
                <tr key={entry.id} className="border-b border-stone-200">
                  <th scope="row" className="py-2 pr-3 font-medium text-stone-900">
                    {section}
                  </th>
                  <td className="py-2 pr-3 text-stone-800">{entry.native_name}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                        entry.is_published ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
                      }`}
                    >
                      {statusLabel(t, entry)}
                    </span>
                    {entry.needs_update && <NeedsUpdateBadge />}
                  </td>
                  <td className="py-2 pr-3 text-stone-800">{entry.version}</td>
                  <td className="flex flex-wrap gap-2 py-2">
                    {entry.needs_update && (
                      <button
                        type="button"
                        onClick={() => onConfirm(entry)}
                        aria-label={t('multilanguage.stillCorrectLabel', { section, language: entry.native_name })}
                        className="rounded-md border border-amber-800 px-3 py-1 font-semibold text-amber-950 hover:bg-amber-50"
                      >
                        {t('multilanguage.stillCorrect')}
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => onEdit(entry)}
                      aria-label={t('multilanguage.overview.editLabel', { section, language: entry.native_name })}
                      className="rounded-md border border-green-800 px-3 py-1 font-semibold text-green-900 hover:bg-green-50"
                    >
                      {t('multilanguage.overview.edit')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </Table>
        </div>
      )}
    </section>
  );
}

/** 'Needs update': another language of the text changed after this one was written. */
export function NeedsUpdateBadge() {
  const { t } = useTranslation();
  return (
    <span
      title={t('multilanguage.needsUpdateHint')}
      className="ml-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950"
    >
      {t('multilanguage.needsUpdate')}
    </span>
  );
}
