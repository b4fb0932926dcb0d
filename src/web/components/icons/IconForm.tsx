import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n';
import { TextField } from '../forms/fields';
import { TextAreaField } from '../admin-ui/fields';
import type { IconFields } from './icon-api';

export const EMPTY_FIELDS: IconFields = { name: '', category: '', description: '', usage_context: '', prompt: '' };

/** Name and category are required; the rest is optional (docs/decisions/0007-screens.md). */
function validate(fields: IconFields): Partial<Record<keyof IconFields, string>> {
  const errors: Partial<Record<keyof IconFields, string>> = {};
  if (!fields.name.trim()) errors.name = 'icons.errors.nameRequired';
  if (!fields.category.trim()) errors.category = 'icons.errors.categoryRequired';
  return errors;
}

/**
 * The icon's fields (Create and Edit modals). `onSubmit` gets the values once they are valid and
 * which button sent them; `actions` renders the buttons with the current values.
 */
export function IconForm({
  initial,
  onSubmit,
  actions,
}: {
  initial: IconFields;
  onSubmit: (fields: IconFields, action: string) => void;
  actions: (fields: IconFields) => ReactNode;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof IconFields, string>>>({});
  const set = (name: keyof IconFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const errorOf = (name: keyof IconFields) => (errors[name] ? t(errors[name]) : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    onSubmit(fields, submitter?.value ?? '');
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t('icons.form.name')}
        name="name"
        required
        value={fields.name}
        onChange={set('name')}
        error={errorOf('name')}
        maxLength={100}
      />
      <TextField
        label={t('icons.form.category')}
        name="category"
        required
        value={fields.category}
        onChange={set('category')}
        error={errorOf('category')}
        hint={t('icons.form.categoryHint')}
        maxLength={60}
      />
      <TextAreaField
        label={t('icons.form.description')}
        name="description"
        value={fields.description}
        onChange={set('description')}
        error={errorOf('description')}
        maxLength={500}
      />
      <TextField
        label={t('icons.form.usageContext')}
        name="usage_context"
        value={fields.usage_context}
        onChange={set('usage_context')}
        error={errorOf('usage_context')}
        hint={t('icons.form.usageHint')}
        maxLength={200}
      />
      <TextAreaField
        label={t('icons.form.prompt')}
        name="prompt"
        value={fields.prompt}
        onChange={set('prompt')}
        error={errorOf('prompt')}
        hint={t('icons.form.promptHint')}
        maxLength={1000}
      />
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">{actions(fields)}</div>
    </form>
  );
}
