export const home = {
  meta: {
    title: 'Evergreen Landscaping | Landscaping in Bellevue & Seattle',
    description:
      'Landscape design, lawn care, tree services, irrigation and hardscaping in Bellevue and the Seattle area. Get a free quote in minutes.',
  },
  hero: {
    title: 'Beautiful outdoor spaces, cared for all year',
    subtitle:
      'Design, lawn care, trees, irrigation and hardscaping for homes and businesses in Bellevue and the Seattle area.',
    getFreeQuote: 'Get Free Quote',
    viewServices: 'View Services',
  },
};
