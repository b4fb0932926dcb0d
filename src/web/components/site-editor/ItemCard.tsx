import { useState } from 'react';
import type { Lang } from '../../../domain/languages';
import { MEDIA_ENTRY_DEFAULTS, type MediaEntry } from '../../../domain/media-library';
import { initialsOf, missingTranslations, type SiteBlockKind } from '../../../domain/site-blocks';
import { useTranslation } from '../../i18n';
import { PictureDialog } from '../media-library/PictureDialog';
import { type EditorItem, itemLabel } from './items';
import { ItemFields } from './ItemFields';

const small = 'rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-50';

interface Props {
  kind: SiteBlockKind;
  item: EditorItem;
  index: number;
  count: number;
  lang: Lang;
  errors: Record<string, string>;
  onChange: (item: EditorItem) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onPhotoChanged: (message: string) => void;
}

/** One item of the list: its fields, which translations it still lacks, and its place in the list. */
export function ItemCard({ kind, item, index, count, lang, errors, onChange, onMove, onRemove, onPhotoChanged }: Props) {
  const { t } = useTranslation();
  const number = index + 1;
  const name = itemLabel(item) || t('siteContent.editor.untitled');
  const missing = missingTranslations(item.texts);
  const headingId = `item-${item.key}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-green-900">
            {t(`siteContent.kinds.${kind}.item`, { number })}: {name}
          </h3>
          <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
            {missing.length === 0 ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-900">{t('siteContent.editor.translated')}</span>
            ) : (
              missing.map((l) => (
                <span key={l} className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
                  {t('siteContent.editor.missing', { language: t(`siteContent.languages.${l}`) })}
                </span>
              ))
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('siteContent.editor.moveUpLabel', { name })}
            className={`${small} border border-stone-400 text-stone-800 hover:bg-stone-100`}
          >
            {t('siteContent.editor.moveUp')}
          </button>
          <button
            type="button"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('siteContent.editor.moveDownLabel', { name })}
            className={`${small} border border-stone-400 text-stone-800 hover:bg-stone-100`}
          >
            {t('siteContent.editor.moveDown')}
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('siteContent.editor.removeLabel', { name })}
            className={`${small} border border-red-300 text-red-800 hover:bg-red-50`}
          >
            {t('siteContent.editor.remove')}
          </button>
        </div>
      </div>
      {kind === 'team' && <MemberPhoto item={item} name={name} onChanged={onPhotoChanged} />}
      <ItemFields kind={kind} item={item} index={index} lang={lang} errors={errors} onChange={onChange} />
    </li>
  );
}

/** A member's photo, or their initials; a member saved at least once can get a photo right here. */
function MemberPhoto({ item, name, onChanged }: { item: EditorItem; name: string; onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const entry: MediaEntry | null = item.id
    ? {
        kind: 'team',
        ref: item.id,
        name,
        url: item.photo?.url ?? null,
        thumbnail: item.photo?.url ?? null,
        width: null,
        height: null,
        alt: null,
        used_on: [],
        ...MEDIA_ENTRY_DEFAULTS,
      }
    : null;
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
      {entry ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t(item.photo ? 'siteContent.team.changePhotoLabel' : 'siteContent.team.addPhotoLabel', { name })}
          className="rounded-md border border-green-800 px-3 py-1.5 text-sm font-semibold text-green-900 hover:bg-green-50"
        >
          {item.photo ? t('siteContent.team.changePhoto') : t('siteContent.team.addPhoto')}
        </button>
      ) : (
        <p className="text-sm text-stone-700">{t('siteContent.team.saveFirst')}</p>
      )}
      {!item.photo && <p className="text-sm text-stone-700">{t('siteContent.team.initialsNote')}</p>}
      {open && entry && (
        <PictureDialog
          entry={entry}
          engine={null}
          onClose={() => setOpen(false)}
          onReplaced={(_entry, message) => {
            setOpen(false);
            onChanged(message);
          }}
        />
      )}
    </div>
  );
}
