import type { BlockItems, SiteBlockKind } from '../../domain/site-blocks.js';

/**
 * The lists the site starts with, written for the company in three languages (they were the
 * dictionary's texts before the owner could edit them). Seeded as version 1 of each list.
 */
export const DEFAULT_BLOCKS: { [K in SiteBlockKind]: BlockItems[K][] } = {
  testimonials: [
    {
      id: 'sarah-m',
      name: 'Sarah M.',
      place: 'Bellevue',
      rating: 5,
      source: '',
      link: '',
      texts: {
        en: {
          quote:
            'They redesigned our sloped backyard with a patio and native plantings. The crew was on time every day and left the site spotless.',
        },
        es: {
          quote:
            'Rediseñaron nuestro patio en pendiente con una terraza y plantas nativas. El equipo llegó puntual todos los días y dejó todo impecable.',
        },
        pt: {
          quote:
            'Eles reformaram nosso quintal em declive com um pátio e plantas nativas. A equipe chegou no horário todos os dias e deixou tudo limpo.',
        },
      },
    },
    {
      id: 'david-k',
      name: 'David K.',
      place: 'Kirkland',
      rating: 5,
      source: '',
      link: '',
      texts: {
        en: {
          quote:
            'Our lawn has never looked better. Weekly mowing, clear notes after every visit, and they caught a sprinkler leak before it became a problem.',
        },
        es: {
          quote:
            'Nuestro césped nunca se vio mejor. Corte semanal, notas claras después de cada visita y detectaron una fuga del riego a tiempo.',
        },
        pt: {
          quote:
            'Nosso gramado nunca esteve tão bonito. Corte semanal, anotações claras depois de cada visita e ainda acharam um vazamento no irrigador.',
        },
      },
    },
    {
      id: 'linda-t',
      name: 'Linda T.',
      place: 'Seattle',
      rating: 5,
      source: '',
      link: '',
      texts: {
        en: {
          quote:
            'We manage three office properties and Evergreen keeps all of them looking sharp. Quick replies and fair, clear quotes.',
        },
        es: {
          quote:
            'Administramos tres edificios de oficinas y Evergreen los mantiene impecables. Respuestas rápidas y cotizaciones claras y justas.',
        },
        pt: {
          quote:
            'Administramos três prédios comerciais e a Evergreen mantém todos impecáveis. Respostas rápidas e orçamentos claros e justos.',
        },
      },
    },
  ],
  team: [
    {
      id: 'michael-reyes',
      name: 'Michael Reyes',
      texts: {
        en: {
          role: 'Founder & Lead Designer',
          bio: 'Michael founded Evergreen in 2009 after a decade designing gardens across the Eastside. He still sketches every major design himself.',
        },
        es: {
          role: 'Fundador y diseñador principal',
          bio: 'Michael fundó Evergreen en 2009 después de diez años diseñando jardines en el Eastside. Todavía dibuja él mismo cada diseño importante.',
        },
        pt: {
          role: 'Fundador e projetista-chefe',
          bio: 'Michael fundou a Evergreen em 2009, depois de dez anos projetando jardins no Eastside. Ele ainda desenha pessoalmente cada grande projeto.',
        },
      },
    },
    {
      id: 'jennifer-park',
      name: 'Jennifer Park',
      texts: {
        en: {
          role: 'Certified Arborist',
          bio: 'Jennifer is an ISA-certified arborist who leads our tree care team, from careful pruning to safe removals near homes and power lines.',
        },
        es: {
          role: 'Arbolista certificada',
          bio: 'Jennifer es arbolista certificada por la ISA y dirige nuestro equipo de árboles, desde podas cuidadosas hasta talas seguras cerca de casas y cables.',
        },
        pt: {
          role: 'Arborista certificada',
          bio: 'Jennifer é arborista certificada pela ISA e lidera nossa equipe de árvores, de podas cuidadosas a remoções seguras perto de casas e da rede elétrica.',
        },
      },
    },
    {
      id: 'carlos-mendoza',
      name: 'Carlos Mendoza',
      texts: {
        en: {
          role: 'Irrigation Specialist',
          bio: 'Carlos designs and tunes water-wise irrigation systems and has cut many clients’ summer water bills by a third.',
        },
        es: {
          role: 'Especialista en riego',
          bio: 'Carlos diseña y ajusta sistemas de riego que ahorran agua y ha reducido en un tercio la factura de verano de muchos clientes.',
        },
        pt: {
          role: 'Especialista em irrigação',
          bio: 'Carlos projeta e ajusta sistemas de irrigação econômicos e já reduziu em um terço a conta de água de verão de muitos clientes.',
        },
      },
    },
  ],
  faq: [
    {
      id: 'start',
      texts: {
        en: {
          question: 'How soon can you start my project?',
          answer: 'Small jobs usually start within 1-2 weeks, and larger projects within 2-4 weeks, depending on the season.',
        },
        es: {
          question: '¿Cuándo pueden empezar mi proyecto?',
          answer:
            'Los trabajos pequeños suelen empezar en 1 a 2 semanas y los proyectos grandes en 2 a 4 semanas, según la temporada.',
        },
        pt: {
          question: 'Quando vocês podem começar meu projeto?',
          answer: 'Serviços pequenos costumam começar em 1 a 2 semanas e projetos maiores em 2 a 4 semanas, conforme a estação.',
        },
      },
    },
    {
      id: 'estimates',
      texts: {
        en: {
          question: 'Do you offer free estimates?',
          answer: 'Yes. Every estimate is free and without obligation. Use the quote builder or send us a message.',
        },
        es: {
          question: '¿Las cotizaciones son gratis?',
          answer: 'Sí. Todas las cotizaciones son gratis y sin compromiso. Usa el cotizador o envíanos un mensaje.',
        },
        pt: {
          question: 'O orçamento é grátis?',
          answer: 'Sim. Todo orçamento é grátis e sem compromisso. Use o simulador de orçamento ou envie uma mensagem.',
        },
      },
    },
    {
      id: 'area',
      texts: {
        en: {
          question: 'Which areas do you serve?',
          answer: 'We serve Bellevue and the Seattle area, including Kirkland, Redmond, Issaquah, Sammamish and Mercer Island.',
        },
        es: {
          question: '¿En qué zonas trabajan?',
          answer:
            'Trabajamos en Bellevue y el área de Seattle, incluidos Kirkland, Redmond, Issaquah, Sammamish y Mercer Island.',
        },
        pt: {
          question: 'Quais regiões vocês atendem?',
          answer: 'Atendemos Bellevue e a região de Seattle, incluindo Kirkland, Redmond, Issaquah, Sammamish e Mercer Island.',
        },
      },
    },
    {
      id: 'insured',
      texts: {
        en: {
          question: 'Are you licensed and insured?',
          answer: 'Yes. We are fully licensed, insured and bonded in Washington State.',
        },
        es: {
          question: '¿Tienen licencia y seguro?',
          answer: 'Sí. Contamos con licencia, seguro y fianza en el estado de Washington.',
        },
        pt: {
          question: 'Vocês são licenciados e segurados?',
          answer: 'Sim. Somos licenciados, segurados e com caução no estado de Washington.',
        },
      },
    },
  ],
  values: [
    {
      id: 'sustainability',
      icon: 'leaf',
      texts: {
        en: {
          title: 'Sustainability',
          text: 'Native plants, smart irrigation and careful use of fertilizers protect Puget Sound and save water.',
        },
        es: {
          title: 'Sostenibilidad',
          text: 'Plantas nativas, riego inteligente y un uso cuidadoso de fertilizantes protegen el Puget Sound y ahorran agua.',
        },
        pt: {
          title: 'Sustentabilidade',
          text: 'Plantas nativas, irrigação inteligente e uso cuidadoso de adubos protegem o Puget Sound e economizam água.',
        },
      },
    },
    {
      id: 'creativity',
      icon: 'palette',
      texts: {
        en: { title: 'Creativity', text: 'Every design starts from your property and your life, never from a template.' },
        es: { title: 'Creatividad', text: 'Cada diseño parte de tu propiedad y de tu forma de vivir, nunca de una plantilla.' },
        pt: {
          title: 'Criatividade',
          text: 'Cada projeto parte do seu imóvel e do seu jeito de viver, nunca de um modelo pronto.',
        },
      },
    },
    {
      id: 'integrity',
      icon: 'shield',
      texts: {
        en: { title: 'Integrity', text: 'Clear quotes, honest advice and no surprises on the invoice.' },
        es: { title: 'Integridad', text: 'Cotizaciones claras, consejos honestos y ninguna sorpresa en la factura.' },
        pt: { title: 'Integridade', text: 'Orçamentos claros, conselhos honestos e nenhuma surpresa na fatura.' },
      },
    },
    {
      id: 'excellence',
      icon: 'trophy',
      texts: {
        en: { title: 'Excellence', text: 'Trained crews, quality materials and attention to the smallest detail.' },
        es: { title: 'Excelencia', text: 'Equipos capacitados, materiales de calidad y atención al más mínimo detalle.' },
        pt: { title: 'Excelência', text: 'Equipes treinadas, materiais de qualidade e atenção a cada detalhe.' },
      },
    },
  ],
};
