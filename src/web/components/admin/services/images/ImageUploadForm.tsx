import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n';
import { altTextFromFileName, IMAGE_TYPES, type ImageType, toNumber } from '../../../../../domain/service-admin';
import { fieldErrorsOf } from '../../../../lib/api';
import { TextField } from '../../../forms/fields';
import { uploadImage } from '../api';
import { SelectField } from '../../../admin-ui/fields';
import { toastResult } from '../feedback';

const blank = { alt: '', type: 'gallery' as ImageType, sort: '0' };

/** Upload: one image file (checked again on the server by its content), its alt text, type and sort order. */
export function ImageUploadForm({ serviceId, onUploaded }: { serviceId: number; onUploaded: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setErrors({ image: t('adminServices.images.selectFile') });
      fileInput.current?.focus();
      return;
    }
    setBusy(true);
    const result = await uploadImage(serviceId, file, {
      image_type: fields.type,
      image_alt_text: fields.alt.trim(),
      sort_order: toNumber(fields.sort),
    });
    setBusy(false);
    const uploaded = toastResult(result, {
      success: t('adminServices.toasts.imageUploaded'),
      failed: t('adminServices.toasts.uploadFailed'),
      error: t('adminServices.toasts.uploadError'),
    });
    if (!uploaded) {
      if (!result.network) setErrors(fieldErrorsOf(result.body));
      return;
    }
    setFile(null);
    setFields(blank);
    setErrors({});
    if (fileInput.current) fileInput.current.value = '';
    onUploaded();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4 rounded-lg border border-stone-200 p-4">
      <h3 className="text-lg font-semibold text-green-900">{t('adminServices.images.upload')}</h3>
      <div>
        <div className="mb-1 flex gap-0.5">
          <label htmlFor={fileId} className="font-medium text-stone-800">
            {t('adminServices.images.file')}
          </label>
          <span aria-hidden="true" className="text-red-800">
            *
          </span>
        </div>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/*"
          aria-required
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? `${fileId}-error` : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setErrors({});
            if (chosen) setFields((f) => ({ ...f, alt: altTextFromFileName(chosen.name) }));
          }}
          className="block w-full text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-green-100 file:px-3 file:py-2 file:font-semibold file:text-green-900 hover:file:bg-green-200"
        />
        {errors.image && (
          <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
            {errors.image}
          </p>
        )}
      </div>
      <TextField
        label={t('adminServices.images.altText')}
        name="image_alt_text"
        hint={t('adminServices.images.altHint')}
        maxLength={200}
        value={fields.alt}
        error={errors.image_alt_text}
        onChange={(e) => setFields((f) => ({ ...f, alt: e.target.value }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('adminServices.images.type')}
          value={fields.type}
          error={errors.image_type}
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
          name="sort_order"
          type="number"
          min="0"
          step="1"
          inputMode="numeric"
          value={fields.sort}
          error={errors.sort_order}
          onChange={(e) => setFields((f) => ({ ...f, sort: e.target.value }))}
        />
      </div>
      <p className="text-sm text-stone-700">{t('adminServices.images.primaryHint')}</p>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-green-800 px-4 py-2.5 font-semibold text-white hover:bg-green-900 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? t('adminServices.images.uploading') : t('adminServices.images.uploadButton')}
      </button>
    </form>
  );
}
