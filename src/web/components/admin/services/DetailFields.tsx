import { useTranslation } from '../../../i18n';
import { MAX_STEPS } from '../../../../domain/service-admin';
import { TextField } from '../../forms/fields';
import { buttons, TextAreaField } from '../../admin-ui/fields';
import type { StepState, TextState } from './form-state';

type DetailState = Pick<TextState, 'steps' | 'importance' | 'frequency' | 'benefits'>;

interface Props {
  detail: DetailState;
  /** Field errors by path; `prefix` is the path of this language's texts ('' for English, 'translations.es.' …). */
  errors: Record<string, string>;
  prefix: string;
  /** The language the texts are written in, when it is not the screen's. */
  lang?: string;
  onChange: <K extends keyof DetailState>(field: K, value: DetailState[K]) => void;
}

/**
 * The sections of the service's public page in one language: the process steps with their
 * explanations, why it matters, the recommended frequency and the key benefits. A section left
 * empty is not shown on the page.
 */
export function DetailFields({ detail, errors, prefix, lang, onChange }: Props) {
  const { t } = useTranslation();
  const bind = (field: 'importance' | 'frequency' | 'benefits') => ({
    lang,
    value: detail[field],
    error: errors[`${prefix}${field}`],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  return (
    <>
      <StepsField
        steps={detail.steps}
        errors={errors}
        prefix={prefix}
        lang={lang}
        onChange={(steps) => onChange('steps', steps)}
      />
      <TextAreaField label={t('adminServices.form.importance')} rows={3} maxLength={2000} {...bind('importance')} />
      <TextField
        label={t('adminServices.form.frequency')}
        name={`${prefix}frequency`}
        hint={t('adminServices.form.frequencyHint')}
        maxLength={300}
        {...bind('frequency')}
      />
      <TextAreaField
        label={t('adminServices.form.benefits')}
        hint={t('adminServices.form.onePerLine')}
        rows={4}
        className="sm:col-span-2"
        {...bind('benefits')}
      />
    </>
  );
}

function StepsField({
  steps,
  errors,
  prefix,
  lang,
  onChange,
}: {
  steps: StepState[];
  errors: Record<string, string>;
  prefix: string;
  lang?: string;
  onChange: (steps: StepState[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<StepState>) =>
    onChange(steps.map((step, i) => (i === index ? { ...step, ...change } : step)));
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-medium text-stone-800">{t('adminServices.form.steps')}</legend>
      <p className="text-sm text-stone-700">{t('adminServices.form.stepsHint')}</p>
      <ol className="mt-2 space-y-3">
        {steps.map((step, index) => {
          const number = index + 1;
          return (
            <li key={index} className="grid gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-[1fr_2fr_auto]">
              <TextField
                label={t('adminServices.form.stepTitle', { number })}
                name={`${prefix}steps.${index}.title`}
                lang={lang}
                maxLength={120}
                value={step.title}
                error={errors[`${prefix}steps.${index}.title`]}
                onChange={(e) => set(index, { title: e.target.value })}
              />
              <TextAreaField
                label={t('adminServices.form.stepDetail', { number })}
                lang={lang}
                rows={2}
                maxLength={600}
                value={step.detail}
                error={errors[`${prefix}steps.${index}.detail`]}
                onChange={(e) => set(index, { detail: e.target.value })}
              />
              <button
                type="button"
                onClick={() => onChange(steps.filter((_, i) => i !== index))}
                className="self-end rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                {t('adminServices.form.removeStep', { number })}
              </button>
            </li>
          );
        })}
      </ol>
      {errors[`${prefix}steps`] && <p className="mt-1 text-sm font-medium text-red-800">{errors[`${prefix}steps`]}</p>}
      {steps.length < MAX_STEPS && (
        <button
          type="button"
          onClick={() => onChange([...steps, { title: '', detail: '' }])}
          className={`mt-3 ${buttons.secondary}`}
        >
          {t('adminServices.form.addStep')}
        </button>
      )}
    </fieldset>
  );
}
