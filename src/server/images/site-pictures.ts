import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { AltTexts, Picture } from '../../domain/media.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { altTextsOf, altTranslationsJson } from '../media/alt-texts.js';
import { storeImage, toPicture } from '../media/repository.js';
import { createOfflineEngine, type ImageSize } from './generation/index.js';

/**
 * The site's own pictures besides the services' ones: each is an `images` row with its own
 * upload_purpose, so an admin can replace it like the logo (the newest row of a purpose wins).
 */
export const SITE_PICTURES = {
  hero: {
    purpose: 'site-hero',
    size: '1792x1024',
    prompt: 'sunny backyard garden with green lawn, flower beds, stone path and trees',
    alt: {
      en: 'A sunny landscaped backyard with a green lawn, flower beds and a stone path',
      es: 'Un patio soleado con césped verde, canteros de flores y un sendero de piedra',
      pt: 'Um quintal ensolarado com gramado verde, canteiros de flores e um caminho de pedra',
    },
  },
  about: {
    purpose: 'site-about',
    size: '1792x1024',
    prompt: 'landscaping crew planting shrubs and flowers in a garden bed with tools',
    alt: {
      en: 'Our crew planting shrubs and flowers in a garden bed',
      es: 'Nuestro equipo plantando arbustos y flores en un cantero',
      pt: 'Nossa equipe plantando arbustos e flores em um canteiro',
    },
  },
} as const satisfies Record<string, { purpose: string; size: ImageSize; prompt: string; alt: AltTexts }>;

export type SitePictureKey = keyof typeof SITE_PICTURES;

/** Modest widths: enough for phone and desktop screens, quick to encode at seed time. */
const VARIANT_WIDTHS = [320, 640, 960] as const;
const PICTURE_WIDTH = 960;

/** A site picture with its alt text in each language. */
export interface SitePicture {
  picture: Picture;
  alt: AltTexts;
}

/** The newest picture of each asked purpose that exists. */
export async function readSitePictures<K extends SitePictureKey>(
  db: Kysely<DB>,
  keys: readonly K[],
): Promise<Partial<Record<K, SitePicture>>> {
  if (keys.length === 0) return {};
  const rows = await db
    .selectFrom('images as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select(['i.id', 'i.upload_purpose', 'i.alt_text', 'i.alt_translations', 'm.path', 'm.width', 'm.height', 'm.variants'])
    .where(
      'i.upload_purpose',
      'in',
      keys.map((k) => SITE_PICTURES[k].purpose),
    )
    .orderBy('i.id', 'desc')
    .execute();
  const pictures: Partial<Record<K, SitePicture>> = {};
  for (const key of keys) {
    const row = rows.find((r) => r.upload_purpose === SITE_PICTURES[key].purpose);
    if (row) pictures[key] = { picture: toPicture(row), alt: altTextsOf(row.alt_text, row.alt_translations) };
  }
  return pictures;
}

/**
 * Draws the pictures the site is missing with the offline illustrator (always offline: seeding
 * never calls a paid API) and stores them as optimised media: the hero and about pictures,
 * and a primary picture for every service that has no picture at all. Team members have no
 * drawn picture: a drawing of a flower bed is not a person (they show initials until the owner
 * adds a photo). Returns how many it made.
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
  const scaled = await sharp(art.png)
    .resize({ width: PICTURE_WIDTH, withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return storeImage(ctx, scaled, { folder, variantWidths: VARIANT_WIDTHS, drawn: true });
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
          alt_text: p.alt.en,
          alt_translations: altTranslationsJson(p.alt),
          title: p.alt.en,
          description: p.prompt,
          upload_purpose: p.purpose,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
}

/** The English name, category and own prompt of services (all, or those given). */
function serviceRows(ctx: AppContext) {
  return ctx.db
    .selectFrom('services as s')
    .leftJoin('service_translations as t', (join) => join.onRef('t.service_id', '=', 's.id').on('t.language_code', '=', 'en'))
    .leftJoin('category_translations as c', (join) =>
      join.onRef('c.category_id', '=', 's.category_id').on('c.language_code', '=', 'en'),
    )
    .select(['s.id', 's.image_prompt', 't.name', 'c.name as category']);
}

/**
 * What a service's picture shows: its own image prompt, else its name and then its category
 * (the illustrator weighs the first words most, so the name wins and the category fills in).
 */
export function servicePicturePrompt(service: {
  image_prompt: string | null;
  name: string | null;
  category: string | null;
}): string {
  return service.image_prompt?.trim() || [service.name, service.category].filter(Boolean).join(', ') || 'garden';
}

type ServiceRow = Awaited<ReturnType<ReturnType<typeof serviceRows>['executeTakeFirstOrThrow']>>;

async function drawAndAttach(ctx: AppContext, service: ServiceRow): Promise<void> {
  const media = await drawPicture(ctx, servicePicturePrompt(service), '1792x1024', 'services');
  await ctx.db
    .insertInto('service_images')
    .values({
      service_id: service.id,
      media_id: media.id,
      image_type: 'primary',
      image_alt_text: service.name ?? '',
      sort_order: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Draws the picture of a service the admin just created, in the style of the catalogue's
 * pictures, as its primary image. A failure is logged: the service then shows the fallback.
 */
export async function drawNewServicePicture(ctx: AppContext, serviceId: number): Promise<void> {
  try {
    const service = await serviceRows(ctx).where('s.id', '=', serviceId).executeTakeFirst();
    if (service) await drawAndAttach(ctx, service);
  } catch (err) {
    ctx.log.warn({ err, serviceId }, 'the picture of a new service could not be drawn');
  }
}

async function missingServicePictures(ctx: AppContext): Promise<Job[]> {
  const services = await serviceRows(ctx)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('service_images as si').select('si.id').whereRef('si.service_id', '=', 's.id'))),
    )
    .execute();
  return services.map((s) => () => drawAndAttach(ctx, s));
}
