export const home = {
  meta: {
    title: 'Evergreen Landscaping | Landscaping in Bellevue & Seattle',
    description:
      'Landscape design, lawn care, tree services, irrigation and hardscaping in Bellevue and the Seattle area. Get a free quote in minutes.',
  },
  hero: {
    eyebrow: 'Bellevue & Seattle landscaping since 2009',
    title: 'Beautiful outdoor spaces, cared for all year',
    subtitle:
      'Design, lawn care, trees, irrigation and hardscaping for homes and businesses in Bellevue and the Seattle area.',
    getFreeQuote: 'Get Free Quote',
    viewServices: 'View Services',
    imageAlt: 'A sunny landscaped backyard with a green lawn, flower beds and a stone path',
  },
  stats: {
    title: 'Evergreen Landscaping in numbers',
    projects: { value: '500+', label: 'Projects completed' },
    years: { value: '15+', label: 'Years of experience' },
    satisfaction: { value: '98%', label: 'Customer satisfaction' },
    support: { value: '24/7', label: 'Support' },
  },
  services: {
    title: 'Our Services',
    subtitle: 'Everything your yard needs, from the first sketch to the last leaf of autumn.',
    explore: 'Explore {{service}}',
    cards: {
      design: {
        title: 'Landscape Design',
        description: 'Custom plans and 3D concepts that turn your yard into a space you love to live in.',
      },
      maintenance: {
        title: 'Lawn Maintenance',
        description: 'Mowing, fertilizing, aeration and weed control for a thick, green lawn all season.',
      },
      trees: {
        title: 'Tree Services',
        description: 'Safe trimming, removal and stump grinding by certified arborists.',
      },
      irrigation: {
        title: 'Irrigation',
        description: 'Smart sprinkler and drip systems that water just enough, installed and repaired.',
      },
      hardscaping: {
        title: 'Hardscaping',
        description: 'Patios, walkways and retaining walls built to last through Pacific Northwest winters.',
      },
      seasonal: {
        title: 'Seasonal Services',
        description: 'Spring and fall clean-ups, mulching and winter preparation, done on time.',
      },
    },
  },
  testimonials: {
    title: 'What Our Customers Say',
    subtitle: 'Homeowners and businesses across the Eastside trust us with their outdoor spaces.',
    rating: 'Rated 5 out of 5',
    items: {
      one: {
        quote:
          'They redesigned our sloped backyard with a patio and native plantings. The crew was on time every day and left the site spotless.',
        name: 'Sarah M.',
        place: 'Bellevue',
      },
      two: {
        quote:
          'Our lawn has never looked better. Weekly mowing, clear notes after every visit, and they caught a sprinkler leak before it became a problem.',
        name: 'David K.',
        place: 'Kirkland',
      },
      three: {
        quote:
          'We manage three office properties and Evergreen keeps all of them looking sharp. Quick replies and fair, clear quotes.',
        name: 'Linda T.',
        place: 'Seattle',
      },
    },
  },
  cta: {
    title: 'Ready to transform your outdoor space?',
    subtitle: 'Tell us about your project and get a free estimate. We reply within 24 hours.',
    getFreeQuote: 'Get Free Quote',
    contactUs: 'Contact Us',
  },
};
