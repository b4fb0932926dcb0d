/**
 * 'Make the site yours' (docs/admin-content.md#make-the-site-yours): what a new owner replaces or
 * sets before going live, in the order the checklist shows, each with the screen that does it.
 */
export const SETUP_ITEMS = [
  { key: 'heroPhoto', path: '/admin/content/media' },
  { key: 'servicePhotos', path: '/admin/services' },
  { key: 'projects', path: '/admin/projects' },
  { key: 'teamPhotos', path: '/admin/content/editor?list=team' },
  { key: 'licence', path: '/admin/content' },
  { key: 'reviewLink', path: '/admin/content' },
  { key: 'pricesChecked', path: '/admin/services' },
  { key: 'demoAccounts', path: '/admin/users' },
  { key: 'outgoingMail', path: '/admin/mail' },
] as const;

export type SetupKey = (typeof SETUP_ITEMS)[number]['key'];

export interface SetupItem {
  key: SetupKey;
  path: string;
  done: boolean;
  /** For the items counted one by one (service and team photos): how many are done of how many. */
  progress: { done: number; total: number } | null;
}

export interface SetupChecklist {
  items: SetupItem[];
  /** Every item is done, or the owner dismissed the list: /admin no longer shows it. */
  hidden: boolean;
  dismissed: boolean;
}
