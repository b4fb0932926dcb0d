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
    imageAlt: 'Our crew planting shrubs and flowers in a garden bed',
  },
  values: {
    title: 'Our Values',
    subtitle: 'Four principles guide every project, large or small.',
    sustainability: {
      title: 'Sustainability',
      text: 'Native plants, smart irrigation and careful use of fertilizers protect Puget Sound and save water.',
    },
    creativity: {
      title: 'Creativity',
      text: 'Every design starts from your property and your life, never from a template.',
    },
    integrity: {
      title: 'Integrity',
      text: 'Clear quotes, honest advice and no surprises on the invoice.',
    },
    excellence: {
      title: 'Excellence',
      text: 'Trained crews, quality materials and attention to the smallest detail.',
    },
  },
  team: {
    title: 'Meet Our Team',
    subtitle: 'The people who lead our crews and care for your property.',
    members: {
      one: {
        name: 'Michael Reyes',
        role: 'Founder & Lead Designer',
        bio: 'Michael founded Evergreen in 2009 after a decade designing gardens across the Eastside. He still sketches every major design himself.',
        imageAlt: 'Illustration of a designed garden with a flower bed',
      },
      two: {
        name: 'Jennifer Park',
        role: 'Certified Arborist',
        bio: 'Jennifer is an ISA-certified arborist who leads our tree care team, from careful pruning to safe removals near homes and power lines.',
        imageAlt: 'Illustration of trees in autumn colors',
      },
      three: {
        name: 'Carlos Mendoza',
        role: 'Irrigation Specialist',
        bio: 'Carlos designs and tunes water-wise irrigation systems and has cut many clients’ summer water bills by a third.',
        imageAlt: 'Illustration of a sprinkler watering a lawn',
      },
    },
  },
  stats: {
    title: 'Evergreen Landscaping in numbers',
    years: { value: '15+', label: 'Years in business' },
    projects: { value: '500+', label: 'Projects completed' },
    satisfaction: { value: '98%', label: 'Customer satisfaction' },
    team: { value: '50+', label: 'Team members' },
  },
  cta: {
    title: 'Let’s create something beautiful together',
    subtitle: 'Tell us about your outdoor space. Your free estimate is only a few clicks away.',
    getFreeQuote: 'Get Free Quote',
    contactUs: 'Contact Us',
  },
};
