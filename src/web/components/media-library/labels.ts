import type { MediaEntry } from '../../../domain/media-library';
import { useTranslation } from '../../i18n';

/**
 * A picture's name on the screen: the slot of a site picture, a project photo's side and project,
 * else the member's, service's or icon's name.
 */
export function useEntryLabel() {
  const { t } = useTranslation();
  return (entry: Pick<MediaEntry, 'kind' | 'ref' | 'name' | 'photo_kind'>) => {
    if (entry.kind === 'site') return t(`mediaLibrary.slots.${entry.ref}`);
    if (entry.photo_kind) return t(`mediaLibrary.photoOf.${entry.photo_kind}`, { name: entry.name });
    return entry.name;
  };
}
