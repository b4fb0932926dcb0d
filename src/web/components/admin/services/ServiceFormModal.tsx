import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { QUOTE_SERVICES } from '../../../../domain/quote/options';
import type { AdminService } from '../../../../domain/service-admin-shapes';
import { DEMANDS, PRICE_TYPES } from '../../../../domain/services';
import { fieldErrorsOf } from '../../../lib/api';
import { FormMessage, TextField } from '../../forms/fields';
import { saveService } from './api';
import { CheckboxField, Options, SelectField, TextAreaField } from '../../admin-ui/fields';
import { toastResult } from './feedback';
import { checkForm, emptyForm, type FormState, formFromService, priceField } from './form-state';
import { PricePreview } from './PricePreview';
import { Modal } from '../../admin-ui/Modal';
import { DetailFields } from './DetailFields';
import { TranslationFields } from './TranslationFields';

interface Props {
  /** The service to edit, or null to add a new one. */
  service: AdminService | null;
  categories: { id: number; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}

type StringField = { [K in keyof FormState]: FormState[K] extends string ? K : never }[keyof FormState];

const fieldset = 'grid gap-4 rounded-lg border border-stone-200 p-4 sm:grid-cols-2';
const legend = 'px-1 text-lg font-semibold text-green-900';

/** Add/Edit modal: every service field that is not read-only (docs/decisions/0006-api-shapes.md), plus the texts in es and pt. */
export function ServiceFormModal({ service, categories, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<FormState>(() => (service ? formFromService(service) : emptyForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((s) => ({ ...s, [key]: value }));
  // Selects only offer their own options, so an input's value always fits its field.
  const text = (key: StringField) => ({
    value: state[key],
    onChange: (e: { target: { value: string } }) => setState((s) => ({ ...s, [key]: e.target.value })),
  });
  const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;
  const whole = { type: 'number', step: '1', min: '0', inputMode: 'numeric' } as const;

  // After a refused save, the first field to fix gets the focus (a closed translation group opens for it).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(state);
    if (!checked.form) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([path, key]) => [path, t(key)])));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await saveService(checked.form, service ? { id: service.id, version: service.version } : undefined);
    setBusy(false);
    const saved = toastResult(result, {
      success: t(service ? 'adminServices.toasts.updated' : 'adminServices.toasts.created'),
      failed: t('adminServices.toasts.saveFailed'),
      error: t('adminServices.toasts.saveError'),
      preferServerMessage: true,
    });
    if (saved) onSaved();
    else if (!result.network)
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(result.body)).map(([path, msg]) => [priceField(path), msg])));
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Modal
      title={t(service ? 'adminServices.form.editTitle' : 'adminServices.form.addTitle')}
      closeLabel={t('adminServices.form.close')}
      onClose={onClose}
      size="xl"
    >
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
        {hasErrors && <FormMessage kind="error">{t('common.error.fixBelow')}</FormMessage>}

        <fieldset className={fieldset}>
          <legend className={legend}>{t('adminServices.form.basics')}</legend>
          <TextField
            label={t('adminServices.form.name')}
            name="name"
            required
            maxLength={120}
            error={errors.name}
            {...text('name')}
          />
          <SelectField label={t('adminServices.form.category')} required error={errors.category_id} {...text('category_id')}>
            <option value="0">{t('adminServices.form.selectCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('adminServices.form.description')}
            rows={3}
            maxLength={2000}
            error={errors.description}
            className="sm:col-span-2"
            {...text('description')}
          />
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{t('adminServices.form.pricing')}</legend>
          <SelectField label={t('adminServices.form.priceType')} error={errors.price_type} {...text('price_type')}>
            {PRICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adminServices.form.priceTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          {/* One price, labelled by what the price type prices: the field and the preview follow the type. */}
          <TextField
            label={t(`priceBook.serviceForm.price.${state.price_type}`)}
            name="price"
            {...money}
            error={errors.price}
            {...text('price')}
          />
          <TextField
            label={t('adminServices.form.unit')}
            name="unit"
            hint={t('adminServices.form.unitHint')}
            maxLength={40}
            error={errors.unit}
            {...text('unit')}
          />
          <TextField
            label={t('adminServices.form.duration')}
            name="estimated_duration_minutes"
            {...whole}
            error={errors.estimated_duration_minutes}
            {...text('estimated_duration_minutes')}
          />
          <PricePreview state={state} className="sm:col-span-2" />
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{t('adminServices.form.details')}</legend>
          <TextAreaField
            label={t('adminServices.form.features')}
            hint={t('adminServices.form.onePerLine')}
            rows={4}
            error={errors.features}
            {...text('features')}
          />
          <TextAreaField
            label={t('adminServices.form.requirements')}
            hint={t('adminServices.form.onePerLine')}
            rows={4}
            error={errors.requirements}
            {...text('requirements')}
          />
          <SelectField label={t('adminServices.form.demand')} {...text('demand')}>
            <Options values={DEMANDS} label={(d) => t(`adminServices.form.demands.${d}`)} />
          </SelectField>
          <SelectField
            label={t('adminServices.form.quoteService')}
            hint={t('adminServices.form.quoteServiceHint')}
            {...text('quote_service')}
          >
            <option value="">{t('adminServices.form.noQuoteService')}</option>
            <Options values={QUOTE_SERVICES} label={(q) => t(`adminServices.form.quoteServices.${q}`)} />
          </SelectField>
          <TextField
            label={t('adminServices.form.sortOrder')}
            name="sort_order"
            {...whole}
            error={errors.sort_order}
            {...text('sort_order')}
          />
          <div className="flex flex-col justify-center gap-3">
            <CheckboxField
              label={t('adminServices.form.isFeatured')}
              checked={state.is_featured}
              onChange={(v) => set('is_featured', v)}
            />
            <CheckboxField
              label={t('adminServices.form.isActive')}
              checked={state.is_active}
              onChange={(v) => set('is_active', v)}
            />
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{t('adminServices.form.page')}</legend>
          <p className="text-stone-700 sm:col-span-2">{t('adminServices.form.pageHint')}</p>
          <DetailFields
            detail={state}
            errors={errors}
            prefix=""
            onChange={(field, value) => setState((s) => ({ ...s, [field]: value }))}
          />
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{t('adminServices.form.seo')}</legend>
          <TextField
            label={t('adminServices.form.metaTitle')}
            name="meta_title"
            maxLength={120}
            error={errors.meta_title}
            {...text('meta_title')}
          />
          <TextField
            label={t('adminServices.form.seoKeywords')}
            name="seo_keywords"
            maxLength={500}
            error={errors.seo_keywords}
            {...text('seo_keywords')}
          />
          <TextAreaField
            label={t('adminServices.form.metaDescription')}
            rows={2}
            maxLength={320}
            error={errors.meta_description}
            className="sm:col-span-2"
            {...text('meta_description')}
          />
        </fieldset>

        <TranslationFields
          translations={state.translations}
          errors={errors}
          onChange={(lang, change) =>
            setState((s) => ({ ...s, translations: { ...s.translations, [lang]: { ...s.translations[lang], ...change } } }))
          }
        />

        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-stone-400 px-4 py-2.5 font-semibold text-stone-800 hover:bg-stone-100"
          >
            {t('adminServices.form.cancel')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-green-800 px-4 py-2.5 font-semibold text-white hover:bg-green-900 disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? t('adminServices.form.saving') : t(service ? 'adminServices.form.save' : 'adminServices.form.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
