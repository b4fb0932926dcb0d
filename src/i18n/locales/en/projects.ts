/** The project gallery as visitors see it: /projects and the 'Recent work' sections. */
export const projects = {
  meta: {
    title: 'Our Work | Evergreen Landscaping',
    description:
      'Before and after photos of gardens, lawns, patios and trees we have worked on in Bellevue and the Seattle area.',
  },
  hero: {
    title: 'Our work',
    subtitle: 'Before and after photos of recent jobs by our crew in Bellevue and the Seattle area.',
  },
  recent: {
    title: 'Recent work',
    subtitle: 'Real jobs by our crew, before and after.',
    serviceSubtitle: 'Recent {{service}} jobs by our crew, before and after.',
    seeAll: 'See all our work',
    open: 'See the before and after',
    openLabel: 'See the before and after of {{title}}',
  },
  photo: {
    before: 'Before',
    after: 'After',
    beforeAlt: 'Before: {{title}}',
    afterAlt: 'After: {{title}}',
  },
  slider: {
    label: 'Compare before and after: {{title}}',
    hint: 'Before on the left, after on the right. Move the slider to show more of either.',
  },
  servicesDone: 'Services',
  empty: {
    title: 'Photos of our work are on their way',
    text: 'Meanwhile, see what we do, or ask us for a free quote.',
    services: 'View our services',
  },
  cta: {
    title: 'Want results like these?',
    text: 'Tell us about your yard and get a free, no-obligation estimate.',
    /** Follows the text with the company's reply-time figure (settings), hidden when it is left empty. */
    reply: 'We reply within {{time}}.',
    getFreeQuote: 'Get Free Quote',
    contactUs: 'Contact Us',
  },
};
