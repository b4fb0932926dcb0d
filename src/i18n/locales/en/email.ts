export const email = {
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
