import type { Dictionary } from '../../types.js';
import type { services as en } from '../en/services.js';

export const services: Dictionary<typeof en> = {
  meta: {
    title: 'Serviços de paisagismo em Bellevue e Seattle | Evergreen',
    description:
      'Mais de 25 serviços de paisagismo: gramado, projeto paisagístico, árvores, irrigação, obras externas, manutenção de jardins e mais, com preços.',
  },
  hero: {
    title: 'Nossos serviços de paisagismo',
    subtitle: 'Cuidado profissional para cada canto do seu imóvel, do gramado à árvore mais alta.',
    stats: {
      services: 'Serviços',
      customers: 'Clientes satisfeitos',
      years: 'Anos de experiência',
    },
  },
  filter: {
    label: 'Filtrar serviços por categoria',
    all: 'Todas as categorias',
  },
  card: {
    popular: 'Popular',
    from: 'A partir de',
    features: 'O que está incluído',
    learnMore: 'Saiba mais',
    getQuote: 'Pedir orçamento',
    learnMoreAbout: 'sobre {{name}}',
    getQuoteFor: 'de {{name}}',
  },
  demand: {
    high: 'Alta procura',
    medium: 'Popular',
    low: 'Especialidade',
  },
  empty: {
    title: 'Nenhum serviço encontrado',
    category: 'No momento não há serviços em {{category}}. Escolha outra categoria.',
    unknownCategory: 'Não há serviços nesta categoria. Escolha outra categoria.',
    none: 'Nenhum serviço disponível no momento.',
    showAll: 'Ver todos os serviços',
  },
  cta: {
    title: 'Não sabe qual serviço precisa?',
    subtitle: 'Conte sobre o seu imóvel e indicaremos a combinação certa de serviços, sem custo.',
    getFreeQuote: 'Orçamento grátis',
    schedule: 'Agendar uma consulta',
  },
  imageFallbackAlt: 'Ilustração de um jardim',
  detail: {
    back: 'Voltar aos serviços',
    breadcrumb: 'Trilha de navegação',
    category: 'Categoria',
    price: 'Preço inicial',
    included: 'O que está incluído',
    process: 'Nosso processo',
    step: 'Etapa {{number}}',
    importance: 'Por que é importante',
    frequency: 'Frequência recomendada',
    benefits: 'Principais benefícios',
    requirements: 'Antes de começar',
    gallery: 'Fotos do nosso trabalho',
    getFreeQuote: 'Orçamento grátis',
    ctaTitle: 'Interessado no serviço {{service}}?',
    ctaText: 'Receba um orçamento grátis e sem compromisso. Respondemos em até 24 horas.',
    whyChoose: {
      title: 'Por que escolher a {{company}}',
      certified: {
        title: 'Profissionais certificados',
        text: 'Equipes treinadas e arboristas certificados pela ISA que conhecem as plantas do Noroeste Pacífico.',
      },
      insured: {
        title: 'Segurados e com garantia',
        text: 'Licenciados, segurados e com caução no estado de Washington, para sua tranquilidade.',
      },
      guarantee: { title: 'Satisfação garantida', text: 'Se algo não ficar certo, voltamos e corrigimos sem custo adicional.' },
      onTime: { title: 'Pontualidade', text: 'Chegamos no horário combinado e terminamos no prazo prometido.' },
    },
  },
  notFound: {
    title: 'Serviço não encontrado',
    message: 'Não encontramos o serviço que você procura. Ele pode ter mudado de nome ou não ser mais oferecido.',
    back: 'Voltar aos serviços',
  },
};
