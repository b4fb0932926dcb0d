export const contact = {
  meta: {
    title: 'Contact Us | Evergreen Landscaping, Bellevue WA',
    description:
      'Contact Evergreen Landscaping in Bellevue: call, e-mail or send a message about your project. We reply to every message within 24 hours.',
  },
  hero: {
    title: 'Contact Us',
    subtitle: 'Questions, ideas or a project in mind? Send us a message and we will get back to you within 24 hours.',
  },
  form: {
    title: 'Send Us a Message',
    requiredNote: 'Fields marked * are required.',
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    serviceInterest: 'Service Interest',
    selectService: 'Select a service',
    services: {
      'landscape-design': 'Landscape Design',
      'lawn-maintenance': 'Lawn Maintenance',
      'tree-services': 'Tree Services',
      irrigation: 'Irrigation',
      hardscaping: 'Hardscaping',
      'seasonal-services': 'Seasonal Services',
      other: 'Other',
    },
    message: 'Message',
    messageHint: 'Tell us about your property and what you would like done.',
    honeypot: 'Leave this field empty',
    submit: 'Send Message',
    sending: 'Sending…',
    success: 'Thank you for your message! We will get back to you soon.',
  },
  errors: {
    summary: 'Please fix the validation errors below',
    nameRequired: 'Please enter your full name.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@example.com.',
    messageRequired: 'Please enter a message.',
    serviceInvalid: 'Please choose a service from the list.',
    tooLong: 'This is too long. Please shorten it.',
    rateLimited: 'You have sent several messages in a short time. Please wait a few minutes, or call us.',
    failed: 'Your message could not be sent. Please try again, or call us.',
  },
  info: {
    title: 'Get in Touch',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Business Hours',
    reply: 'We reply to every message within 24 hours.',
  },
  map: {
    title: 'Where to find us',
    label: 'Map of Bellevue and Seattle with our office at {{address}}, east of Lake Washington',
    office: 'Our office',
    lake: 'Lake Washington',
  },
  faq: {
    title: 'Frequently Asked Questions',
    start: {
      question: 'How soon can you start my project?',
      answer: 'Small jobs usually start within 1-2 weeks, and larger projects within 2-4 weeks, depending on the season.',
    },
    estimates: {
      question: 'Do you offer free estimates?',
      answer: 'Yes. Every estimate is free and without obligation. Use the quote builder or send us a message.',
    },
    area: {
      question: 'Which areas do you serve?',
      answer: 'We serve Bellevue and the Seattle area, including Kirkland, Redmond, Issaquah, Sammamish and Mercer Island.',
    },
    insured: {
      question: 'Are you licensed and insured?',
      answer: 'Yes. We are fully licensed, insured and bonded in Washington State.',
    },
  },
};
