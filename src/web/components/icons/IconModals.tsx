import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { buttons, SelectField, TextAreaField } from '../admin-ui/fields';
import { Modal } from '../admin-ui/Modal';
import { DEFAULT_GENERATION, type GenerationOptions, type Icon, type IconFields, IMAGE_SIZES } from './icon-api';
import { IconPicture } from './IconCard';
import { EMPTY_FIELDS, IconForm } from './IconForm';

/** What the page is doing now: the busy state (docs/decisions/0007-screens.md), with the action for the busy labels. */
export type Busy = 'create' | 'generate' | 'update' | 'upload' | 'delete' | null;

/** Create: 'Create Icon', plus 'Create & Generate' while a prompt is written (docs/decisions/0007-screens.md). */
export function CreateIconModal({
  busy,
  onCreate,
  onCreateAndGenerate,
  onClose,
}: {
  busy: Busy;
  onCreate: (fields: IconFields) => void;
  onCreateAndGenerate: (fields: IconFields) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('icons.create.title')} closeLabel={t('icons.form.close')} onClose={onClose}>
      <IconForm
        initial={EMPTY_FIELDS}
        onSubmit={(fields, action) => (action === 'generate' ? onCreateAndGenerate(fields) : onCreate(fields))}
        actions={(fields) => (
          <>
            <button type="button" onClick={onClose} className={buttons.secondary}>
              {t('icons.form.cancel')}
            </button>
            <button type="submit" value="create" disabled={busy !== null} className={buttons.primary}>
              {busy === 'create' ? t('icons.create.busy') : t('icons.create.submit')}
            </button>
            {fields.prompt.trim() && (
              <button type="submit" value="generate" disabled={busy !== null} className={buttons.accent}>
                {busy === 'generate' ? t('icons.create.busyGenerate') : t('icons.create.submitGenerate')}
              </button>
            )}
          </>
        )}
      />
    </Modal>
  );
}

/** Edit: the fields plus an image upload that keeps the modal open (docs/decisions/0007-screens.md). */
export function EditIconModal({
  icon,
  busy,
  onSave,
  onUpload,
  onClose,
}: {
  icon: Icon;
  busy: Busy;
  onSave: (fields: IconFields) => void;
  onUpload: (file: File) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const uploadId = useId();
  const initial: IconFields = {
    name: icon.name,
    category: icon.category,
    description: icon.description ?? '',
    usage_context: icon.usage_context ?? '',
    prompt: icon.dalle_prompt ?? '',
  };
  return (
    <Modal title={t('icons.edit.title')} closeLabel={t('icons.form.close')} onClose={onClose}>
      <div className="mb-5 flex flex-wrap items-center gap-4 rounded-lg bg-stone-50 p-3">
        <div>
          <p className="mb-1 text-sm font-medium text-stone-800">{t('icons.edit.currentImage')}</p>
          <IconPicture key={icon.image_url} icon={icon} size="h-20 w-20" />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={uploadId} className="mb-1 block font-medium text-stone-800">
            {t('icons.edit.upload')}
          </label>
          <input
            id={uploadId}
            type="file"
            accept="image/*"
            disabled={busy !== null}
            aria-describedby={`${uploadId}-hint`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onUpload(file);
            }}
            className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-green-800 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          <p id={`${uploadId}-hint`} className="mt-1 text-sm text-stone-700">
            {busy === 'upload' ? t('icons.edit.uploading') : t('icons.edit.uploadHint')}
          </p>
        </div>
      </div>
      <IconForm
        initial={initial}
        onSubmit={(fields) => onSave(fields)}
        actions={() => (
          <>
            <button type="button" onClick={onClose} className={buttons.secondary}>
              {t('icons.form.cancel')}
            </button>
            <button type="submit" disabled={busy !== null} className={buttons.primary}>
              {busy === 'update' ? t('icons.edit.busy') : t('icons.edit.submit')}
            </button>
          </>
        )}
      />
    </Modal>
  );
}

/** Generate: a required prompt and the generation options with their defaults (docs/decisions/0004-product-rules.md). */
export function GenerateIconModal({
  icon,
  busy,
  onGenerate,
  onClose,
}: {
  icon: Icon;
  busy: Busy;
  onGenerate: (prompt: string, options: GenerationOptions) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState(icon.dalle_prompt ?? '');
  const [options, setOptions] = useState<GenerationOptions>(DEFAULT_GENERATION);
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal title={t('icons.generate.title')} closeLabel={t('icons.form.close')} onClose={onClose}>
      <p className="mb-4 text-stone-700">{t('icons.generate.for', { name: icon.name })}</p>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!prompt.trim()) {
            setError(t('icons.errors.promptRequired'));
            e.currentTarget.querySelector('textarea')?.focus();
            return;
          }
          onGenerate(prompt.trim(), options);
        }}
      >
        <TextAreaField
          label={t('icons.generate.prompt')}
          name="prompt"
          required
          value={prompt}
          onChange={(e) => {
            setPrompt(e.target.value);
            setError(undefined);
          }}
          hint={t('icons.generate.promptHint')}
          error={error}
          maxLength={1000}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('icons.generate.size')}
            value={options.size}
            onChange={(e) => setOptions({ ...options, size: e.target.value })}
          >
            {IMAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('icons.generate.quality')}
            value={options.quality}
            onChange={(e) => setOptions({ ...options, quality: e.target.value as GenerationOptions['quality'] })}
          >
            <option value="standard">{t('icons.generate.qualities.standard')}</option>
            <option value="hd">{t('icons.generate.qualities.hd')}</option>
          </SelectField>
          <SelectField
            label={t('icons.generate.style')}
            value={options.style}
            onChange={(e) => setOptions({ ...options, style: e.target.value as GenerationOptions['style'] })}
          >
            <option value="vivid">{t('icons.generate.styles.vivid')}</option>
            <option value="natural">{t('icons.generate.styles.natural')}</option>
          </SelectField>
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
          <button type="button" onClick={onClose} className={buttons.secondary}>
            {t('icons.form.cancel')}
          </button>
          <button type="submit" disabled={busy !== null} className={buttons.accent}>
            {busy === 'generate' ? t('icons.generate.busy') : t('icons.generate.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
