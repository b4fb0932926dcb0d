import { useState } from 'react';
import { useTranslation } from '../../../../i18n';
import type { ServiceImage } from '../../../../../domain/service-admin-shapes';
import { deleteImage, makePrimary } from '../api';
import { toastResult } from '../feedback';
import { ManagedImage } from '../ManagedImage';

interface Props {
  serviceId: number;
  serviceName: string;
  images: ServiceImage[] | null;
  /** After a deletion or a new main picture. */
  onChanged: () => void;
}

/**
 * The service's images with type, alt text and sort order; any can become the main picture, and
 * each can be deleted after a confirm.
 */
export function ImageGrid({ serviceId, serviceName, images, onChanged }: Props) {
  const { t } = useTranslation();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function remove(image: ServiceImage) {
    if (!window.confirm(t('adminServices.images.confirmDelete'))) return;
    setBusyId(image.id);
    const result = await deleteImage(serviceId, image.id);
    setBusyId(null);
    const deleted = toastResult(result, {
      success: t('adminServices.toasts.imageDeleted'),
      failed: t('adminServices.toasts.imageDeleteFailed'),
      error: t('adminServices.toasts.imageDeleteError'),
    });
    if (deleted) onChanged();
  }

  async function chooseAsMain(image: ServiceImage) {
    setBusyId(image.id);
    const result = await makePrimary(serviceId, image.id);
    setBusyId(null);
    const done = toastResult(result, {
      success: t('adminServices.toasts.madePrimary'),
      failed: t('adminServices.toasts.updateFailed'),
      error: t('adminServices.toasts.updateError'),
    });
    if (done) onChanged();
  }

  return (
    <section aria-labelledby="service-images-heading" className="mt-6">
      <h3 id="service-images-heading" className="text-lg font-semibold text-green-900">
        {t('adminServices.images.current')}
      </h3>
      {images === null && <p className="mt-2 text-stone-700">{t('adminServices.images.loading')}</p>}
      {images?.length === 0 && <p className="mt-2 text-stone-700">{t('adminServices.images.empty')}</p>}
      {images && images.length > 0 && (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <li key={image.id} className="flex flex-col rounded-md border border-stone-200 bg-white">
                <ManagedImage
                  src={image.image_url}
                  alt={image.image_alt_text || t('adminServices.images.imageAlt', { number, name: serviceName })}
                  width={320}
                  height={200}
                  className="aspect-[8/5] w-full rounded-t-md"
                />
                <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
                  <p>
                    <span
                      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${image.image_type === 'primary' ? 'bg-green-800 text-white' : 'bg-stone-200 text-stone-900'}`}
                    >
                      {t(`adminServices.images.types.${image.image_type}`)}
                    </span>
                  </p>
                  <p className="text-stone-800">{image.image_alt_text || <em>{t('adminServices.images.noAlt')}</em>}</p>
                  <p className="text-stone-700">{t('adminServices.images.sortLabel', { order: image.sort_order })}</p>
                  {image.image_type !== 'primary' && (
                    <button
                      type="button"
                      disabled={busyId === image.id}
                      onClick={() => void chooseAsMain(image)}
                      aria-label={t('adminServices.images.makePrimaryLabel', { number })}
                      className="mt-2 self-start rounded-md border border-green-800 px-3 py-1.5 font-semibold text-green-900 hover:bg-green-50 disabled:opacity-60"
                    >
                      {t('adminServices.images.makePrimary')}
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={busyId === image.id}
                    onClick={() => void remove(image)}
                    aria-label={t('adminServices.images.deleteLabel', { number })}
                    className="mt-auto self-start rounded-md border border-red-300 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                  >
                    {t('adminServices.images.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
