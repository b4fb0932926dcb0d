/** Jobs, visits and the crew's day (docs/jobs.md). */
export const jobs = {
  email: {
    address: 'Address',
    footer: 'You receive this e-mail because {{company}} is working at your property.',
    onMyWay: {
      subject: '{{crew}} from {{company}} is on the way',
      heading: 'We are on our way',
      greeting: 'Hello {{name}},',
      intro: '{{crew}} from {{company}} is on the way to you now.',
    },
  },
};
