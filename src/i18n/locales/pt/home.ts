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
    imageAlt: 'Um quintal ensolarado com gramado verde, canteiros de flores e um caminho de pedra',
  },
  stats: {
    title: 'A Evergreen Landscaping em números',
    projects: { value: '500+', label: 'Projetos concluídos' },
    years: { value: '15+', label: 'Anos de experiência' },
    satisfaction: { value: '98%', label: 'Clientes satisfeitos' },
    support: { value: '24/7', label: 'Atendimento' },
  },
  services: {
    title: 'Nossos serviços',
    subtitle: 'Tudo o que o seu jardim precisa, do primeiro esboço à última folha do outono.',
    explore: 'Conhecer {{service}}',
    cards: {
      design: {
        title: 'Projeto paisagístico',
        description: 'Projetos sob medida e conceitos em 3D que transformam seu quintal em um lugar para viver.',
      },
      maintenance: {
        title: 'Manutenção de gramado',
        description: 'Corte, adubação, aeração e controle de ervas daninhas para um gramado denso e verde.',
      },
      trees: {
        title: 'Serviços de árvores',
        description: 'Poda, remoção e trituração de tocos com segurança, feitas por arboristas certificados.',
      },
      irrigation: {
        title: 'Irrigação',
        description: 'Sistemas inteligentes de aspersão e gotejamento que regam na medida certa.',
      },
      hardscaping: {
        title: 'Obras externas',
        description: 'Pátios, caminhos e muros de arrimo feitos para durar os invernos do Noroeste Pacífico.',
      },
      seasonal: {
        title: 'Serviços sazonais',
        description: 'Limpezas de primavera e outono, cobertura morta e preparo para o inverno, no prazo.',
      },
    },
  },
  testimonials: {
    title: 'O que nossos clientes dizem',
    subtitle: 'Residências e empresas de todo o Eastside confiam seus espaços externos a nós.',
    rating: 'Nota 5 de 5',
    items: {
      one: {
        quote:
          'Eles reformaram nosso quintal em declive com um pátio e plantas nativas. A equipe chegou no horário todos os dias e deixou tudo limpo.',
        name: 'Sarah M.',
        place: 'Bellevue',
      },
      two: {
        quote:
          'Nosso gramado nunca esteve tão bonito. Corte semanal, anotações claras depois de cada visita e ainda acharam um vazamento no irrigador.',
        name: 'David K.',
        place: 'Kirkland',
      },
      three: {
        quote:
          'Administramos três prédios comerciais e a Evergreen mantém todos impecáveis. Respostas rápidas e orçamentos claros e justos.',
        name: 'Linda T.',
        place: 'Seattle',
      },
    },
  },
  cta: {
    title: 'Pronto para transformar seu espaço externo?',
    subtitle: 'Conte sobre o seu projeto e receba um orçamento grátis. Respondemos em até 24 horas.',
    getFreeQuote: 'Orçamento grátis',
    contactUs: 'Fale conosco',
  },
};
