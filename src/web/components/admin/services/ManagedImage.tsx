import { useState } from 'react';
import { FALLBACK_IMAGE } from '../../media/ResponsiveImage';

/** A stored picture, or the default image when it cannot be loaded (docs/decisions/0007-screens.md). */
export function ManagedImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK_IMAGE.src : src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}
