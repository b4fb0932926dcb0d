import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Picture } from '../../domain/media.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { storeImage, toPicture } from '../media/repository.js';
import { createOfflineEngine, type ImageSize } from './generation/index.js';

/**
 * The site's own pictures besides the services' ones: each is an `images` row with its own
 * upload_purpose, so an admin can replace it like the logo (the newest row of a purpose wins).
 */
export const SITE_PICTURES = {
  hero: { purpose: 'site-hero', size: '1792x1024', prompt: 'sunny backyard garden with green lawn, flower beds, stone path and trees', alt: 'A landscaped backyard garden' },
  about: { purpose: 'site-about', size: '1792x1024', prompt: 'landscaping crew planting shrubs and flowers in a garden bed with tools', alt: 'Our crew planting a garden bed' },
  team1: { purpose: 'site-team-1', size: '1024x1024', prompt: 'landscape designer with flowers, shrubs and a garden path', alt: 'Michael Reyes, founder and lead designer' },
  team2: { purpose: 'site-team-2', size: '1024x1024', prompt: 'arborist with a tall evergreen tree and autumn leaves', alt: 'Jennifer Park, certified arborist' },
  team3: { purpose: 'site-team-3', size: '1024x1024', prompt: 'irrigation specialist with a sprinkler watering a green lawn', alt: 'Carlos Mendoza, irrigation specialist' },
} as const satisfies Record<string, { purpose: string; size: ImageSize; prompt: string; alt: string }>;

export type SitePictureKey = keyof typeof SITE_PICTURES;

/** Modest widths: enough for phone and desktop screens, quick to encode at seed time. */
const VARIANT_WIDTHS = [320, 640, 960] as const;
const PICTURE_WIDTH = 960;

/** The newest picture of each asked purpose that exists. */
export async function readSitePictures<K extends SitePictureKey>(db: Kysely<DB>, keys: readonly K[]): Promise<Partial<Record<K, Picture>>> {
  if (keys.length === 0) return {};
  const rows = await db
    .selectFrom('images as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select(['i.id', 'i.upload_purpose', 'm.path', 'm.width', 'm.height', 'm.variants'])
    .where('i.upload_purpose', 'in', keys.map((k) => SITE_PICTURES[k].purpose))
    .orderBy('i.id', 'desc')
    .execute();
  const pictures: Partial<Record<K, Picture>> = {};
  for (const key of keys) {
    const row = rows.find((r) => r.upload_purpose === SITE_PICTURES[key].purpose);
    if (row) pictures[key] = toPicture(row);
  }
  return pictures;
}

/**
 * Draws the pictures the site is missing with the offline illustrator (always offline: seeding
 * never calls a paid API) and stores them as optimised media: the hero, about and team pictures,
 * and a primary picture for every service that has no picture at all. Returns how many it made.
 */
export async function seedSitePictures(ctx: AppContext): Promise<number> {
  const jobs = [...(await missingSitePictures(ctx)), ...(await missingServicePictures(ctx))];
  // Two at a time: encoding uses native threads, and the machine may be small.
  const queue = [...jobs];
  let made = 0;
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        try {
          await job();
          made += 1;
        } catch (err) {
          // A missing picture shows the fallback; it must not stop the site from starting.
          ctx.log.warn({ err }, 'a site picture could not be drawn; it will be tried again at the next start');
        }
      }
    }),
  );
  if (made > 0) ctx.events.emit('site-changed');
  return made;
}

type Job = () => Promise<void>;
const offline = createOfflineEngine();

async function drawPicture(ctx: AppContext, prompt: string, size: ImageSize, folder: string) {
  const art = await offline.generate({ prompt, size });
  // Scaled down before storing: the largest size a page shows is 960 px wide.
  const scaled = await sharp(art.png).resize({ width: PICTURE_WIDTH, withoutEnlargement: true }).png({ compressionLevel: 1 }).toBuffer();
  return storeImage(ctx, scaled, { folder, variantWidths: VARIANT_WIDTHS });
}

async function missingSitePictures(ctx: AppContext): Promise<Job[]> {
  const present = await ctx.db.selectFrom('images').select('upload_purpose').distinct().execute();
  const have = new Set(present.map((r) => r.upload_purpose));
  return Object.values(SITE_PICTURES)
    .filter((p) => !have.has(p.purpose))
    .map((p) => async () => {
      const media = await drawPicture(ctx, p.prompt, p.size, 'site');
      await ctx.db
        .insertInto('images')
        .values({
          media_id: media.id,
          filename: `${p.purpose}.webp`,
          alt_text: p.alt,
          title: p.alt,
          description: p.prompt,
          upload_purpose: p.purpose,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
}

async function missingServicePictures(ctx: AppContext): Promise<Job[]> {
  const services = await ctx.db
    .selectFrom('services as s')
    .leftJoin('service_translations as t', (join) => join.onRef('t.service_id', '=', 's.id').on('t.language_code', '=', 'en'))
    .select(['s.id', 's.image_prompt', 't.name'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('service_images as si').select('si.id').whereRef('si.service_id', '=', 's.id'))))
    .execute();
  return services.map((s) => async () => {
    const media = await drawPicture(ctx, s.image_prompt || s.name || 'garden', '1792x1024', 'services');
    await ctx.db
      .insertInto('service_images')
      .values({
        service_id: s.id,
        media_id: media.id,
        image_type: 'primary',
        image_alt_text: s.name ?? '',
        sort_order: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
}
