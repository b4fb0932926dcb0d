/**
 * The six service cards of the home page (SPEC.md: design, lawn maintenance, tree services,
 * irrigation, hardscaping, seasonal). Each links to its section of the catalogue (/services#design …)
 * and shows the icon named here when the icons table has one (matched by name and category,
 * case-insensitively), otherwise the emoji.
 */
export const HOME_SERVICES = [
  { key: 'design', iconName: 'Landscape Design', emoji: '🏡' },
  { key: 'maintenance', iconName: 'Lawn Maintenance', emoji: '🌱' },
  { key: 'trees', iconName: 'Tree Services', emoji: '🌳' },
  { key: 'irrigation', iconName: 'Irrigation', emoji: '💧' },
  { key: 'hardscaping', iconName: 'Hardscaping', emoji: '🧱' },
  { key: 'seasonal', iconName: 'Seasonal Services', emoji: '🍂' },
] as const;

export type HomeServiceKey = (typeof HOME_SERVICES)[number]['key'];

/** The icons table's category for the home page's service icons. */
export const HOME_SERVICE_ICON_CATEGORY = 'services';

/** Catalogue section anchors: the home cards' and footer's /services#… links land on these. */
const CATEGORY_ANCHORS: Record<string, string> = {
  landscaping: 'design',
  'lawn-care': 'maintenance',
  'tree-services': 'trees',
  irrigation: 'irrigation',
  hardscaping: 'hardscaping',
  'garden-maintenance': 'seasonal',
  'specialty-services': 'specialty',
};

/** The anchor id of a category's catalogue section; categories added later use their slug. */
export function categoryAnchor(categorySlug: string): string {
  return CATEGORY_ANCHORS[categorySlug] ?? categorySlug;
}
