import { useCallback, useEffect, useState } from 'react';
import { MEDIA_KINDS, type MediaEntry, type MediaKind } from '../../../domain/media-library';
import type { ImageEngineInfo } from '../../../domain/image-engine';
import { buttons, SelectField } from '../../components/admin-ui/fields';
import { AltTextDialog } from '../../components/media-library/AltTextDialog';
import { listMedia, removePicture } from '../../components/media-library/api';
import { useEntryLabel } from '../../components/media-library/labels';
import { MediaCard } from '../../components/media-library/MediaCard';
import { PictureDialog } from '../../components/media-library/PictureDialog';
import { useTranslation } from '../../i18n';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/media';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

type Dialog = { type: 'replace' | 'alt'; entry: MediaEntry } | null;

/** /admin/content/media: every picture the site uses, where it shows, replaced by upload or generation, alt text per language. */
export default function MediaManagement() {
  const { t } = useTranslation();
  const label = useEntryLabel();
  const [entries, setEntries] = useState<MediaEntry[] | null>(null);
  const [engine, setEngine] = useState<ImageEngineInfo | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [shown, setShown] = useState<MediaKind | ''>('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; success: boolean } | null>(null);

  const load = useCallback(async () => {
    const result = await listMedia();
    if (!result.ok) return setState('error');
    setEntries(result.body.data);
    setEngine(result.body.engine);
    setState('ready');
  }, []);
  useEffect(() => void load(), [load]);

  const done = (text: string) => {
    setDialog(null);
    setMessage({ text, success: true });
    void load();
  };

  async function remove(entry: MediaEntry) {
    if (!window.confirm(t(`mediaLibrary.card.confirmRemove.${entry.kind}`, { name: label(entry) }))) return;
    setBusy(`${entry.kind}:${entry.ref}`);
    const result = await removePicture(entry);
    setBusy(null);
    if (result.ok) done(result.body.message);
    else
      setMessage({
        text: result.network ? t('mediaLibrary.networkError') : (result.body?.message ?? t('mediaLibrary.failed')),
        success: false,
      });
  }

  const kinds = MEDIA_KINDS.filter((kind) => !shown || kind === shown);
  return (
    <>
      <title>{t('mediaLibrary.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('mediaLibrary.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('mediaLibrary.intro')}</p>

      <div role="status" aria-live="polite" className="mt-4">
        {message && (
          <p
            className={`rounded-md border px-4 py-3 font-medium ${message.success ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
          >
            {message.text}
          </p>
        )}
      </div>

      {state === 'loading' && <p className="mt-6 text-stone-700">{t('mediaLibrary.loading')}</p>}
      {state === 'error' && (
        <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-medium">{t('mediaLibrary.loadFailed')}</p>
          <button type="button" onClick={() => void load()} className={`mt-3 ${buttons.secondary}`}>
            {t('mediaLibrary.tryAgain')}
          </button>
        </div>
      )}

      {entries && (
        <>
          <SelectField
            label={t('mediaLibrary.filter')}
            value={shown}
            onChange={(e) => setShown(e.target.value as MediaKind | '')}
            className="mt-6 max-w-xs"
          >
            <option value="">{t('mediaLibrary.all')}</option>
            {MEDIA_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`mediaLibrary.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          {kinds.map((kind) => {
            const items = entries.filter((e) => e.kind === kind);
            return (
              <section key={kind} aria-labelledby={`media-${kind}`} className="mt-8">
                <h2 id={`media-${kind}`} className="text-xl font-bold text-green-900">
                  {t(`mediaLibrary.kinds.${kind}`)} <span className="font-normal text-stone-700">({items.length})</span>
                </h2>
                <p className="mt-1 text-stone-700">{t(`mediaLibrary.hints.${kind}`)}</p>
                {items.length === 0 ? (
                  <p className="mt-3 text-stone-700">{t('mediaLibrary.empty')}</p>
                ) : (
                  <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                    {items.map((entry) => (
                      <MediaCard
                        key={`${entry.kind}:${entry.ref}`}
                        entry={entry}
                        busy={busy === `${entry.kind}:${entry.ref}`}
                        onReplace={() => setDialog({ type: 'replace', entry })}
                        onEditAlt={() => setDialog({ type: 'alt', entry })}
                        onRemove={() => void remove(entry)}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </>
      )}

      {dialog?.type === 'replace' && (
        <PictureDialog
          entry={dialog.entry}
          engine={engine}
          onClose={() => setDialog(null)}
          onReplaced={(_e, text) => done(text)}
        />
      )}
      {dialog?.type === 'alt' && (
        <AltTextDialog entry={dialog.entry} onClose={() => setDialog(null)} onSaved={(_e, text) => done(text)} />
      )}
    </>
  );
}
