import type { CompanySettings } from '../../domain/company.js';
import type { AltTexts } from '../../domain/media.js';
import { type MediaKind, SITE_SLOTS, type SiteSlot } from '../../domain/media-library.js';
import type { AppContext } from '../context.js';
import type { MediaRow } from '../db/schema.js';
import { replaceIconImage } from '../icons/service.js';
import { enhancePrompt, type ImageSize } from '../images/generation/index.js';
import { SITE_PICTURES } from '../images/site-pictures.js';
import { altTranslationsJson } from '../media/alt-texts.js';
import { deleteMedia, type StoreImageOptions } from '../media/repository.js';
import { deleteMediaRows, removeMediaFiles, SERVICE_IMAGE_FOLDER, SERVICE_IMAGE_WIDTHS } from '../services/admin-images.js';
import { readCompany } from '../settings/repository.js';
import { LOGO_VARIANT_WIDTHS } from '../site-images/logo.js';
import { replaceImageOfPurpose } from '../site-images/repository.js';
import { currentItems } from '../site-blocks/repository.js';
import { SITE_SLOT_PURPOSES } from './list.js';
import { projectPhotoSlot } from './project-photos.js';
import { teamPhotoPurpose } from './team-photos.js';

/**
 * One place a picture shows (the hero, a member's photo, a service picture, an icon) and how to
 * replace it or change its alt text. Media Management works on slots, whatever table holds them.
 */
export interface MediaSlot {
  /** How an uploaded or generated picture is checked and stored. */
  store: StoreImageOptions;
  /** How a picture is generated for the slot; absent when it can only be uploaded (the logo). */
  generation?: { size: ImageSize; prompt: (words: string) => string; serviceId?: number; iconId?: number };
  /** Points the slot at a stored picture and removes the one it replaces; false when the slot is gone. */
  attach(media: MediaRow, filename: string, prompt?: string): Promise<boolean>;
  /** Absent for a decorative picture or one whose alt text is made from other texts. False when there is no picture to describe. */
  setAlt?(alt: AltTexts): Promise<boolean>;
  /** Present where the site copes without the picture (initials, a project's other photo); false when there is none. */
  remove?(): Promise<boolean>;
}

const SITE_WIDTHS = [320, 640, 960] as const;
const TEAM_WIDTHS = [320, 640] as const;

/** The slot a (kind, ref) of the API names, or null when there is no such place (any more). */
export async function resolveSlot(ctx: AppContext, kind: MediaKind, ref: string): Promise<MediaSlot | null> {
  switch (kind) {
    case 'site':
      return (SITE_SLOTS as readonly string[]).includes(ref) ? siteSlot(ctx, ref as SiteSlot, await readCompany(ctx.db)) : null;
    case 'team': {
      const member = (await currentItems(ctx.db, 'team')).find((m) => m.id === ref);
      return member ? teamSlot(ctx, member.id, member.name) : null;
    }
    case 'project':
      return projectPhotoSlot(ctx, ref);
    case 'service':
      return /^\d{1,9}$/.test(ref) ? serviceSlot(ctx, Number(ref)) : null;
    case 'icon':
      return /^\d{1,9}$/.test(ref) ? iconSlot(ctx, Number(ref)) : null;
  }
}

function teamSlot(ctx: AppContext, memberId: string, name: string): MediaSlot {
  const purpose = teamPhotoPurpose(memberId);
  return {
    ...purposeSlot(
      ctx,
      purpose,
      { en: name, es: '', pt: '' },
      // A person's photo is uploaded, never drawn: a generated face would be a fake.
      { store: { folder: 'team', variantWidths: TEAM_WIDTHS } },
    ),
    async remove() {
      const rows = await ctx.db.deleteFrom('images').where('upload_purpose', '=', purpose).returning('media_id').execute();
      await Promise.all(rows.map((r) => deleteMedia(ctx, r.media_id)));
      return rows.length > 0;
    },
  };
}

