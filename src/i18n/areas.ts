import type { Messages } from './types.js';

/**
 * Which areas of the dictionary a page sends to the browser. A public page carries only its own
 * texts (plus the header, footer and share-image texts every page uses), which keeps the HTML of
 * the shop-window pages small; account, admin and sign-in pages carry every area but e-mail.
 */
const SHARED = ['common', 'layout', 'home'];

const PUBLIC_AREAS: Record<string, string[]> = {
  '': [],
  services: ['services'],
  about: ['about'],
  contact: ['contact'],
  privacy: ['legal'],
  terms: ['legal'],
  'quote-builder': ['quote', 'uploads'],
};

const PRIVATE_SECTIONS = new Set(['admin', 'dashboard', 'login', 'register', 'forgot-password', 'reset-password']);

/** The areas of a path, or 'all'. Unknown paths (the not-found page) get the shared areas only. */
export function textAreasFor(pathname: string): string[] | 'all' {
  const section = pathname.split('/')[1] ?? '';
  if (PRIVATE_SECTIONS.has(section)) return 'all';
  return [...SHARED, ...(PUBLIC_AREAS[section] ?? [])];
}

/** True when moving between the two paths changes the texts a page needs. */
export function textAreasDiffer(from: string, to: string): boolean {
  return String(textAreasFor(from)) !== String(textAreasFor(to));
}

/** The texts of a path: its areas of the dictionary, never the server-only e-mail texts. */
export function textsForPath(messages: Messages, pathname: string): Messages {
  const areas = textAreasFor(pathname);
  const names = areas === 'all' ? Object.keys(messages).filter((area) => area !== 'email') : areas;
  return Object.fromEntries(names.filter((area) => area in messages).map((area) => [area, messages[area]!]));
}
