import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { buttons, TextAreaField } from '../../admin-ui/fields';
import { Modal } from '../../admin-ui/Modal';

/** Cancelling a visit asks for the message the visitor receives with the cancellation e-mail. */
export function CancelVisitDialog({
  name,
  busy,
  onClose,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  return (
    <Modal title={t('adminVisits.cancelTitle', { name })} closeLabel={t('adminVisits.close')} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(message.trim());
        }}
      >
        <p className="text-stone-800">{t('adminVisits.cancelIntro')}</p>
        <TextAreaField
          label={t('adminVisits.cancelMessage')}
          value={message}
          maxLength={1000}
          onChange={(e) => setMessage(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={buttons.secondary}>
            {t('adminVisits.keep')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-70"
          >
            {t('adminVisits.confirmCancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
