import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n';
import type { ImageEngineInfo } from '../../../../../domain/image-engine';
import type { AdminService, GenerationLog, ServiceImage } from '../../../../../domain/service-admin-shapes';
import { getGenerationLogs, getService } from '../api';
import { Modal } from '../../../admin-ui/Modal';
import { GenerationHistory } from './GenerationHistory';
import { ImageGenerateForm } from './ImageGenerateForm';
import { ImageGrid } from './ImageGrid';
import { ImageUploadForm } from './ImageUploadForm';

interface Props {
  service: AdminService;
  onClose: () => void;
  /** After an upload, generation or deletion: the list's pictures may have changed. */
  onChanged: () => void;
}

/** Image manager of one service: upload, generate, the current images and the generation history. */
export function ImageManagerModal({ service, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const [images, setImages] = useState<ServiceImage[] | null>(null);
  const [logs, setLogs] = useState<GenerationLog[] | null>(null);
  const [engine, setEngine] = useState<ImageEngineInfo | null>(null);

  const load = useCallback(async () => {
    const [detail, history] = await Promise.all([getService(service.id), getGenerationLogs(service.id)]);
    // Fetch failures of images and logs are only logged (docs/decisions/0007-screens.md).
    if (detail.ok) setImages(detail.body.data.images);
    else console.warn('Could not load the images of the service', detail.status);
    if (history.ok) {
      setLogs(history.body.data);
      setEngine(history.body.engine);
    } else console.warn('Could not load the generation history of the service', history.status);
  }, [service.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const changed = () => {
    void load();
    onChanged();
  };

  return (
    <Modal
      title={t('adminServices.images.title', { name: service.name })}
      closeLabel={t('adminServices.images.close')}
      onClose={onClose}
      size="xl"
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <ImageUploadForm serviceId={service.id} onUploaded={changed} />
        <ImageGenerateForm serviceId={service.id} engine={engine} onGenerated={changed} />
      </div>
      <ImageGrid serviceId={service.id} serviceName={service.name} images={images} onChanged={changed} />
      <GenerationHistory logs={logs} />
    </Modal>
  );
}
