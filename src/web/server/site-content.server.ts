import type { Kysely } from 'kysely';
import type { Lang } from '../../domain/languages';
import { altIn } from '../../domain/media';
import { initialsOf, localizedTexts, type TeamCardData } from '../../domain/site-blocks-text';
import type { DB } from '../../server/db/schema';
import { readTeamPhotos } from '../../server/media-library/team-photos';
import { currentItems } from '../../server/site-blocks/repository';

/** The owner's lists as a page shows them, in the visitor's language (empty texts read English). */

export async function readTestimonials(db: Kysely<DB>, lang: Lang) {
  const items = await currentItems(db, 'testimonials');
  return items.map(({ texts, ...item }) => ({ ...item, ...localizedTexts(texts, lang) }));
}

/** Team members with their photo, or the initials their avatar shows without one. */
export async function readTeam(db: Kysely<DB>, lang: Lang): Promise<TeamCardData[]> {
  const [items, photos] = await Promise.all([currentItems(db, 'team'), readTeamPhotos(db)]);
  return items.map(({ texts, ...member }) => {
    const photo = photos.get(member.id);
    return {
      ...member,
      ...localizedTexts(texts, lang),
      initials: initialsOf(member.name),
      photo: photo ? { picture: photo.picture, alt: altIn(photo.alt, lang) || member.name } : null,
    };
  });
}

export async function readValues(db: Kysely<DB>, lang: Lang) {
  const items = await currentItems(db, 'values');
  return items.map(({ texts, ...item }) => ({ ...item, ...localizedTexts(texts, lang) }));
}

export async function readFaq(db: Kysely<DB>, lang: Lang) {
  const items = await currentItems(db, 'faq');
  return items.map(({ texts, id }) => ({ id, ...localizedTexts(texts, lang) }));
}
