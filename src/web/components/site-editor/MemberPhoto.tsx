import { useId, useState } from 'react';
import { initialsOf } from '../../../domain/site-blocks';
import { useTranslation } from '../../i18n';
import type { ApiResult } from '../../lib/api';
import { removePicture, uploadPicture } from '../media-library/api';
import type { EditorItem } from './items';

const slotButton =
  'cursor-pointer rounded-md border border-green-800 px-3 py-1.5 text-sm font-semibold text-green-900 hover:bg-green-50';

/**
 * A member's photo slot on their card: choosing a file uploads it at once (Media Management's
 * call), and the card shows it cropped to a circle as the pages do. Only the photo changes: the
 * list's unsaved edits stay. A person's photo is uploaded, never generated. A member saved at
 * least once can get a photo (the photo follows the member's id).
 */
export function MemberPhoto({ item, name, onChanged }: { item: EditorItem; name: string; onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const ids = { input: useId(), hint: useId() };
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const slot = item.id ? { kind: 'team' as const, ref: item.id } : null;

  async function finish(result: ApiResult<{ message: string }>) {
    setBusy(false);
    if (result.ok) return onChanged(result.body.message);
    setFailure(result.network ? t('mediaLibrary.networkError') : (result.body?.message ?? t('mediaLibrary.failed')));
  }

  async function upload(file: File) {
    if (!slot) return;
    setBusy(true);
    setFailure(null);
    await finish(await uploadPicture(slot, file));
  }

  async function remove() {
    if (!slot) return;
    setBusy(true);
    setFailure(null);
    await finish(await removePicture(slot));
  }

  return (
    <div className="mb-4 flex flex-wrap items-center gap-4">
      {item.photo ? (
        <img
          src={item.photo.url}
          alt={t('siteContent.team.photoOf', { name })}
          width={64}
          height={64}
          className="h-16 w-16 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-green-800 text-xl font-bold text-white"
        >
          {initialsOf(String(item.name ?? '')) || '?'}
        </span>
      )}
      {slot ? (
        <div className="space-y-1">
          <div className="flex flex-wrap gap-2">
            {/* The file input is the button: a label styled as one, with the input's focus ring. */}
            <label
              htmlFor={ids.input}
              className={`${slotButton} has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-green-700`}
            >
              {item.photo ? t('siteContent.team.changePhoto') : t('siteContent.team.addPhoto')}
              <input
                id={ids.input}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                disabled={busy}
                aria-label={t(item.photo ? 'siteContent.team.changePhotoLabel' : 'siteContent.team.addPhotoLabel', { name })}
                aria-describedby={ids.hint}
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void upload(file);
                }}
              />
            </label>
            {item.photo && (
              <button
                type="button"
                disabled={busy}
                onClick={() => void remove()}
                aria-label={t('siteContent.team.removePhotoLabel', { name })}
                className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {t('siteContent.team.removePhoto')}
              </button>
            )}
          </div>
          <p id={ids.hint} className="text-sm text-stone-700">
            {item.photo
              ? t('siteContent.team.photoHint')
              : `${t('siteContent.team.initialsNote')} ${t('siteContent.team.photoHint')}`}
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{t('siteContent.team.saveFirst')}</p>
      )}
      <div role="status" aria-live="polite" className="w-full empty:hidden">
        {busy && <p className="text-sm text-stone-700">{t('siteContent.team.uploading')}</p>}
        {failure && <p className="text-sm font-medium text-red-800">{failure}</p>}
      </div>
    </div>
  );
}
