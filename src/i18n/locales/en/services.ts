export const services = {
  meta: {
    title: 'Landscaping Services in Bellevue & Seattle | Evergreen Landscaping',
    description:
      'Browse 25+ landscaping services: lawn care, landscape design, tree services, irrigation, hardscaping, garden maintenance and more, with prices.',
  },
  hero: {
    title: 'Our Landscaping Services',
    subtitle: 'Professional care for every part of your property, from the lawn to the tallest tree.',
    stats: {
      services: 'Services',
      customers: 'Happy customers',
      years: 'Years of experience',
    },
  },
  filter: {
    label: 'Filter services by category',
    all: 'All Categories',
  },
  card: {
    popular: 'Popular',
    from: 'From',
    features: "What's included",
    learnMore: 'Learn More',
    getQuote: 'Get Quote',
    learnMoreAbout: 'about {{name}}',
    getQuoteFor: 'for {{name}}',
  },
  demand: {
    high: 'High Demand',
    medium: 'Popular',
    low: 'Specialty',
  },
  empty: {
    title: 'No services found',
    category: 'There are no services in {{category}} right now. Please choose another category.',
    unknownCategory: 'There are no services in this category. Please choose another category.',
    none: 'No services are currently available.',
    showAll: 'Show all services',
  },
  cta: {
    title: 'Not sure which service you need?',
    subtitle: 'Tell us about your property and we will recommend the right mix of services, free of charge.',
    getFreeQuote: 'Get Free Quote',
    schedule: 'Schedule Consultation',
  },
  imageFallbackAlt: 'Illustration of a garden',
  detail: {
    back: 'Back to Services',
    breadcrumb: 'Breadcrumb',
    category: 'Category',
    price: 'Starting price',
    included: "What's Included",
    process: 'Our Process',
    step: 'Step {{number}}',
    importance: 'Why It Matters',
    frequency: 'Recommended Frequency',
    benefits: 'Key Benefits',
    requirements: 'Before We Start',
    gallery: 'Photos of our work',
    getFreeQuote: 'Get Free Quote',
    ctaTitle: 'Interested in {{service}}?',
    ctaText: 'Get a free, no-obligation estimate. We reply within 24 hours.',
    whyChoose: {
      title: 'Why Choose {{company}}',
      certified: {
        title: 'Certified professionals',
        text: 'Trained crews and ISA-certified arborists who know Pacific Northwest plants.',
      },
      insured: {
        title: 'Insured and bonded',
        text: 'Fully licensed, insured and bonded in Washington State, for your peace of mind.',
      },
      guarantee: {
        title: 'Satisfaction guarantee',
        text: 'If something is not right, we come back and make it right at no extra cost.',
      },
      onTime: { title: 'On-time service', text: 'We show up when we say we will and finish when we promised.' },
    },
  },
  notFound: {
    title: 'Service Not Found',
    message: 'We could not find the service you are looking for. It may have been renamed or is no longer offered.',
    back: 'Back to Services',
  },
};
