import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Icon } from './icon-api';

/** The icon's picture; one that fails to load is hidden and the 'No Image' placeholder shows (docs/decisions/0007-screens.md). */
export function IconPicture({ icon, size = 'h-24 w-24' }: { icon: Icon; size?: string }) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!icon.image_url || failedUrl === icon.image_url) {
    return (
      <div
        className={`${size} flex items-center justify-center rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 text-sm text-stone-700`}
      >
        {t('icons.noImage')}
      </div>
    );
  }
  return (
    <img
      src={icon.image_url}
      alt={t('icons.card.imageAlt', { name: icon.name })}
      width={96}
      height={96}
      onError={() => setFailedUrl(icon.image_url)}
      className={`${size} rounded-lg bg-stone-50 object-contain`}
    />
  );
}

const buttonClass = 'rounded-md px-3 py-1.5 text-sm font-semibold';

/** One icon of the grid with its Generate, Edit and Delete buttons. */
export function IconCard({
  icon,
  busy,
  onGenerate,
  onEdit,
  onDelete,
}: {
  icon: Icon;
  busy: boolean;
  onGenerate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="mb-4 flex gap-4">
        <IconPicture icon={icon} />
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-lg font-semibold text-stone-900">{icon.name}</h2>
          <p className="mt-1">
            <span className="sr-only">{t('icons.card.category')}: </span>
            <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              {icon.category}
            </span>
          </p>
          {icon.description && <p className="mt-2 text-sm text-stone-700">{icon.description}</p>}
          {icon.usage_context && (
            <p className="mt-1 text-sm text-stone-700">
              <span className="font-semibold">{t('icons.card.usage')}:</span> {icon.usage_context}
            </p>
          )}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <button
          type="button"
          disabled={busy}
          onClick={onGenerate}
          aria-label={t('icons.card.generateLabel', { name: icon.name })}
          className={`${buttonClass} bg-amber-300 text-stone-900 hover:bg-amber-200 disabled:opacity-60`}
        >
          {t('icons.card.generate')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onEdit}
          aria-label={t('icons.card.editLabel', { name: icon.name })}
          className={`${buttonClass} border border-green-800 text-green-900 hover:bg-green-50 disabled:opacity-60`}
        >
          {t('icons.card.edit')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('icons.card.deleteLabel', { name: icon.name })}
          className={`${buttonClass} border border-red-800 text-red-800 hover:bg-red-50 disabled:opacity-60`}
        >
          {t('icons.card.delete')}
        </button>
      </div>
    </li>
  );
}
