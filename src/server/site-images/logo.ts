import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { mediaUrl } from '../media/repository.js';
import { listImageRows } from './repository.js';

export const LOGO_PURPOSE = 'logo';
/** Header and footer show the logo this tall (CSS pixels). */
export const LOGO_HEIGHT = 40;
/** Widths of the raster logo's responsive copies: 1x and 2x of a typical wordmark. */
export const LOGO_VARIANT_WIDTHS = [160, 320, 480] as const;
const MAX_DISPLAY_WIDTH = 200;

/** The uploaded logo as pages show it. */
export interface SiteLogo {
  src: string;
  /** WebP copies by width, for srcset; empty for an SVG. */
  srcSet: string;
  alt: string;
  /** Displayed size: LOGO_HEIGHT tall, width from the picture's proportions. */
  width: number;
  height: number;
  /** For e-mails, which show raster pictures only. */
  raster: boolean;
  mediaId: number;
}

/** The current logo (the newest upload of purpose 'logo'), or null: pages then show the built-in mark. */
export async function readLogo(db: Kysely<DB>): Promise<SiteLogo | null> {
  const [row] = await listImageRows(db, LOGO_PURPOSE);
  if (!row) return null;
  const raster = row.mime !== 'image/svg+xml';
  const ratio = row.width && row.height ? row.width / row.height : 3;
  const variants = JSON.parse(row.variants) as { width: number; webp: string }[];
  return {
    src: mediaUrl(row.path),
    srcSet: variants.map((v) => `${mediaUrl(v.webp)} ${v.width}w`).join(', '),
    alt: row.alt_text,
    width: Math.min(MAX_DISPLAY_WIDTH, Math.round(LOGO_HEIGHT * ratio)),
    height: LOGO_HEIGHT,
    raster,
    mediaId: row.media_id,
  };
}
