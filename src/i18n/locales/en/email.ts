/** Texts of the e-mails the site sends, one section per area. */
export const email = {
  auth: {
    reset: {
      subject: 'Reset your {{company}} password',
      heading: 'Reset your password',
      greeting: 'Hello {{name}},',
      intro: 'We received a request to reset the password of your {{company}} account.',
      action: 'Choose a new password',
      expiry: 'The link works once and expires in 1 hour.',
      ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      footer: 'You receive this e-mail because someone asked to reset the password of this account.',
    },
  },
  contact: {
    subject: 'New contact message from {{name}}',
    heading: 'New message from the website',
    intro: '{{name}} sent a message through the contact form. Reply to this e-mail to answer them directly.',
    promise: 'We promise a reply within 24 hours.',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      serviceInterest: 'Service interest',
      language: 'Language',
      message: 'Message',
    },
    notGiven: 'not given',
    action: 'Open the leads inbox',
    footer: 'Sent by the contact form of the website.',
  },
};
