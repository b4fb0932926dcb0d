export const legal = {
  updated: 'Last updated: June 1, 2025',
  contents: 'Contents',
  privacy: {
    meta: {
      title: 'Privacy Policy | Evergreen Landscaping',
      description:
        'How Evergreen Landscaping collects, uses and protects the personal information you share through our website, quotes and contact form.',
    },
    title: 'Privacy Policy',
    intro:
      'This policy explains what personal information {{company}} collects when you use our website, request a quote or contact us, why we collect it, and the choices you have.',
    sections: {
      collect: {
        title: 'Information we collect',
        body: 'We collect what you give us: your name, e-mail address, phone number, property address, project details, photos or documents you upload, and the messages you send. If you create an account we also keep your login e-mail and a securely hashed password. Our server records technical data such as your IP address and browser type to keep the site secure.',
      },
      use: {
        title: 'How we use it',
        body: 'We use your information to prepare estimates, answer your questions, schedule and carry out work, send invoices and service updates, and improve our website. We do not use your information for automated decisions about you.',
      },
      sharing: {
        title: 'Sharing',
        body: 'We never sell your personal information. We share it only with service providers who help us run the business (such as e-mail delivery and payment processing) under confidentiality obligations, or when the law requires it.',
      },
      cookies: {
        title: 'Cookies and local storage',
        body: 'We use a small number of cookies and browser storage entries that the site needs to work: one remembers your language, and one keeps you signed in if you log in. We do not use advertising or third-party tracking cookies.',
      },
      retention: {
        title: 'How long we keep it',
        body: 'We keep quote requests and messages for as long as needed to serve you and for up to seven years for tax and warranty records. You can ask us to delete information we no longer need to keep.',
      },
      rights: {
        title: 'Your choices and rights',
        body: 'You can ask to see, correct or delete the personal information we hold about you, and you can unsubscribe from any non-essential e-mail at any time. Write to {{email}} and we will answer within 30 days.',
      },
      security: {
        title: 'Security',
        body: 'We protect your information with encrypted connections, access controls and hashed passwords. No system is perfectly secure, but we work to protect your data and will tell you promptly if a breach affects you.',
      },
      children: {
        title: 'Children',
        body: 'Our services are meant for adults. We do not knowingly collect personal information from children under 13.',
      },
      contact: {
        title: 'Contact us',
        body: 'Questions about this policy? Contact {{company}} at {{address}}, by phone at {{phone}} or by e-mail at {{email}}.',
      },
    },
  },
  terms: {
    meta: {
      title: 'Terms of Service | Evergreen Landscaping',
      description:
        'The terms that apply when you use the Evergreen Landscaping website, request an estimate or hire us for landscaping work in the Seattle area.',
    },
    title: 'Terms of Service',
    intro:
      'These terms apply when you use the website of {{company}} or hire us for landscaping services. By using the site or accepting an estimate you agree to them.',
    sections: {
      services: {
        title: 'Our services',
        body: 'We provide landscape design, lawn care, tree services, irrigation, hardscaping, garden maintenance and related services in Bellevue and the Seattle area. The exact scope of each job is set out in your written estimate or service agreement.',
      },
      estimates: {
        title: 'Estimates and prices',
        body: 'Prices on the website and estimates from the online quote builder are starting points for planning. Your final price is confirmed in a written estimate after we have seen the property, and stays valid for 30 days unless it says otherwise.',
      },
      scheduling: {
        title: 'Scheduling and access',
        body: 'We agree on dates with you and do our best to keep them; weather or safety may require us to reschedule. Please give us safe access to the work area, keep pets inside and tell us about underground lines, sprinklers or other hidden features we should know.',
      },
      payment: {
        title: 'Payment',
        body: 'Invoices are due within 15 days unless your agreement says otherwise. Larger projects may require a deposit before materials are ordered, as stated in the estimate.',
      },
      guarantee: {
        title: 'Satisfaction guarantee and warranty',
        body: 'If you are not satisfied with our work, tell us within 14 days and we will come back to make it right at no extra cost. Plants installed by us are guaranteed for one year when watered as we recommend; hardscaping workmanship is guaranteed for two years.',
      },
      liability: {
        title: 'Insurance and liability',
        body: 'We are licensed, insured and bonded in Washington State. We are not responsible for damage caused by conditions we were not told about and could not reasonably see, or by events outside our control.',
      },
      cancellation: {
        title: 'Cancellation',
        body: 'You may cancel a scheduled visit free of charge up to 48 hours in advance. Materials already ordered for a custom project may be charged at cost.',
      },
      website: {
        title: 'Use of the website',
        body: 'Please use the website lawfully and do not try to disrupt it or access accounts that are not yours. The texts, designs and pictures on the site belong to {{company}} and may not be copied for commercial use without permission.',
      },
      law: {
        title: 'Governing law',
        body: 'These terms are governed by the laws of the State of Washington. Any dispute will be handled by the courts of King County, Washington.',
      },
      contact: {
        title: 'Contact us',
        body: 'Questions about these terms? Contact {{company}} at {{address}}, by phone at {{phone}} or by e-mail at {{email}}.',
      },
    },
  },
};
