import type { ValueIcon as ValueIconName } from '../../../domain/site-blocks-text';

/** 24×24 glyphs an owner can give a value card. */
export const VALUE_ICON_PATHS: Record<ValueIconName, string> = {
  leaf: 'M17 3C9 3 4 8 4 15c0 2 .5 4 1.5 5.5L4 22l1.4 1.4 1.6-1.6C8.5 22.6 10.3 23 12 23c7 0 11-6 11-14V3h-6Zm-5 17c-1.2 0-2.4-.3-3.5-.8L15 12.7l-1.4-1.4-6.6 6.5C6.4 16.9 6 16 6 15c0-5.5 4-10 11-10h4v4c0 6.8-3.3 11-9 11Z',
  palette:
    'M12 2a10 10 0 0 0 0 20c1.7 0 2.5-1 2.5-2.2 0-.6-.3-1.1-.6-1.5-.3-.4-.5-.8-.5-1.3 0-1 .8-1.8 1.8-1.8H17a5 5 0 0 0 5-5C22 6 17.5 2 12 2ZM6.5 12a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z',
  shield: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.6-3.6 1.4-1.4 2.2 2.2 5-5 1.4 1.4-6.4 6.4Z',
  trophy:
    'M19 4h-2V2H7v2H5a2 2 0 0 0-2 2v1a5 5 0 0 0 4.4 5A5 5 0 0 0 11 15.9V19H7v2h10v-2h-4v-3.1a5 5 0 0 0 3.6-3.9A5 5 0 0 0 21 7V6a2 2 0 0 0-2-2ZM5 7V6h2v4a3 3 0 0 1-2-3Zm14 0a3 3 0 0 1-2 3V6h2v1Z',
  heart:
    'M12 21s-7.5-4.6-9.5-9.3C1 8.2 3.2 4.5 6.8 4.5c2.1 0 3.7 1.1 5.2 3 1.5-1.9 3.1-3 5.2-3 3.6 0 5.8 3.7 4.3 7.2C19.5 16.4 12 21 12 21Z',
  water: 'M12 2.5S5 10.3 5 15a7 7 0 0 0 14 0c0-4.7-7-12.5-7-12.5Z',
  sun: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm-1-6h2v3h-2V1Zm0 19h2v3h-2v-3ZM1 11h3v2H1v-2Zm19 0h3v2h-3v-2ZM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1Zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1ZM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1-1.4-1.4ZM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1-1.4-1.4Z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.4V6h-2v7.4l5 3 1-1.7z',
};

export function ValueIcon({ icon, className }: { icon: ValueIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className={className}>
      <path d={VALUE_ICON_PATHS[icon] ?? VALUE_ICON_PATHS.leaf} fill="currentColor" />
    </svg>
  );
}
