import type { AdminService } from '../../../../domain/service-admin-shapes';
import { useTranslation } from '../../../i18n';
import { buttons } from '../../admin-ui/fields';
import { Modal } from '../../admin-ui/Modal';

/** Deleting a service asks first, naming it: a red Delete beside Edit is easy to hit by mistake. */
export function DeleteServiceDialog({
  service,
  busy,
  onClose,
  onConfirm,
}: {
  service: AdminService;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('adminServices.deleteDialog.title', { name: service.name })}
      closeLabel={t('adminServices.form.close')}
      onClose={onClose}
    >
      <p className="text-stone-800">{t('adminServices.deleteDialog.intro', { name: service.name })}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttons.secondary}>
          {t('adminServices.deleteDialog.keep')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className="rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-70"
        >
          {t('adminServices.deleteDialog.delete', { name: service.name })}
        </button>
      </div>
    </Modal>
  );
}
