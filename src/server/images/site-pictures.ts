import type { Kysely } from 'kysely';
import { type Picture, pictureFromMedia } from '../../domain/pictures.js';
import type { DB } from '../db/schema.js';

/**
 * The site's own pictures besides the services' ones: each is an `images` row with its own
 * upload_purpose, so an admin can replace it like the logo. Seeded by seedSitePictures.
 */
export const SITE_PICTURES = {
  hero: { purpose: 'site-hero', prompt: 'sunny backyard garden with green lawn, flower beds, stone path and trees', alt: 'A landscaped garden' },
  about: { purpose: 'site-about', prompt: 'landscaping crew planting shrubs and flowers in a garden bed with tools', alt: 'Our crew at work' },
  team1: { purpose: 'site-team-1', prompt: 'portrait icon of a landscape designer with a leaf and sketchbook', alt: 'Team member' },
  team2: { purpose: 'site-team-2', prompt: 'portrait icon of an arborist with a tree and a climbing rope', alt: 'Team member' },
  team3: { purpose: 'site-team-3', prompt: 'portrait icon of an irrigation specialist with a sprinkler and water', alt: 'Team member' },
} as const;

export type SitePictureKey = keyof typeof SITE_PICTURES;

/** The newest picture of each asked purpose that exists (an admin's replacement wins over the seed). */
export async function readSitePictures<K extends SitePictureKey>(db: Kysely<DB>, keys: readonly K[]): Promise<Partial<Record<K, Picture>>> {
  if (keys.length === 0) return {};
  const purposes = keys.map((k) => SITE_PICTURES[k].purpose);
  const rows = await db
    .selectFrom('images as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select(['i.id', 'i.upload_purpose', 'i.alt_text', 'm.path', 'm.width', 'm.height', 'm.variants'])
    .where('i.upload_purpose', 'in', purposes)
    .orderBy('i.id', 'desc')
    .execute();
  const pictures: Partial<Record<K, Picture>> = {};
  for (const key of keys) {
    const row = rows.find((r) => r.upload_purpose === SITE_PICTURES[key].purpose);
    const picture = row && pictureFromMedia(row, row.alt_text);
    if (picture) pictures[key] = picture;
  }
  return pictures;
}
