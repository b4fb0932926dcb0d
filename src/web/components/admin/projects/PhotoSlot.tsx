import { useId, useRef, useState } from 'react';
import type { AdminProject, PhotoKind } from '../../../../domain/projects';
import { useTranslation } from '../../../i18n';
import { buttons } from '../../admin-ui/fields';
import { removePhoto, uploadPhoto } from './api';

type Status = { kind: 'busy' | 'done' | 'error'; text: string } | null;

/**
 * The before or the after photo of a project: the current one (or none), a file input that
 * uploads as soon as a picture is chosen (it replaces the current one), and Remove.
 */
export function PhotoSlot({
  project,
  kind,
  onSaved,
}: {
  project: AdminProject;
  kind: PhotoKind;
  onSaved: (project: AdminProject) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>(null);
  const picture = project.photos[kind];
  const busy = status?.kind === 'busy';

  async function upload(file: File) {
    setStatus({ kind: 'busy', text: t('adminProjects.photos.uploading') });
    const result = await uploadPhoto(project.id, kind, file);
    if (input.current) input.current.value = '';
    if (result.ok) {
      setStatus({ kind: 'done', text: result.body.message });
      onSaved(result.body.data);
    } else {
      setStatus({ kind: 'error', text: result.body?.message ?? t('adminProjects.photos.uploadError') });
    }
  }

  async function remove() {
    if (!window.confirm(t(`adminProjects.photos.confirmRemove.${kind}`))) return;
    setStatus({ kind: 'busy', text: t('adminProjects.photos.removing') });
    const result = await removePhoto(project.id, kind);
    if (result.ok) {
      setStatus({ kind: 'done', text: result.body.message });
      onSaved(result.body.data);
    } else {
      setStatus({ kind: 'error', text: result.body?.message ?? t('adminProjects.photos.removeError') });
    }
  }

  return (
    <div className="rounded-lg border border-stone-200 p-4">
      <h4 className="font-semibold text-green-900">{t(`adminProjects.photos.${kind}`)}</h4>
      <div className="mt-3 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md bg-stone-100">
        {picture ? (
          <img
            src={picture.src}
            width={picture.width ?? undefined}
            height={picture.height ?? undefined}
            alt={t(`adminProjects.photos.${kind}Alt`, { title: project.title })}
            className="h-full w-full object-cover"
          />
        ) : (
          <p className="text-sm text-stone-700">{t('adminProjects.photos.none')}</p>
        )}
      </div>
      <label htmlFor={id} className="mt-3 block font-medium text-stone-800">
        {t(picture ? `adminProjects.photos.replace.${kind}` : `adminProjects.photos.choose.${kind}`)}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        disabled={busy}
        aria-describedby={`${id}-status`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
        className="mt-1 block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-green-100 file:px-3 file:py-2 file:font-semibold file:text-green-900 hover:file:bg-green-200"
      />
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-2 min-h-5 text-sm font-medium ${status?.kind === 'error' ? 'text-red-800' : 'text-green-900'}`}
      >
        {status?.text}
      </p>
      {picture && (
        <button type="button" onClick={() => void remove()} disabled={busy} className={`mt-2 ${buttons.secondary}`}>
          {t(`adminProjects.photos.remove.${kind}`)}
        </button>
      )}
    </div>
  );
}
