import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { type FileRejection, isQuoteFileType, QUOTE_FILE_LABELS, rejectionMessage } from '../../../domain/quote/files';
import { MAX_QUOTE_FILES, QUOTE_FILE_TYPES } from '../../../domain/quote/options';
import { useSite } from '../../use-site';
import { formatBytes } from '../../../domain/format';
import type { UploadView } from './useQuoteBuilder';

interface Props {
  uploads: UploadView[];
  addFiles: (files: File[]) => { accepted: UploadView[]; rejections: FileRejection[] };
  removeFile: (id: string) => void;
  /** A refusal from the server (checked by content), shown with the page's own. */
  serverError?: string;
}

const ACCEPT = [...QUOTE_FILE_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.pdf'].join(',');
const phoneButton =
  'flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-green-800 bg-white px-4 py-2 font-semibold text-green-900 hover:bg-green-50';

/**
 * Step 6: drag and drop or pick files on a computer; on a phone (no fine pointer, or narrower than
 * 640 px) 'Choose files' and 'Take photo' (a file input with `capture`, which opens the camera);
 * previews for images, name and size for PDFs; each file removable.
 */
export function UploadStep({ uploads, addFiles, removeFile, serverError }: Props) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const take = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, rejections } = addFiles(files);
    setProblems(
      rejections.map((r) => {
        const { key, values } = rejectionMessage(r);
        return t(key, values);
      }),
    );
    if (accepted.length > 0) {
      const count = t('quote.files.count', { count: uploads.length + accepted.length, max: MAX_QUOTE_FILES });
      setAnnouncement(`${t('quote.files.added', { name: accepted.map((u) => u.name).join(', ') })} ${count}`);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  const messages = serverError ? [serverError, ...problems] : problems;
  return (
    <div className="flex flex-col gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="dropzone"
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center sm:p-8 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-yellow-600 ${
          dragging ? 'border-green-800 bg-green-50' : 'border-stone-400 bg-stone-50'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          width="40"
          height="40"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="text-green-800"
        >
          <path d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
        </svg>
        {/* A wide screen with a mouse: drop the files, or choose them. */}
        <p className="hidden text-stone-800 sm:pointer-fine:block">
          {t('quote.files.drop')}{' '}
          <label
            htmlFor={inputId}
            className="cursor-pointer font-semibold text-green-800 underline underline-offset-2 hover:text-green-900"
          >
            {t('quote.files.choose')}
          </label>
        </p>
        {/* A phone or a tablet: nothing to drag from, but a camera. */}
        <div className="flex w-full flex-col gap-2 min-[400px]:flex-row sm:pointer-fine:hidden">
          <label htmlFor={inputId} className={phoneButton}>
            {t('quote.files.chooseFiles')}
          </label>
          <label className={phoneButton}>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(event) => {
                take(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
              <circle cx="12" cy="13" r="3.5" />
            </svg>
            {t('quote.files.takePhoto')}
          </label>
        </div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p className="text-sm text-stone-700">{t('quote.files.rules')}</p>
      </div>

      <div role="alert">
        {messages.length > 0 && (
          <ul className="flex flex-col gap-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">
            {messages.map((message, i) => (
              <li key={`${i}-${message}`}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {uploads.length > 0 && (
        <>
          <p className="text-sm font-semibold text-stone-800">
            {t('quote.files.count', { count: uploads.length, max: MAX_QUOTE_FILES })}
          </p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {uploads.map((upload) => (
              <li key={upload.id} className="flex items-center gap-3 rounded-lg border border-stone-300 bg-white p-3">
                {upload.preview ? (
                  <img
                    src={upload.preview}
                    alt={t('quote.files.preview', { name: upload.name })}
                    className="size-16 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-16 shrink-0 items-center justify-center rounded bg-stone-200 text-sm font-bold text-stone-900"
                  >
                    {isQuoteFileType(upload.type) ? QUOTE_FILE_LABELS[upload.type] : ''}
                  </span>
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-stone-900">{upload.name}</span>
                  <span className="text-sm text-stone-700">{formatBytes(upload.size, lang)}</span>
                </span>
                <button
                  type="button"
                  onClick={() => {
                    removeFile(upload.id);
                    setAnnouncement(t('quote.files.removed', { name: upload.name }));
                  }}
                  className="rounded-md border border-stone-400 px-3 py-2 text-sm font-semibold text-stone-800 hover:border-red-700 hover:text-red-800"
                  aria-label={t('quote.files.remove', { name: upload.name })}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
