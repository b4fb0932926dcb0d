import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n';
import type { ImageEngineInfo } from '../../../../../domain/image-engine';
import { IMAGE_TYPES, type ImageType, MAX_PROMPT_CHARS, toNumber } from '../../../../../domain/service-admin';
import { TextField } from '../../../forms/fields';
import { generateImage } from '../api';
import { SelectField, TextAreaField } from '../../../admin-ui/fields';
import { ImageEngineNote } from '../../../admin-ui/ImageEngineNote';
import { toastResult } from '../feedback';

const blank = { prompt: '', alt: '', type: 'gallery' as ImageType, sort: '0' };

/** Generate: the admin's prompt (the service's name fills in only a vague one, on the server), drawn by the active engine. */
export function ImageGenerateForm({
  serviceId,
  engine,
  onGenerated,
}: {
  serviceId: number;
  engine: ImageEngineInfo | null;
  onGenerated: () => void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(blank);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const promptBlank = fields.prompt.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (promptBlank) {
      setTouched(true);
      return;
    }
    setBusy(true);
    const result = await generateImage(serviceId, {
      prompt: fields.prompt.trim(),
      image_type: fields.type,
      image_alt_text: fields.alt.trim(),
      sort_order: toNumber(fields.sort),
    });
    setBusy(false);
    const generated = toastResult(result, {
      success: t('adminServices.toasts.imageGenerated'),
      failed: t('adminServices.toasts.generateFailed'),
      error: t('adminServices.toasts.generateError'),
    });
    if (!generated) return;
    setFields(blank);
    setTouched(false);
    onGenerated();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4 rounded-lg border border-stone-200 p-4">
      <h3 className="text-lg font-semibold text-green-900">{t('adminServices.images.generate')}</h3>
      {engine && <ImageEngineNote engine={engine} className="rounded-md bg-stone-100 px-3 py-2" />}
      <TextAreaField
        label={t('adminServices.images.prompt')}
        required
        rows={3}
        maxLength={MAX_PROMPT_CHARS}
        hint={t('adminServices.images.promptHint')}
        error={touched && promptBlank ? t('adminServices.images.promptRequired') : undefined}
        value={fields.prompt}
        onChange={(e) => {
          setFields((f) => ({ ...f, prompt: e.target.value }));
          setTouched(true);
        }}
      />
      <TextField
        label={t('adminServices.images.optionalAlt')}
        name="generate_alt_text"
        maxLength={200}
        value={fields.alt}
        onChange={(e) => setFields((f) => ({ ...f, alt: e.target.value }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('adminServices.images.type')}
          value={fields.type}
          onChange={(e) => setFields((f) => ({ ...f, type: e.target.value as ImageType }))}
        >
          {IMAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`adminServices.images.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('adminServices.images.sortOrder')}
          name="generate_sort_order"
          type="number"
          min="0"
          step="1"
          inputMode="numeric"
          value={fields.sort}
          onChange={(e) => setFields((f) => ({ ...f, sort: e.target.value }))}
        />
      </div>
      <button
        type="submit"
        disabled={promptBlank || busy}
        className="rounded-md bg-green-800 px-4 py-2.5 font-semibold text-white hover:bg-green-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? t('adminServices.images.generating') : t('adminServices.images.generateButton')}
      </button>
    </form>
  );
}
