import type { ImageEngineInfo } from '../../../domain/image-engine';
import { useTranslation } from '../../i18n';

/**
 * Names the engine that will draw a generated picture, the one place the admin screens do so:
 * the offline illustrator honestly as an illustration (with the advice to upload a real photo),
 * an image model by the server's label.
 */
export function ImageEngineNote({ engine, className = '' }: { engine: ImageEngineInfo; className?: string }) {
  const { t } = useTranslation();
  const offline = engine.name === 'offline';
  return (
    <p className={`text-sm text-stone-800 ${className}`}>
      <span className="font-medium">
        {t('admin.imageEngine.label', {
          engine: offline ? t('admin.imageEngine.offline') : t('admin.imageEngine.ai', { label: engine.label }),
        })}
      </span>
      {offline && <> {t('admin.imageEngine.offlineAdvice')}</>}
    </p>
  );
}
