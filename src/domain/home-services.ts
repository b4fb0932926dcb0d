/**
 * The home page's service cards: one per catalogue category (the same seven categories as the
 * services filter and the footer), each linking to its filtered catalogue (/services?category=…).
 * A card shows the category's name from the catalogue, the icon named here when the icons table
 * has one (matched by name and category, case-insensitively), otherwise the emoji, and the
 * description home.services.cards.<key>.description.
 */
export const HOME_SERVICES = [
  { key: 'maintenance', category: 'lawn-care', iconName: 'Lawn Maintenance', emoji: '🌱' },
  { key: 'design', category: 'landscaping', iconName: 'Landscape Design', emoji: '🏡' },
  { key: 'trees', category: 'tree-services', iconName: 'Tree Services', emoji: '🌳' },
  { key: 'irrigation', category: 'irrigation', iconName: 'Irrigation', emoji: '💧' },
  { key: 'hardscaping', category: 'hardscaping', iconName: 'Hardscaping', emoji: '🧱' },
  { key: 'seasonal', category: 'garden-maintenance', iconName: 'Seasonal Services', emoji: '🍂' },
  { key: 'specialty', category: 'specialty-services', iconName: 'Specialty Services', emoji: '⛲' },
] as const;

export type HomeServiceKey = (typeof HOME_SERVICES)[number]['key'];

/** The icons table's category for the home page's service icons. */
export const HOME_SERVICE_ICON_CATEGORY = 'services';

/** The home card of a catalogue category, if the category has one. */
export const homeServiceOf = (categorySlug: string) => HOME_SERVICES.find((s) => s.category === categorySlug);

/** A category's catalogue section anchor (/services#trees); categories added later use their slug. */
export function categoryAnchor(categorySlug: string): string {
  return homeServiceOf(categorySlug)?.key ?? categorySlug;
}

/** The catalogue filtered to one category: where home cards and footer links lead. */
export const categoryLink = (categorySlug: string) => `/services?category=${encodeURIComponent(categorySlug)}`;
