import { Link } from 'react-router';
import { LANGUAGES } from '../../../domain/languages';
import type { MediaEntry } from '../../../domain/media-library';
import { useTranslation } from '../../i18n';
import { useEntryLabel } from './labels';

const small = 'rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60';

/** One picture: what it shows, where it shows, its alt texts, and what the owner can do with it. */
export function MediaCard({
  entry,
  busy,
  onReplace,
  onEditAlt,
  onRemove,
}: {
  entry: MediaEntry;
  busy: boolean;
  onReplace: () => void;
  onEditAlt: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = useEntryLabel()(entry);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      <div className="flex aspect-[8/5] items-center justify-center bg-stone-100">
        {entry.thumbnail ? (
          // The alt text is shown in full below: here the picture is named by its card.
          <img
            src={entry.thumbnail}
            alt={t('mediaLibrary.card.pictureOf', { name })}
            width={320}
            height={200}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-contain"
          />
        ) : (
          <p className="px-4 text-center text-sm font-medium text-stone-700">
            {entry.kind === 'team' ? t('mediaLibrary.card.initials') : t('mediaLibrary.card.none')}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <h3 className="text-base font-semibold text-stone-900">{name}</h3>
        {entry.image_type && (
          <p>
            <span className="rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-900">
              {t(`mediaLibrary.card.types.${entry.image_type}`)}
            </span>
          </p>
        )}
        <div>
          <p className="font-semibold text-stone-800">{t('mediaLibrary.card.usedOn')}</p>
          {entry.used_on.length === 0 ? (
            <p className="text-stone-700">{t('mediaLibrary.card.notShown')}</p>
          ) : (
            <ul className="text-stone-800">
              {entry.used_on.map((use) => (
                <li key={`${use.place}:${use.path}`}>
                  {use.path ? (
                    <Link to={use.path} className="text-green-800 underline hover:text-green-900">
                      {t(`mediaLibrary.places.${use.place}`, { name: use.name })}
                    </Link>
                  ) : (
                    t(`mediaLibrary.places.${use.place}`, { name: use.name })
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        {entry.alt ? (
          <dl>
            <dt className="font-semibold text-stone-800">{t('mediaLibrary.card.alt')}</dt>
            {LANGUAGES.map((lang) => (
              <dd key={lang} lang={lang} className="text-stone-800">
                <span className="font-semibold uppercase">{lang}</span>{' '}
                {entry.alt?.[lang] || <em className="text-stone-700">{t('mediaLibrary.card.usesEnglish')}</em>}
              </dd>
            ))}
            {!entry.alt_editable && <dd className="mt-1 text-stone-700">{t(`mediaLibrary.card.altMadeFrom.${entry.kind}`)}</dd>}
          </dl>
        ) : (
          entry.url && entry.kind === 'icon' && <p className="text-stone-700">{t('mediaLibrary.card.decorative')}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            disabled={busy}
            onClick={onReplace}
            aria-label={t(entry.url ? 'mediaLibrary.card.replaceLabel' : 'mediaLibrary.card.addLabel', { name })}
            className={`${small} bg-green-800 text-white hover:bg-green-900`}
          >
            {entry.url ? t('mediaLibrary.card.replace') : t('mediaLibrary.card.add')}
          </button>
          {entry.alt && entry.alt_editable && (
            <button
              type="button"
              disabled={busy}
              onClick={onEditAlt}
              aria-label={t('mediaLibrary.card.editAltLabel', { name })}
              className={`${small} border border-green-800 text-green-900 hover:bg-green-50`}
            >
              {t('mediaLibrary.card.editAlt')}
            </button>
          )}
          {entry.can_remove && (
            <button
              type="button"
              disabled={busy}
              onClick={onRemove}
              aria-label={t(`mediaLibrary.card.removeLabel.${entry.kind}`, { name })}
              className={`${small} border border-red-300 text-red-800 hover:bg-red-50`}
            >
              {t('mediaLibrary.card.remove')}
            </button>
          )}
          {entry.manage_path && (
            <Link
              to={entry.manage_path}
              aria-label={t(`mediaLibrary.card.manageLabel.${entry.kind}`, { name })}
              className={`${small} text-green-800 underline hover:text-green-900`}
            >
              {t(`mediaLibrary.card.manage.${entry.kind}`)}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
