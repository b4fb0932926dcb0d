import type { Dictionary } from '../../types.js';
import type { home as en } from '../en/home.js';

export const home: Dictionary<typeof en> = {
  meta: {
    title: 'Evergreen Landscaping | Paisagismo em Bellevue e Seattle',
    description:
      'Projeto paisagístico, cuidado de gramado, árvores, irrigação e obras externas em Bellevue e na região de Seattle. Orçamento grátis em minutos.',
  },
  hero: {
    eyebrow: 'Paisagismo em Bellevue e Seattle desde 2009',
    title: 'Espaços externos bonitos, cuidados o ano todo',
    subtitle:
      'Projeto, gramado, árvores, irrigação e obras externas para residências e empresas em Bellevue e na região de Seattle.',
    getFreeQuote: 'Orçamento grátis',
    viewServices: 'Ver serviços',
  },
  stats: {
    title: 'A Evergreen Landscaping em números',
    projects: 'Projetos concluídos',
    years: 'Anos de experiência',
    satisfaction: 'Clientes satisfeitos',
    support: 'Tempo de resposta',
  },
  services: {
    title: 'Nossos serviços',
    subtitle: 'Tudo o que o seu jardim precisa, do primeiro esboço à última folha do outono.',
    explore: 'Conhecer {{service}}',
    cards: {
      design: { description: 'Projetos sob medida e conceitos em 3D que transformam seu quintal em um lugar para viver.' },
      maintenance: { description: 'Corte, adubação, aeração e controle de ervas daninhas para um gramado denso e verde.' },
      trees: { description: 'Poda, remoção e trituração de tocos com segurança, feitas por arboristas certificados.' },
      irrigation: { description: 'Sistemas inteligentes de aspersão e gotejamento que regam na medida certa.' },
      hardscaping: { description: 'Pátios, caminhos e muros de arrimo feitos para durar os invernos do Noroeste Pacífico.' },
      seasonal: { description: 'Cuidado de canteiros, capina, cobertura morta e limpezas de primavera e outono, no prazo.' },
      specialty: { description: 'Fontes, iluminação externa e jardins de chuva que deixam o quintal com a sua cara.' },
    },
  },
  testimonials: {
    title: 'O que nossos clientes dizem',
    subtitle: 'Residências e empresas de todo o Eastside confiam seus espaços externos a nós.',
    rating: 'Nota {{rating}} de 5',
    source: 'Avaliação publicada em {{source}}',
    readReview: 'Ler a avaliação',
    allReviews: 'Leia todas as nossas avaliações ou deixe a sua',
  },
  team: {
    title: 'As pessoas que cuidam do seu jardim',
    subtitle: 'Projetistas, arboristas e líderes de equipe que conhecem os jardins do Eastside.',
    more: 'Conheça nossa equipe',
  },
  cta: {
    title: 'Pronto para transformar seu espaço externo?',
    subtitle: 'Conte sobre o seu projeto e receba um orçamento grátis. Respondemos em até 24 horas.',
    getFreeQuote: 'Orçamento grátis',
    contactUs: 'Fale conosco',
  },
};
