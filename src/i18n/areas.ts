import type { Messages } from './types.js';

/**
 * Which areas of the dictionary a page sends to the browser. A public page carries only its own
 * texts (plus the header, footer and share-image texts every page uses), which keeps the HTML of
 * the shop-window pages small; account, admin and sign-in pages carry every area but the server-only ones.
 */
const SHARED = ['common', 'layout', 'home'];

const PUBLIC_AREAS: Record<string, string[]> = {
  // The home page and a service's page show 'Recent work' (components/projects/RecentWork.tsx).
  '': ['projects'],
  services: ['services', 'projects'],
  projects: ['projects'],
  about: ['about'],
  contact: ['contact', 'visitLinks'],
  privacy: ['legal'],
  terms: ['legal'],
  // A customer's proposal page, opened from the e-mailed link without signing in (docs/proposals.md).
  proposals: ['proposals'],
  'quote-builder': ['quote', 'quoteJob', 'uploads', 'visitLinks'],
  // Site visits: the service names come from the contact form's list.
  'book-visit': ['visits', 'contact'],
  visits: ['visits', 'contact'],
  // The crew's day (docs/jobs.md): served without React, its texts are the jobs area.
  crew: ['jobs'],
};

const PRIVATE_SECTIONS = new Set([
  'admin',
  'dashboard',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'hub',
]);

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

/** Texts only the server writes (e-mails, the proposal PDF, API errors): no page needs them. */
const SERVER_ONLY = new Set(['email', 'proposalDocuments', 'apiErrors']);

/** The texts of a path: its areas of the dictionary, never the server-only texts. */
export function textsForPath(messages: Messages, pathname: string): Messages {
  const areas = textAreasFor(pathname);
  const names = areas === 'all' ? Object.keys(messages).filter((area) => !SERVER_ONLY.has(area)) : areas;
  return Object.fromEntries(names.filter((area) => area in messages).map((area) => [area, messages[area]!]));
}
