export const home = {
  meta: {
    title: 'Evergreen Landscaping | Landscaping in Bellevue & Seattle',
    description:
      'Landscape design, lawn care, tree services, irrigation and hardscaping in Bellevue and the Seattle area. Get a free quote in minutes.',
  },
  hero: {
    eyebrow: 'Bellevue & Seattle landscaping since 2009',
    title: 'Beautiful outdoor spaces, cared for all year',
    subtitle: 'Design, lawn care, trees, irrigation and hardscaping for homes and businesses in Bellevue and the Seattle area.',
    getFreeQuote: 'Get Free Quote',
    viewServices: 'View Services',
  },
  stats: {
    title: 'Evergreen Landscaping in numbers',
    projects: 'Projects completed',
    years: 'Years of experience',
    satisfaction: 'Customer satisfaction',
    support: 'Reply time',
  },
  services: {
    title: 'Our Services',
    subtitle: 'Everything your yard needs, from the first sketch to the last leaf of autumn.',
    explore: 'Explore {{service}}',
    cards: {
      design: { description: 'Custom plans and 3D concepts that turn your yard into a space you love to live in.' },
      maintenance: { description: 'Mowing, fertilizing, aeration and weed control for a thick, green lawn all season.' },
      trees: { description: 'Safe trimming, removal and stump grinding by certified arborists.' },
      irrigation: { description: 'Smart sprinkler and drip systems that water just enough, installed and repaired.' },
      hardscaping: { description: 'Patios, walkways and retaining walls built to last through Pacific Northwest winters.' },
      seasonal: { description: 'Bed care, weeding, mulching and spring and fall clean-ups, done on time.' },
      specialty: { description: 'Water features, outdoor lighting and rain gardens that make a yard your own.' },
    },
  },
  testimonials: {
    title: 'What Our Customers Say',
    subtitle: 'Homeowners and businesses across the Eastside trust us with their outdoor spaces.',
    rating: 'Rated {{rating}} out of 5',
    source: 'Review on {{source}}',
    readReview: 'Read the review',
    allReviews: 'Read all our reviews, or leave yours',
  },
  team: {
    title: 'The people who care for your garden',
    subtitle: 'Designers, arborists and crew leads who know Eastside gardens.',
    more: 'Meet our team',
  },
  cta: {
    title: 'Ready to transform your outdoor space?',
    subtitle: 'Tell us about your project and get a free estimate. We reply within 24 hours.',
    getFreeQuote: 'Get Free Quote',
    contactUs: 'Contact Us',
  },
};
