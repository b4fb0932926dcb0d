import type { Kysely } from 'kysely';
import { HOME_SERVICE_ICON_CATEGORY, HOME_SERVICES } from '../../domain/home-services.js';
import { DEFAULT_LANG, type Lang } from '../../domain/languages.js';
import { MEDIA_ENTRY_DEFAULTS, type MediaEntry, type MediaPlace, type SiteSlot } from '../../domain/media-library.js';
import type { TeamMember } from '../../domain/site-blocks.js';
import type { DB } from '../db/schema.js';
import { SITE_PICTURES } from '../images/site-pictures.js';
import { altTextsOf } from '../media/alt-texts.js';
import { LOGO_PURPOSE } from '../site-images/logo.js';
import { currentItems } from '../site-blocks/repository.js';
import { pictureFields } from './picture-fields.js';
import { projectPhotoEntries } from './project-photos.js';
import { teamPhotoPurpose } from './team-photos.js';

/** The purpose of each of the site's own pictures in the images table. */
export const SITE_SLOT_PURPOSES: Record<SiteSlot, string> = {
  logo: LOGO_PURPOSE,
  hero: SITE_PICTURES.hero.purpose,
  about: SITE_PICTURES.about.purpose,
};

const SITE_SLOT_PLACES: Record<SiteSlot, { place: MediaPlace; path: string }[]> = {
  logo: [
    { place: 'header', path: '/' },
    { place: 'footer', path: '/' },
    { place: 'email', path: '' },
  ],
  hero: [
    { place: 'homeHero', path: '/' },
    { place: 'shareImage', path: '/' },
  ],
  about: [{ place: 'aboutStory', path: '/about' }],
};

/** Every picture the site uses, in the order of the screen: the site's own, the team, the projects, the services, the icons. */
export async function listMedia(db: Kysely<DB>, lang: Lang): Promise<MediaEntry[]> {
  const [site, team, projects, services, icons] = await Promise.all([
    sitePictures(db),
    teamPhotos(db),
    projectPhotoEntries(db, lang),
    servicePictures(db, lang),
    iconPictures(db),
  ]);
  return [...site, ...team, ...projects, ...services, ...icons];
}

async function imageRows(db: Kysely<DB>, purposes: string[]) {
  if (purposes.length === 0) return [];
  return db
    .selectFrom('images as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select(['i.upload_purpose', 'i.alt_text', 'i.alt_translations', 'm.path', 'm.width', 'm.height', 'm.variants'])
    .where('i.upload_purpose', 'in', purposes)
    .orderBy('i.id', 'desc')
    .execute();
}

async function sitePictures(db: Kysely<DB>): Promise<MediaEntry[]> {
  const rows = await imageRows(db, Object.values(SITE_SLOT_PURPOSES));
  return (Object.keys(SITE_SLOT_PURPOSES) as SiteSlot[]).map((slot) => {
    const row = rows.find((r) => r.upload_purpose === SITE_SLOT_PURPOSES[slot]) ?? null;
    return {
      kind: 'site',
      ref: slot,
      name: '',
      ...pictureFields(row),
      alt: row ? altTextsOf(row.alt_text, row.alt_translations) : null,
      used_on: SITE_SLOT_PLACES[slot],
      ...MEDIA_ENTRY_DEFAULTS,
      // A logo comes from the company's designer: uploaded, never drawn.
      can_generate: slot !== 'logo',
    };
  });
}

async function teamPhotos(db: Kysely<DB>): Promise<MediaEntry[]> {
  const members = await currentItems(db, 'team');
  const rows = await imageRows(
    db,
    members.map((m) => teamPhotoPurpose(m.id)),
  );
  return members.map((member: TeamMember) => {
    const row = rows.find((r) => r.upload_purpose === teamPhotoPurpose(member.id)) ?? null;
    return {
      kind: 'team',
      ref: member.id,
      name: member.name,
      ...pictureFields(row),
      alt: row ? altTextsOf(row.alt_text, row.alt_translations) : null,
      used_on: [
        { place: 'aboutTeam', path: '/about' },
        { place: 'homeTeam', path: '/' },
      ],
      ...MEDIA_ENTRY_DEFAULTS,
      // A person's photo is uploaded, never drawn.
      can_generate: false,
      can_remove: Boolean(row),
      manage_path: '/admin/content/editor?list=team',
    };
  });
}

async function servicePictures(db: Kysely<DB>, lang: Lang): Promise<MediaEntry[]> {
  const rows = await db
    .selectFrom('service_images as si')
    .innerJoin('media as m', 'm.id', 'si.media_id')
    .innerJoin('services as s', 's.id', 'si.service_id')
    .leftJoin('service_translations as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.language_code', 'in', [lang, DEFAULT_LANG]),
    )
    .select([
      'si.id',
      'si.service_id',
      'si.image_type',
      'si.image_alt_text',
      'si.alt_translations',
      'si.sort_order',
      's.slug',
      's.is_active',
      's.sort_order as service_order',
      't.name',
      't.language_code',
      'm.path',
      'm.width',
      'm.height',
      'm.variants',
    ])
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .orderBy('si.sort_order')
    .orderBy('si.id')
    .execute();
  // One row per picture, named in the admin's language when the service has it.
  const byImage = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byImage.has(row.id) || row.language_code === lang) byImage.set(row.id, row);
  return [...byImage.values()].map((row) => {
    const page = `/services/${row.slug}`;
    const used_on: MediaEntry['used_on'] = !row.is_active
      ? []
      : row.image_type === 'primary'
        ? [
            { place: 'serviceMain', path: page },
            { place: 'serviceCard', path: '/services' },
          ]
        : row.image_type === 'gallery'
          ? [{ place: 'serviceGallery', path: page }]
          : [];
    return {
      kind: 'service',
      ref: String(row.id),
      name: row.name ?? row.slug,
      ...pictureFields(row),
      alt: altTextsOf(row.image_alt_text, row.alt_translations),
      used_on,
      ...MEDIA_ENTRY_DEFAULTS,
      image_type: row.image_type,
      manage_path: '/admin/services',
    };
  });
}

/** Icons with a picture; the newest icon of a home card's name is the one that card shows. */
async function iconPictures(db: Kysely<DB>): Promise<MediaEntry[]> {
  const rows = await db
    .selectFrom('icons as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select(['i.id', 'i.name', 'i.category', 'm.path', 'm.width', 'm.height', 'm.variants'])
    .orderBy('i.id', 'desc')
    .execute();
  const cardNames = new Set(HOME_SERVICES.map((s) => s.iconName.toLowerCase()));
  const shown = new Set<string>();
  const entries = rows.map((row): MediaEntry => {
    const name = row.name.toLowerCase();
    const onCard = row.category.toLowerCase() === HOME_SERVICE_ICON_CATEGORY && cardNames.has(name) && !shown.has(name);
    if (onCard) shown.add(name);
    return {
      kind: 'icon',
      ref: String(row.id),
      name: row.name,
      ...pictureFields(row),
      alt: null,
      used_on: onCard ? [{ place: 'homeCard', path: '/' }] : [],
      ...MEDIA_ENTRY_DEFAULTS,
      manage_path: '/admin/icons',
    };
  });
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}
