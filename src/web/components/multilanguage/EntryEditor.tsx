import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { toast } from 'react-toastify';
import { apiFetch } from '../../lib/api';
import { buttons, TextAreaField } from '../admin-ui/fields';
import type { Entry } from './types';

interface SaveConflict {
  success: false;
  message: string;
  current_version: number;
}

/**
 * The edit form of one section in one language: content, Published and Draft (independent), Save
 * and Cancel. It sends the version it started from; when someone saved meanwhile the server
 * answers 409, the text stays in the form next to the newest one, and a second Save replaces it.
 */
export function EntryEditor({
  sectionKey,
  languageCode,
  entry,
  defaultContent,
  onSaved,
  onReload,
  onCancel,
}: {
  sectionKey: string;
  languageCode: string;
  /** The newest version now (it changes after a reload, the form's text does not). */
  entry: Entry | undefined;
  defaultContent: string;
  /** After a save: back to the view, data reloaded. */
  onSaved: () => void;
  /** After a 409: data reloaded, the form stays open. */
  onReload: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const flagsHint = useId();
  const [content, setContent] = useState(entry?.content ?? defaultContent);
  const [published, setPublished] = useState(entry?.is_published ?? true);
  const [draft, setDraft] = useState(entry?.is_draft ?? false);
  const [baseVersion, setBaseVersion] = useState(entry?.version ?? 0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ detail?: string; conflict: boolean } | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await apiFetch<{ data: Entry }>('/api/multilanguage/content', {
      method: 'POST',
      body: {
        section_key: sectionKey,
        language_code: languageCode,
        content,
        is_published: published,
        is_draft: draft,
        base_version: baseVersion,
      },
    });
    setBusy(false);
    if (result.ok) {
      toast.success(t('multilanguage.saved', { version: result.body.data.version }));
      onSaved();
      return;
    }
    const conflict = result.status === 409 ? (result.body as SaveConflict | null) : null;
    if (conflict) {
      // The admin has now seen the newer text: saving again is a deliberate replacement.
      setBaseVersion(conflict.current_version);
      onReload();
    }
    setFailure({ detail: result.body?.message, conflict: Boolean(conflict) });
  }

  return (
    <form onSubmit={save} className="mt-4 space-y-4">
      {failure && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{t('multilanguage.saveFailed')}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
          {failure.conflict && entry && (
            <>
              <p className="mt-2">{t('multilanguage.conflictNote')}</p>
              <blockquote className="mt-1 whitespace-pre-wrap border-l-4 border-red-300 pl-3 text-stone-900">
                {entry.content}
              </blockquote>
              <p className="mt-2">{t('multilanguage.conflictRebased')}</p>
            </>
          )}
        </div>
      )}
      <TextAreaField
        label={t('multilanguage.form.content')}
        name="content"
        required
        rows={5}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={5000}
      />
      <fieldset aria-describedby={flagsHint} className="flex flex-wrap gap-6">
        <legend className="sr-only">{t('multilanguage.status')}</legend>
        <label className="flex items-center gap-2 font-medium text-stone-800">
          <input
            type="checkbox"
            checked={published}
            onChange={(e) => setPublished(e.target.checked)}
            className="h-5 w-5 accent-green-800"
          />
          {t('multilanguage.form.published')}
        </label>
        <label className="flex items-center gap-2 font-medium text-stone-800">
          <input
            type="checkbox"
            checked={draft}
            onChange={(e) => setDraft(e.target.checked)}
            className="h-5 w-5 accent-green-800"
          />
          {t('multilanguage.form.draft')}
        </label>
      </fieldset>
      <p id={flagsHint} className="text-sm text-stone-700">
        {t('multilanguage.form.flagsHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy || !content.trim()} className={buttons.primary}>
          {busy ? t('multilanguage.form.saving') : t('multilanguage.form.save')}
        </button>
        <button type="button" onClick={onCancel} className={buttons.secondary}>
          {t('multilanguage.form.cancel')}
        </button>
      </div>
    </form>
  );
}
