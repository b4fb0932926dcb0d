/**
 * The content sections an admin can edit: the site's main texts, each keyed by the dotted i18n
 * key it overrides (a test checks every key is a text of the English dictionary). Names and
 * categories are stored in English; the admin screen shows them translated where it can.
 */
export const CONTENT_SECTIONS = [
  { key: 'home.hero.title', name: 'Hero title', category: 'Home' },
  { key: 'home.hero.subtitle', name: 'Hero subtitle', category: 'Home' },
  { key: 'home.services.title', name: 'Services title', category: 'Home' },
  { key: 'home.services.subtitle', name: 'Services subtitle', category: 'Home' },
  { key: 'home.cta.title', name: 'Call to action title', category: 'Home' },
  { key: 'home.cta.subtitle', name: 'Call to action text', category: 'Home' },
  { key: 'services.hero.title', name: 'Hero title', category: 'Services' },
  { key: 'services.hero.subtitle', name: 'Hero subtitle', category: 'Services' },
  { key: 'about.hero.title', name: 'Hero title', category: 'About' },
  { key: 'about.hero.subtitle', name: 'Hero subtitle', category: 'About' },
  { key: 'about.story.title', name: 'Story title', category: 'About' },
  { key: 'about.story.p1', name: 'Story, first paragraph', category: 'About' },
  { key: 'about.story.p2', name: 'Story, second paragraph', category: 'About' },
  { key: 'about.story.p3', name: 'Story, third paragraph', category: 'About' },
  { key: 'contact.hero.title', name: 'Hero title', category: 'Contact' },
  { key: 'contact.hero.subtitle', name: 'Introduction', category: 'Contact' },
  { key: 'layout.footer.description', name: 'Footer description', category: 'Layout' },
] as const;
