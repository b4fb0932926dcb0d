/** A stored image ready for `<picture>`: the main file and responsive AVIF/WebP sources. */
export interface Picture {
  src: string;
  width: number | null;
  height: number | null;
  /** srcset strings, e.g. "/media/a.avif 320w, /media/b.avif 640w"; empty for SVG. */
  avif: string;
  webp: string;
}
