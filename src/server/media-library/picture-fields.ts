import type { MediaRow } from '../db/schema.js';
import { mediaUrl } from '../media/repository.js';

type MediaFields = Pick<MediaRow, 'path' | 'width' | 'height' | 'variants'>;

/** The picture's URL, its smallest WebP copy for a thumbnail, and its size. */
export function pictureFields(row: MediaFields | null) {
  if (!row) return { url: null, thumbnail: null, width: null, height: null };
  const [smallest] = (JSON.parse(row.variants) as { width: number; webp: string }[]).sort((a, b) => a.width - b.width);
  return {
    url: mediaUrl(row.path),
    thumbnail: mediaUrl(smallest?.webp ?? row.path),
    width: row.width,
    height: row.height,
  };
}
