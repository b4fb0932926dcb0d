import { type FormEvent, useState } from 'react';
import { LANGUAGES } from '../../../domain/languages';
import type { AltTexts } from '../../../domain/media';
import type { MediaEntry } from '../../../domain/media-library';
import { useTranslation } from '../../i18n';
import { fieldErrorsOf } from '../../lib/api';
import { FormMessage, TextField } from '../forms/fields';
import { buttons } from '../admin-ui/fields';
import { Modal } from '../admin-ui/Modal';
import { saveAltTexts } from './api';
import { useEntryLabel } from './labels';

/** A picture's alt text in English, Spanish and Portuguese; an empty translation reads the English one. */
export function AltTextDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: MediaEntry;
  onClose: () => void;
  onSaved: (entry: MediaEntry, message: string) => void;
}) {
  const { t } = useTranslation();
  const label = useEntryLabel();
  const [alt, setAlt] = useState<AltTexts>(entry.alt ?? { en: '', es: '', pt: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await saveAltTexts(entry, alt);
    setBusy(false);
    if (result.ok) return onSaved(result.body.data, result.body.message);
    setErrors(result.network ? {} : fieldErrorsOf(result.body));
    setFailure(result.network ? t('mediaLibrary.networkError') : (result.body?.message ?? t('mediaLibrary.failed')));
  }

  return (
    <Modal title={t('mediaLibrary.alt.title', { name: label(entry) })} closeLabel={t('mediaLibrary.close')} onClose={onClose}>
      <form noValidate onSubmit={(e) => void save(e)} className="space-y-4">
        <p className="text-stone-700">{t('mediaLibrary.alt.intro')}</p>
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        {LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            lang={lang}
            label={t(`mediaLibrary.alt.${lang}`)}
            name={`alt-${lang}`}
            required={lang === 'en'}
            maxLength={200}
            value={alt[lang]}
            error={errors[lang]}
            hint={lang === 'en' ? undefined : t('mediaLibrary.alt.fallbackHint')}
            onChange={(e) => setAlt((a) => ({ ...a, [lang]: e.target.value }))}
          />
        ))}
        <div className="flex justify-end gap-2 border-t border-stone-200 pt-4">
          <button type="button" onClick={onClose} className={buttons.secondary}>
            {t('mediaLibrary.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttons.primary}>
            {busy ? t('mediaLibrary.saving') : t('mediaLibrary.alt.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
