import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { buttons, SelectField } from '../../components/admin-ui/fields';
import { ContentOverview, NeedsUpdateBadge } from '../../components/multilanguage/ContentOverview';
import { SiteListsStatus } from '../../components/multilanguage/SiteListsStatus';
import { EntryEditor } from '../../components/multilanguage/EntryEditor';
import {
  type Entry,
  type Language,
  languageLabel,
  type Section,
  sectionLabel,
  statusLabel,
} from '../../components/multilanguage/types';
import { VersionHistory } from '../../components/multilanguage/VersionHistory';
import { apiFetch } from '../../lib/api';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/multilanguage';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

interface Data {
  sections: Section[];
  languages: Language[];
  entries: Entry[];
}

async function loadData(): Promise<Data> {
  const [sections, languages, entries] = await Promise.all([
    apiFetch<{ data: Section[] }>('/api/multilanguage/sections'),
    apiFetch<{ data: Language[] }>('/api/multilanguage/languages'),
    apiFetch<{ data: Entry[] }>('/api/multilanguage/admin/content'),
  ]);
  if (!sections.ok || !languages.ok || !entries.ok) throw new Error('load failed');
  return { sections: sections.body.data, languages: languages.body.data, entries: entries.body.data };
}

/** /admin/multilanguage: Multi-Language Content Management (docs/decisions/0007-screens.md), with version history and restore. */
export default function MultiLanguageContent() {
  const { t } = useTranslation();
  const [data, setData] = useState<Data | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [reloadKey, setReloadKey] = useState(0);
  const [sectionKey, setSectionKey] = useState('');
  const [languageCode, setLanguageCode] = useState('');
  const [editing, setEditing] = useState(false);
  const editorRef = useRef<HTMLElement>(null);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  useEffect(() => {
    let current = true;
    setState((s) => (s === 'ready' ? s : 'loading'));
    loadData().then(
      (loaded) => {
        if (!current) return;
        setData(loaded);
        setSectionKey((key) => key || loaded.sections[0]?.section_key || '');
        setLanguageCode((code) => code || loaded.languages[0]?.code || '');
        setState('ready');
      },
      () => current && setState('error'),
    );
    return () => {
      current = false;
    };
  }, [reloadKey]);

  const section = data?.sections.find((s) => s.section_key === sectionKey);
  const language = data?.languages.find((l) => l.code === languageCode);
  const entry = data?.entries.find((e) => e.section_key === sectionKey && e.language_code === languageCode);

  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  /** 'Still correct': the text needs no update after another language changed. */
  async function confirm(target: Entry) {
    const result = await apiFetch<{ message: string }>('/api/multilanguage/admin/confirm', {
      method: 'POST',
      body: { section_key: target.section_key, language_code: target.language_code },
    });
    setNotice(
      result.ok
        ? { kind: 'success', text: result.body.message }
        : { kind: 'error', text: result.body?.message ?? t('multilanguage.saveFailed') },
    );
    reload();
  }

  function select(key: string, code: string, edit = false) {
    setNotice(null);
    setSectionKey(key);
    setLanguageCode(code);
    setEditing(edit);
    if (edit) editorRef.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <>
      <title>{t('multilanguage.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('multilanguage.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('multilanguage.intro')}</p>

      {state === 'loading' && (
        <div role="status" className="mt-8 flex items-center gap-3 text-stone-700">
          <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-green-200 border-t-green-800" />
          {t('multilanguage.loading')}
        </div>
      )}
      {state === 'error' && (
        <div role="alert" className="mt-8 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-medium">{t('multilanguage.loadFailed')}</p>
          <button type="button" onClick={reload} className={`mt-3 ${buttons.secondary}`}>
            {t('multilanguage.tryAgain')}
          </button>
        </div>
      )}

      {state === 'ready' && data && section && language && (
        <>
          <section
            ref={editorRef}
            aria-labelledby="current-content"
            className="mt-6 scroll-mt-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('multilanguage.section')}
                value={sectionKey}
                onChange={(e) => select(e.target.value, languageCode)}
              >
                {data.sections.map((s) => (
                  <option key={s.id} value={s.section_key}>
                    {sectionLabel(t, s)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('multilanguage.language')}
                value={languageCode}
                onChange={(e) => select(sectionKey, e.target.value)}
              >
                {data.languages.map((l) => (
                  <option key={l.code} value={l.code}>
                    {languageLabel(t, l)}
                  </option>
                ))}
              </SelectField>
            </div>

            <h2 id="current-content" className="mt-6 text-xl font-bold text-green-900">
              {t('multilanguage.current')}
            </h2>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="font-semibold text-stone-800">{t('multilanguage.version')}:</dt>
                <dd className="text-stone-800">{entry ? entry.version : t('multilanguage.notAvailable')}</dd>
              </div>
              {entry && (
                <div className="flex gap-1">
                  <dt className="font-semibold text-stone-800">{t('multilanguage.status')}:</dt>
                  <dd className="text-stone-800">
                    {statusLabel(t, entry)}
                    {entry.needs_update && <NeedsUpdateBadge />}
                  </dd>
                </div>
              )}
            </dl>
            {entry?.needs_update && (
              <div className="mt-2 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
                <p className="text-stone-900">{t('multilanguage.needsUpdateHint')}</p>
                <button type="button" onClick={() => void confirm(entry)} className={buttons.secondary}>
                  {t('multilanguage.stillCorrect')}
                </button>
              </div>
            )}
            <div role="status" aria-live="polite">
              {notice && (
                <p
                  className={`mt-2 rounded-md border px-3 py-2 font-medium ${
                    notice.kind === 'success'
                      ? 'border-green-300 bg-green-50 text-green-900'
                      : 'border-red-300 bg-red-50 text-red-900'
                  }`}
                >
                  {notice.text}
                </p>
              )}
            </div>

            {editing ? (
              <EntryEditor
                key={`${sectionKey}|${languageCode}`}
                sectionKey={sectionKey}
                languageCode={languageCode}
                entry={entry}
                defaultContent={section.default_content[languageCode] ?? ''}
                onSaved={() => {
                  setEditing(false);
                  reload();
                }}
                onReload={reload}
                onCancel={() => {
                  setEditing(false);
                  reload();
                }}
              />
            ) : (
              <>
                {entry ? (
                  <p className="mt-3 whitespace-pre-wrap rounded-md bg-stone-50 p-3 text-stone-900">{entry.content}</p>
                ) : (
                  <div className="mt-3 rounded-md bg-stone-50 p-3">
                    <p className="font-semibold text-stone-900">{t('multilanguage.noContent')}</p>
                    <p className="mt-2 text-sm text-stone-700">{t('multilanguage.builtIn')}</p>
                    <p className="mt-1 text-sm italic text-stone-800">{section.default_content[languageCode]}</p>
                  </div>
                )}
                <button type="button" onClick={() => setEditing(true)} className={`mt-4 ${buttons.primary}`}>
                  {entry ? t('multilanguage.editContent') : t('multilanguage.addContent')}
                </button>
              </>
            )}

            <VersionHistory sectionKey={sectionKey} languageCode={languageCode} reloadKey={reloadKey} onRestored={reload} />
          </section>

          <ContentOverview
            entries={data.entries}
            onEdit={(e) => select(e.section_key, e.language_code, true)}
            onConfirm={(e) => void confirm(e)}
          />
          <SiteListsStatus reloadKey={reloadKey} />
        </>
      )}
    </>
  );
}
