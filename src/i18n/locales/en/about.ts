export const about = {
  meta: {
    title: 'About Us | Evergreen Landscaping, Bellevue since 2009',
    description:
      'Meet Evergreen Landscaping: a Bellevue landscaping company since 2009, with a team of 50+ designers, arborists and crews serving the Seattle area.',
  },
  hero: {
    title: 'About Evergreen Landscaping',
    subtitle: 'Creating and caring for beautiful outdoor spaces in Bellevue and the Seattle area since 2009.',
  },
  story: {
    title: 'Our Story',
    p1: 'Evergreen Landscaping began in 2009 with one truck, two mowers and a simple promise to our Bellevue neighbors: show up on time, do the job right and leave every yard better than we found it.',
    p2: 'Word spread. Today more than 50 designers, certified arborists, irrigation technicians and crew members care for homes, HOAs and businesses from Seattle to Redmond and Issaquah.',
    p3: 'We still work the way we started: we listen first, plant what thrives in our wet winters and dry summers, and treat every property as if it were our own.',
  },
  values: {
    title: 'Our Values',
    subtitle: 'Four principles guide every project, large or small.',
  },
  team: {
    title: 'Meet Our Team',
    subtitle: 'The people who lead our crews and care for your property.',
  },
  stats: {
    title: 'Evergreen Landscaping in numbers',
    years: 'Years in business',
    projects: 'Projects completed',
    satisfaction: 'Customer satisfaction',
    teamSize: 'Team members',
  },
  cta: {
    title: 'Let’s create something beautiful together',
    subtitle: 'Tell us about your outdoor space. Your free estimate is only a few clicks away.',
    getFreeQuote: 'Get Free Quote',
    contactUs: 'Contact Us',
  },
};
