import { type FormEvent, useId, useRef, useState } from 'react';
import type { MediaEntry } from '../../../domain/media-library';
import type { ImageEngineInfo } from '../../../domain/image-engine';
import { ImageEngineNote } from '../admin-ui/ImageEngineNote';
import { useTranslation } from '../../i18n';
import type { ApiResult } from '../../lib/api';
import { FormMessage } from '../forms/fields';
import { buttons, TextAreaField } from '../admin-ui/fields';
import { Modal } from '../admin-ui/Modal';
import { generatePicture, uploadPicture } from './api';
import { useEntryLabel } from './labels';

/**
 * Replaces one picture of the site: by uploading a file (checked and re-encoded on the server) or
 * by generating one from a description. Messages show inside the dialog, never behind it.
 */
export function PictureDialog({
  entry,
  engine,
  onClose,
  onReplaced,
}: {
  entry: MediaEntry;
  engine: ImageEngineInfo | null;
  onClose: () => void;
  onReplaced: (entry: MediaEntry, message: string) => void;
}) {
  const { t } = useTranslation();
  const label = useEntryLabel();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState<'upload' | 'generate' | null>(null);
  const [failure, setFailure] = useState<{ text: string; field?: 'file' | 'prompt' } | null>(null);

  async function finish(result: ApiResult<{ data: MediaEntry; message: string }>, field: 'file' | 'prompt') {
    setBusy(null);
    if (result.ok) return onReplaced(result.body.data, result.body.message);
    setFailure({
      text: result.network ? t('mediaLibrary.networkError') : (result.body?.message ?? t('mediaLibrary.failed')),
      field,
    });
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFailure({ text: t('uploads.noFile'), field: 'file' });
      fileInput.current?.focus();
      return;
    }
    setBusy('upload');
    setFailure(null);
    await finish(await uploadPicture(entry, file), 'file');
  }

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim()) {
      setFailure({ text: t('mediaLibrary.errors.promptRequired'), field: 'prompt' });
      return;
    }
    setBusy('generate');
    setFailure(null);
    await finish(await generatePicture(entry, prompt.trim()), 'prompt');
  }

  return (
    <Modal
      title={t('mediaLibrary.replace.title', { name: label(entry) })}
      closeLabel={t('mediaLibrary.close')}
      onClose={onClose}
      size="lg"
    >
      <div role="status" aria-live="polite">
        {busy && (
          <p className="mb-3 text-stone-700">
            {busy === 'upload' ? t('mediaLibrary.replace.uploading') : t('mediaLibrary.replace.generating')}
          </p>
        )}
      </div>
      {failure && <FormMessage kind="error">{failure.text}</FormMessage>}
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        <form noValidate onSubmit={(e) => void upload(e)} className="space-y-3 rounded-lg border border-stone-200 p-4">
          <h3 className="text-lg font-semibold text-green-900">{t('mediaLibrary.replace.uploadHeading')}</h3>
          <label htmlFor={fileId} className="block font-medium text-stone-800">
            {t('mediaLibrary.replace.file')}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={
              entry.kind === 'site' && entry.ref === 'logo' ? 'image/*' : 'image/jpeg,image/png,image/webp,image/avif,image/gif'
            }
            aria-describedby={`${fileId}-hint`}
            aria-invalid={failure?.field === 'file' || undefined}
            className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-green-100 file:px-3 file:py-2 file:font-semibold file:text-green-900"
          />
          <p id={`${fileId}-hint`} className="text-sm text-stone-700">
            {t('mediaLibrary.replace.fileHint')}
          </p>
          <button type="submit" disabled={busy !== null} className={buttons.primary}>
            {t('mediaLibrary.replace.upload')}
          </button>
        </form>
        {entry.can_generate && (
          <form noValidate onSubmit={(e) => void generate(e)} className="space-y-3 rounded-lg border border-stone-200 p-4">
            <h3 className="text-lg font-semibold text-green-900">{t('mediaLibrary.replace.generateHeading')}</h3>
            {engine && <ImageEngineNote engine={engine} className="rounded-md bg-stone-100 px-3 py-2" />}
            <TextAreaField
              label={t('mediaLibrary.replace.prompt')}
              hint={t('mediaLibrary.replace.promptHint')}
              rows={3}
              maxLength={1000}
              value={prompt}
              error={failure?.field === 'prompt' ? failure.text : undefined}
              onChange={(e) => setPrompt(e.target.value)}
            />
            <button type="submit" disabled={busy !== null} className={buttons.secondary}>
              {t('mediaLibrary.replace.generate')}
            </button>
          </form>
        )}
      </div>
    </Modal>
  );
}
