import type { Lang } from './languages.js';

/** A stored image ready for `<picture>`: the main file and responsive AVIF/WebP sources. */
export interface Picture {
  src: string;
  width: number | null;
  height: number | null;
  /** srcset strings, e.g. "/media/a.avif 320w, /media/b.avif 640w"; empty for SVG. */
  avif: string;
  webp: string;
}

/** A picture's alt text in each language; an empty Spanish or Portuguese text falls back to English. */
export type AltTexts = Record<Lang, string>;

/** The alt text of a picture in a language. */
export function altIn(alt: AltTexts, lang: Lang): string {
  return alt[lang]?.trim() || alt.en;
}
