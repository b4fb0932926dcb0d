import type { Picture } from '../../../domain/media';

export const FALLBACK_IMAGE = { src: '/images/service-fallback.svg', width: 960, height: 640 };

interface ResponsiveImageProps {
  picture: Picture | null;
  alt: string;
  /** Which width the picture takes in the layout, for the browser's choice among the variants. */
  sizes: string;
  /** Above the fold: load at once with high priority (the page's main picture). Otherwise lazy. */
  priority?: boolean;
  /** Shown instead when there is no picture or it fails to load. */
  fallback?: { src: string; width: number; height: number; alt: string };
  /** Width / height of the frame; the picture's own ratio when absent. */
  ratio?: string;
  /**
   * A media query outside which the picture is not shown (hide the frame there with `className`):
   * a blank source stands in, so small screens download nothing.
   */
  shownWhen?: string;
  className?: string;
}

/** A transparent 1×1 GIF: what a picture not shown at this screen size loads instead. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A picture in AVIF or WebP at the size the screen needs. The frame keeps its ratio from the
 * first paint (no layout shift) and its light background stands in until the image arrives; when
 * the image fails, the page's script marks the frame `data-failed` and the fallback image shows
 * instead (enhance/image-fallbacks.ts). No React state: the same markup works on pages without it.
 */
export function ResponsiveImage({
  picture,
  alt,
  sizes,
  priority = false,
  fallback,
  ratio,
  shownWhen,
  className = '',
}: ResponsiveImageProps) {
  const width = picture?.width ?? FALLBACK_IMAGE.width;
  const height = picture?.height ?? FALLBACK_IMAGE.height;
  const imageClass = 'absolute inset-0 h-full w-full object-cover';
  return (
    <div
      data-picture-frame=""
      data-failed={picture ? undefined : ''}
      className={`group/picture relative overflow-hidden bg-stone-100 ${className}`}
      style={{ aspectRatio: ratio ?? `${width} / ${height}` }}
    >
      {picture && (
        <picture>
          {picture.avif && <source media={shownWhen} type="image/avif" sizes={sizes} srcSet={picture.avif} />}
          {picture.webp && <source media={shownWhen} type="image/webp" sizes={sizes} srcSet={picture.webp} />}
          {shownWhen && <source srcSet={BLANK} />}
          <img
            src={picture.src}
            width={width}
            height={height}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? 'sync' : 'async'}
            className={`${imageClass} group-data-failed/picture:hidden`}
          />
        </picture>
      )}
      {fallback && (
        <img
          src={fallback.src}
          width={fallback.width}
          height={fallback.height}
          alt={fallback.alt}
          loading="lazy"
          decoding="async"
          data-fallback=""
          className={`${imageClass} hidden group-data-failed/picture:block`}
        />
      )}
    </div>
  );
}
