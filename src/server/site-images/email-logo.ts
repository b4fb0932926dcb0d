import sharp from 'sharp';
import type { AppContext } from '../context.js';
import { readCompany } from '../settings/repository.js';
import { readLogo } from './logo.js';

/** The path of the e-mail copy of the logo; `?v=` changes with every new logo, so caches never go stale. */
export const EMAIL_LOGO_PATH = '/api/images/logo/email.png';
const EMAIL_LOGO_HEIGHT = 80;

/** One PNG per logo: e-mail clients show PNG everywhere, WebP and SVG only in some. */
const rendered = new WeakMap<AppContext, { mediaId: number; png: Buffer }>();

/** The current raster logo as a PNG for e-mails, or null when there is none (or it is an SVG). */
export async function emailLogoPng(ctx: AppContext): Promise<Buffer | null> {
  const logo = await readLogo(ctx.db);
  if (!logo?.raster) return null;
  const cached = rendered.get(ctx);
  if (cached?.mediaId === logo.mediaId) return cached.png;
  const file = await ctx.media.read(logo.src.replace(/^\/media\//, ''));
  if (!file) return null;
  const png = await sharp(file).resize({ height: EMAIL_LOGO_HEIGHT, withoutEnlargement: true }).png().toBuffer();
  rendered.set(ctx, { mediaId: logo.mediaId, png });
  return png;
}

export type EmailBrand = Awaited<ReturnType<typeof readEmailBrand>>;

/**
 * What every e-mail's header shows: the company, and its logo when it has a raster one. Read before
 * the transaction that writes the mail to the outbox (SQLite runs one statement at a time: a read
 * outside the transaction would wait for it).
 */
export async function readEmailBrand(ctx: AppContext) {
  const [company, logo] = await Promise.all([readCompany(ctx.db), readLogo(ctx.db)]);
  return {
    company,
    logo: logo?.raster
      ? { url: `${ctx.config.publicUrl}${EMAIL_LOGO_PATH}?v=${logo.mediaId}`, alt: logo.alt || company.name }
      : undefined,
  };
}
