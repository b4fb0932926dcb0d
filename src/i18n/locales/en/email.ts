/** Texts of the e-mails the site sends, by area (other areas add their own sections). */
export const email = {
  quote: {
    customer: {
      subject: 'Your quote request {{reference}}',
      heading: 'Thank you for your quote request',
      greeting: 'Hello {{name}},',
      received: 'We have received your quote request. Your reference number is {{reference}}.',
      promise: 'We will contact you within 24 hours to talk about your project.',
      estimateNote: 'The estimate is a guide; we confirm the final price after seeing your property.',
      footer: 'You receive this e-mail because you asked for a quote on our website.',
    },
    company: {
      subject: 'New quote request {{reference}} from {{name}}',
      heading: 'New quote request',
      intro: '{{name}} asked for a quote. Please reply within 24 hours.',
      open: 'Open the request',
      footer: 'Sent by the quote builder on the website.',
    },
    rows: {
      reference: 'Reference',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Property address',
      message: 'Message',
      propertyType: 'Property type',
      propertySize: 'Property size',
      services: 'Services',
      timeline: 'Timeline',
      budget: 'Budget range',
      urgency: 'Urgency',
      preferences: 'Preferences',
      files: 'Files',
      estimate: 'Estimated total',
      language: 'Language',
    },
  },
};
