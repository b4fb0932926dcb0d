export const layout = {
  // The header's account menu of a signed-in visitor, on every page.
  accountMenu: {
    label: 'Account menu',
    dashboard: 'My dashboard',
    crew: 'My day',
    admin: 'Admin',
    logout: 'Log out',
    signedInAs: 'Signed in as',
  },
  skipToContent: 'Skip to main content',
  nav: { home: 'Home', services: 'Services', projects: 'Our Work', about: 'About', contact: 'Contact', main: 'Main navigation' },
  login: 'Login',
  register: 'Register',
  call: 'Call {{phone}}',
  getFreeQuote: 'Get Free Quote',
  actions: { label: 'Call or get a quote', call: 'Call', callNow: 'Call {{phone}}', quote: 'Free Quote' },
  notifications: 'Notifications (Alt+T)',
  menu: 'Menu',
  language: 'Language',
  logoAlt: '{{company}} logo',
  /** The text logo's link: its name starts with the name it shows (the company's), for voice control. */
  logoHome: '{{company}}, home',
  footer: {
    description:
      'Professional landscaping for homes and businesses in Bellevue and the Seattle area: design, lawn care, trees, irrigation and hardscaping, done with care since 2009.',
    quickLinks: 'Quick Links',
    services: 'Services',
    contactTitle: 'Contact',
    getFreeQuote: 'Get Free Quote',
    contactUs: 'Contact Us',
    follow: 'Follow us',
    social: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', linkedin: 'LinkedIn' },
    copyright: '© {{year}} {{company}}. All rights reserved.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    license: '{{region}} contractor license {{number}}',
    /** The licence's name in the structured data for search engines (JSON-LD). */
    licenseName: 'Contractor license',
  },
  hours: {
    days: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
    span: '{{first}}-{{last}}',
    line: '{{days}} {{hours}}',
    closed: 'closed',
  },
};
