import type { Lang } from '../../../domain/languages';
import { missingTranslations, type SiteBlockKind } from '../../../domain/site-blocks';
import { useTranslation } from '../../i18n';
import { type EditorItem, itemLabel } from './items';
import { ItemFields } from './ItemFields';
import { MemberPhoto } from './MemberPhoto';

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
  /** The languages whose text may be out of date since another language changed (languagesToUpdate). */
  stale: Lang[];
}

/**
 * One item of the list: its fields, which translations it still lacks or need an update (each
 * with 'Still correct', which the next save records), and its place in the list.
 */
export function ItemCard({ kind, item, index, count, lang, errors, onChange, onMove, onRemove, onPhotoChanged, stale }: Props) {
  const { t } = useTranslation();
  const number = index + 1;
  const name = itemLabel(item) || t('siteContent.editor.untitled');
  const missing = missingTranslations(item.texts);
  const headingId = `item-${item.key}`;
  const confirm = (l: Lang) => onChange({ ...item, confirmed: [...((item.confirmed as Lang[] | undefined) ?? []), l] });
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-green-900">
            {t(`siteContent.kinds.${kind}.item`, { number })}: {name}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs font-semibold">
            {stale.map((l) => (
              <span
                key={l}
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 py-0.5 pr-0.5 pl-2 text-amber-950"
              >
                {t('siteContent.editor.needsUpdate', { language: t(`siteContent.languages.${l}`) })}
                <button
                  type="button"
                  onClick={() => confirm(l)}
                  aria-label={t('siteContent.editor.stillCorrectLabel', { language: t(`siteContent.languages.${l}`), name })}
                  className="rounded-full border border-amber-800 bg-white px-2 py-0.5 text-amber-950 hover:bg-amber-50"
                >
                  {t('siteContent.editor.stillCorrect')}
                </button>
              </span>
            ))}
            {missing.length === 0 && stale.length === 0 ? (
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
