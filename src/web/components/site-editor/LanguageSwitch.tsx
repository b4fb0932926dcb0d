import { type Lang, LANGUAGES } from '../../../domain/languages';
import { useTranslation } from '../../i18n';

/** Which language's texts the editor shows; each language says how many items lack it or need an update. */
export function LanguageSwitch({
  value,
  missing,
  stale,
  onChange,
}: {
  value: Lang;
  missing: Record<Lang, number>;
  stale: Record<Lang, number>;
  onChange: (lang: Lang) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-4">
      <legend className="px-1 font-semibold text-stone-900">{t('siteContent.editor.language')}</legend>
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((lang) => (
          <label
            key={lang}
            className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 font-medium ${
              value === lang ? 'border-green-800 bg-green-50 text-green-950' : 'border-stone-300 text-stone-800'
            }`}
          >
            <input
              type="radio"
              name="editor-language"
              value={lang}
              checked={value === lang}
              onChange={() => onChange(lang)}
              className="h-4 w-4 accent-green-800"
            />
            <span lang={lang}>{t(`siteContent.languages.${lang}`)}</span>
            {missing[lang] > 0 && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                {t('siteContent.editor.missingCount', { count: missing[lang] })}
              </span>
            )}
            {stale[lang] > 0 && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                {t('siteContent.editor.staleCount', { count: stale[lang] })}
              </span>
            )}
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-stone-700">{t('siteContent.editor.languageHint')}</p>
    </fieldset>
  );
}
