import type { MediaEntry } from '../../../domain/media-library';
import { useTranslation } from '../../i18n';

/** A picture's name on the screen: the slot of a site picture, else the member's, service's or icon's name. */
export function useEntryLabel() {
  const { t } = useTranslation();
  return (entry: Pick<MediaEntry, 'kind' | 'ref' | 'name'>) =>
    entry.kind === 'site' ? t(`mediaLibrary.slots.${entry.ref}`) : entry.name;
}
