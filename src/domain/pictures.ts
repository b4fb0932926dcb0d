/** A stored picture as pages render it: the original plus responsive AVIF/WebP variants. */
export interface PictureVariant {
  width: number;
  height: number;
  webp: string;
  avif: string;
}

export interface Picture {
  src: string;
  width: number;
  height: number;
  alt: string;
  variants: PictureVariant[];
}

/** Media files are served under /media; variants are stored as paths relative to the media folder. */
export const mediaUrl = (relativePath: string) => `/media/${relativePath.replace(/^\/+/, '')}`;

export interface MediaFields {
  path: string;
  width: number | null;
  height: number | null;
  variants: string;
}

/** Turns a media row into a Picture; null when the row lacks dimensions (not an image). */
export function pictureFromMedia(media: MediaFields, alt: string): Picture | null {
  if (!media.width || !media.height) return null;
  let variants: PictureVariant[] = [];
  try {
    const parsed = JSON.parse(media.variants) as PictureVariant[];
    variants = Array.isArray(parsed) ? parsed : [];
  } catch {
    variants = [];
  }
  return {
    src: mediaUrl(media.path),
    width: media.width,
    height: media.height,
    alt,
    variants: variants
      .filter((v) => v && v.width > 0 && v.height > 0 && v.webp && v.avif)
      .map((v) => ({ width: v.width, height: v.height, webp: mediaUrl(v.webp), avif: mediaUrl(v.avif) }))
      .sort((a, b) => a.width - b.width),
  };
}
