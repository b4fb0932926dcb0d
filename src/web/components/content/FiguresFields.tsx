import { type CompanyCredentials, type CompanyFigures, FIGURE_KEYS } from '../../../domain/company-figures';
import { LANGUAGES } from '../../../domain/languages';
import { useTranslation } from '../../i18n';
import { TextField } from '../forms/fields';

/**
 * The company settings' figures, licence and insurance: one set of values every page reads (home,
 * services, about, footer and search results), kept as a group of their own in the form.
 */
export function FiguresFields({
  figures,
  credentials,
  errors,
  onChange,
}: {
  figures: CompanyFigures;
  credentials: CompanyCredentials;
  errors: Record<string, string>;
  onChange: (change: { figures?: CompanyFigures; credentials?: CompanyCredentials }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset>
        <legend className="text-lg font-semibold text-stone-900">{t('content.settings.figuresHeading')}</legend>
        <p className="mb-3 text-sm text-stone-700">{t('content.settings.figuresHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIGURE_KEYS.map((key) => (
            <TextField
              key={key}
              label={t(`content.settings.figures.${key}`)}
              name={`figures.${key}`}
              maxLength={12}
              value={figures[key]}
              error={errors[`figures.${key}`]}
              onChange={(e) => onChange({ figures: { ...figures, [key]: e.target.value } })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-lg font-semibold text-stone-900">{t('content.settings.credentialsHeading')}</legend>
        <p className="mb-3 text-sm text-stone-700">{t('content.settings.credentialsHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('content.settings.licenseNumber')}
            name="credentials.licenseNumber"
            hint={t('content.settings.licenseHint')}
            maxLength={40}
            value={credentials.licenseNumber}
            error={errors['credentials.licenseNumber']}
            onChange={(e) => onChange({ credentials: { ...credentials, licenseNumber: e.target.value } })}
          />
          {LANGUAGES.map((lang) => (
            <TextField
              key={lang}
              lang={lang}
              label={t(`content.settings.insurance.${lang}`)}
              name={`credentials.insurance.${lang}`}
              hint={lang === 'en' ? undefined : t('content.settings.insuranceFallback')}
              maxLength={160}
              value={credentials.insurance[lang]}
              error={errors[`credentials.insurance.${lang}`]}
              onChange={(e) =>
                onChange({ credentials: { ...credentials, insurance: { ...credentials.insurance, [lang]: e.target.value } } })
              }
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
