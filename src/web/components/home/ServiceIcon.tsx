import { useImageStatus } from '../media/useImageStatus';

/** The card's icon from Icon Management; the emoji when there is none or its image fails to load. */
export function ServiceIcon({ icon, emoji }: { icon: string | null; emoji: string }) {
  const { status, imageProps } = useImageStatus();
  const showEmoji = !icon || status === 'failed';
  return (
    <span
      className="flex h-16 w-16 items-center justify-center rounded-2xl bg-green-100"
      data-icon={showEmoji ? 'emoji' : 'image'}
    >
      {showEmoji ? (
        <span aria-hidden="true" className="text-3xl leading-none">
          {emoji}
        </span>
      ) : (
        <img
          {...imageProps}
          src={icon}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-12 object-contain"
        />
      )}
    </span>
  );
}
