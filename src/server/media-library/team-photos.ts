import type { Kysely } from 'kysely';
import type { SitePicture } from '../images/site-pictures.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { altTextsOf } from '../media/alt-texts.js';
import { deleteMedia, toPicture } from '../media/repository.js';

/**
 * A team member's photo is an `images` row of purpose `team:<member id>`: it follows the member
 * through every save of the team list, and a member without one shows initials.
 */
const PREFIX = 'team:';

export const teamPhotoPurpose = (memberId: string) => `${PREFIX}${memberId}`;

/** Every member's photo by member id. */
export async function readTeamPhotos(db: Kysely<DB>): Promise<Map<string, SitePicture & { imageId: number }>> {
  const rows = await db
    .selectFrom('images as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select(['i.id', 'i.upload_purpose', 'i.alt_text', 'i.alt_translations', 'm.path', 'm.width', 'm.height', 'm.variants'])
    .where('i.upload_purpose', 'like', `${PREFIX}%`)
    .orderBy('i.id', 'desc')
    .execute();
  const photos = new Map<string, SitePicture & { imageId: number }>();
  for (const row of rows) {
    const id = row.upload_purpose.slice(PREFIX.length);
    if (photos.has(id)) continue;
    photos.set(id, { imageId: row.id, picture: toPicture(row), alt: altTextsOf(row.alt_text, row.alt_translations) });
  }
  return photos;
}

/**
 * Removes the photos of members who are no longer on the team (after a save or a restore that
 * dropped them), rows first, then their files. A person who left is not kept on file.
 */
export async function removeDepartedPhotos(ctx: AppContext, memberIds: string[]): Promise<void> {
  const keep = new Set(memberIds.map(teamPhotoPurpose));
  const rows = await ctx.db
    .selectFrom('images')
    .select(['id', 'media_id', 'upload_purpose'])
    .where('upload_purpose', 'like', `${PREFIX}%`)
    .execute();
  const gone = rows.filter((r) => !keep.has(r.upload_purpose));
  if (gone.length === 0) return;
  await ctx.db
    .deleteFrom('images')
    .where(
      'id',
      'in',
      gone.map((r) => r.id),
    )
    .execute();
  await Promise.all(gone.map((r) => deleteMedia(ctx, r.media_id)));
}
