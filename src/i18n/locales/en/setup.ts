/** 'Make the site yours': the checklist of /admin until the site is the owner's own (docs/admin-content.md). */
export const setup = {
  heading: 'Make the site yours',
  intro: 'What a visitor should see before the site goes live. Each item ticks itself once it is done.',
  progress: '{{done}} of {{total}} done',
  summary: 'Make the site yours: {{done}} of {{total}} done',
  counted: '{{done}} of {{total}}',
  done: 'Done',
  todo: 'To do',
  open: 'Open',
  items: {
    heroPhoto: {
      title: 'A real photo on the home page',
      hint: 'The home page still shows a drawing. Replace it with a photo of your work in Media Management.',
    },
    servicePhotos: {
      title: 'Real photos of your services',
      hint: 'Upload a photo to each service: it replaces the drawing as its main picture.',
    },
    projects: {
      title: 'A project with before and after photos',
      hint: 'Publish a finished job with its two photos: the home page and Our Work show it.',
    },
    teamPhotos: {
      title: 'Photos of the team',
      hint: 'Without a photo, visitors see initials. Add each person’s photo in the Content Editor.',
    },
    licence: {
      title: 'Your contractor licence number',
      hint: 'Shown in the footer: enter it under Settings in Content Management.',
    },
    reviewLink: {
      title: 'A link to your reviews',
      hint: 'Your Google or Yelp page, linked under the testimonials: Settings in Content Management.',
    },
    pricesChecked: {
      title: 'Prices checked',
      hint: 'The catalogue starts with sample prices. Check them in Service Management, then tick this.',
      tick: 'I checked the prices',
      untick: 'Not checked after all',
    },
    demoAccounts: {
      title: 'Demo accounts off',
      hint: 'Anyone can sign in with the published demo passwords. Start the site with DEMO_ACCOUNTS=false, or disable them in Users.',
    },
    outgoingMail: {
      title: 'Outgoing mail configured',
      hint: 'E-mails go to a folder on the server until SMTP_URL names your mail server.',
    },
  },
  dismiss: 'Hide this list',
  saveFailed: 'Could not save. Please try again.',
  errors: { flag: 'Send true or false.' },
};