function siteSlot(ctx: AppContext, slot: SiteSlot, company: CompanySettings): MediaSlot {
  if (slot === 'logo') {
    const logo = { store: { folder: 'logo', allowSvg: true, variantWidths: LOGO_VARIANT_WIDTHS } };
    return purposeSlot(ctx, SITE_SLOT_PURPOSES.logo, { en: `${company.name} logo`, es: '', pt: '' }, logo);
  }
  const picture = SITE_PICTURES[slot];
  return purposeSlot(ctx, picture.purpose, picture.alt, {
    store: { folder: 'site', variantWidths: SITE_WIDTHS },
    generation: { size: picture.size, prompt: (words) => words },
  });
}

/**
 * A picture kept as an `images` row of one purpose (the logo, hero, story, a member's photo).
 * A new picture keeps the alt texts, title and description of the one it replaces.
 */
function purposeSlot(
  ctx: AppContext,
  purpose: string,
  defaultAlt: AltTexts,
  how: Pick<MediaSlot, 'store' | 'generation'>,
): MediaSlot {
  const previous = () =>
    ctx.db
      .selectFrom('images')
      .select(['alt_text', 'alt_translations', 'title', 'description'])
      .where('upload_purpose', '=', purpose)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  return {
    ...how,
    async attach(media, filename) {
      const kept = await previous();
      const saved = await replaceImageOfPurpose(ctx.db, {
        media_id: media.id,
        filename,
        upload_purpose: purpose,
        alt_text: kept?.alt_text ?? defaultAlt.en,
        alt_translations: kept?.alt_translations ?? altTranslationsJson(defaultAlt),
        title: kept?.title ?? '',
        description: kept?.description ?? '',
      });
      await Promise.all(saved.unusedMedia.map((id) => deleteMedia(ctx, id)));
      return true;
    },
    async setAlt(alt) {
      const result = await ctx.db
        .updateTable('images')
        .set({ alt_text: alt.en, alt_translations: altTranslationsJson(alt) })
        .where('upload_purpose', '=', purpose)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

async function serviceSlot(ctx: AppContext, imageId: number): Promise<MediaSlot | null> {
  const image = await ctx.db
    .selectFrom('service_images as si')
    .innerJoin('services as s', 's.id', 'si.service_id')
    .leftJoin('service_translations as t', (join) => join.onRef('t.service_id', '=', 's.id').on('t.language_code', '=', 'en'))
    .leftJoin('category_translations as c', (join) =>
      join.onRef('c.category_id', '=', 's.category_id').on('c.language_code', '=', 'en'),
    )
    .select(['si.service_id', 't.name', 't.description', 'c.name as category'])
    .where('si.id', '=', imageId)
    .executeTakeFirst();
  if (!image) return null;
  const context = { name: image.name ?? '', description: image.description ?? '', category: image.category ?? '' };
  return {
    store: { folder: SERVICE_IMAGE_FOLDER, variantWidths: SERVICE_IMAGE_WIDTHS },
    // As the image manager does: the admin's words first, the service's context after.
    generation: { size: '1792x1024', prompt: (words) => enhancePrompt(words, context), serviceId: image.service_id },
    async attach(media) {
      const unused = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('service_images').select('media_id').where('id', '=', imageId).executeTakeFirst();
        if (!row) return null;
        await trx.updateTable('service_images').set({ media_id: media.id }).where('id', '=', imageId).execute();
        return deleteMediaRows(trx, [row.media_id]);
      });
      if (!unused) return false;
      await removeMediaFiles(ctx, unused);
      return true;
    },
    async setAlt(alt) {
      const result = await ctx.db
        .updateTable('service_images')
        .set({ image_alt_text: alt.en, alt_translations: altTranslationsJson(alt) })
        .where('id', '=', imageId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

async function iconSlot(ctx: AppContext, iconId: number): Promise<MediaSlot | null> {
  const icon = await ctx.db.selectFrom('icons').select('id').where('id', '=', iconId).executeTakeFirst();
  if (!icon) return null;
  return {
    // As Icon Management stores icons: they show at 64 px or less.
    store: { folder: 'icons', variantWidths: [128] },
    generation: { size: '512x512', prompt: (words) => words, iconId },
    attach: (media, _filename, prompt) => replaceIconImage(ctx, iconId, media, prompt),
  };
}
