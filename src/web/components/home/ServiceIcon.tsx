/**
 * The card's icon from Icon Management; the emoji when there is none or its image fails to load
 * (the page's script then sets data-icon="emoji": enhance/image-fallbacks.ts).
 */
export function ServiceIcon({ icon, emoji }: { icon: string | null; emoji: string }) {
  return (
    <span
      className="group/icon flex h-16 w-16 items-center justify-center rounded-2xl bg-green-100"
      data-icon={icon ? 'image' : 'emoji'}
    >
      <span aria-hidden="true" className="text-3xl leading-none group-data-[icon=image]/icon:hidden">
        {emoji}
      </span>
      {icon && (
        <img
          src={icon}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-12 object-contain group-data-[icon=emoji]/icon:hidden"
        />
      )}
    </span>
  );
}
