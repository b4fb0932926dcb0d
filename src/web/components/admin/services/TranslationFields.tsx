import { useTranslation } from '../../../i18n';
import { TRANSLATED_LANGS, type TranslatedLang } from '../../../../domain/service-admin';
import { TextField } from '../../forms/fields';
import { TextAreaField } from '../../admin-ui/fields';
import { DetailFields } from './DetailFields';
import type { TextState } from './form-state';

interface Props {
  translations: Record<TranslatedLang, TextState>;
  errors: Record<string, string>;
  onChange: (lang: TranslatedLang, change: Partial<TextState>) => void;
}

type TextField = Exclude<keyof TextState, 'steps'>;

/** The Spanish and Portuguese texts, one collapsible group per language; empty fields use English. */
export function TranslationFields({ translations, errors, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-lg font-semibold text-green-900">{t('adminServices.form.translations')}</legend>
      <p className="text-stone-700">{t('adminServices.form.translationsHint')}</p>
      {TRANSLATED_LANGS.map((lang) => {
        const text = translations[lang];
        const error = (field: TextField) => errors[`translations.${lang}.${field}`];
        const bind = (field: TextField) => ({
          // The typed text is in that language, whatever the language of the screen.
          lang,
          value: text[field],
          error: error(field),
          onChange: (e: { target: { value: string } }) => onChange(lang, { [field]: e.target.value }),
        });
        const open = Object.keys(errors).some((path) => path.startsWith(`translations.${lang}.`));
        return (
          <details key={lang} open={open || undefined} className="mt-3 rounded-md border border-stone-200">
            <summary className="cursor-pointer px-3 py-2 font-semibold text-stone-900">
              {t(`adminServices.form.languages.${lang}`)}
            </summary>
            <div className="grid gap-4 border-t border-stone-200 p-3 sm:grid-cols-2">
              <TextField label={t('adminServices.form.langName')} name={`${lang}-name`} maxLength={120} {...bind('name')} />
              <TextField label={t('adminServices.form.langUnit')} name={`${lang}-unit`} maxLength={40} {...bind('unit')} />
              <TextAreaField
                label={t('adminServices.form.langDescription')}
                rows={3}
                className="sm:col-span-2"
                {...bind('description')}
              />
              <TextAreaField
                label={t('adminServices.form.langFeatures')}
                hint={t('adminServices.form.onePerLine')}
                rows={4}
                {...bind('features')}
              />
              <TextAreaField
                label={t('adminServices.form.langRequirements')}
                hint={t('adminServices.form.onePerLine')}
                rows={4}
                {...bind('requirements')}
              />
              <TextField
                label={t('adminServices.form.metaTitle')}
                name={`${lang}-meta_title`}
                maxLength={120}
                {...bind('meta_title')}
              />
              <TextField
                label={t('adminServices.form.seoKeywords')}
                name={`${lang}-seo_keywords`}
                maxLength={500}
                {...bind('seo_keywords')}
              />
              <TextAreaField
                label={t('adminServices.form.metaDescription')}
                rows={2}
                className="sm:col-span-2"
                {...bind('meta_description')}
              />
              <h3 className="font-semibold text-green-900 sm:col-span-2">{t('adminServices.form.langPage')}</h3>
              <DetailFields
                detail={text}
                errors={errors}
                prefix={`translations.${lang}.`}
                lang={lang}
                onChange={(field, value) => onChange(lang, { [field]: value })}
              />
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}
