import type { Dictionary } from '../../types.js';
import type { common as en } from '../en/common.js';

export const common: Dictionary<typeof en> = {
  siteDescription:
    'A Evergreen Landscaping projeta, constrói e cuida de jardins, gramados e árvores em Bellevue e na região de Seattle. Orçamentos grátis, resposta em 24 horas.',
  notFound: {
    title: 'Página não encontrada',
    heading: '404 - Página não encontrada',
    message: 'A página que você procura não existe ou foi movida.',
    home: 'Voltar para a página inicial',
    next: 'Talvez um destes ajude:',
    services: 'Ver nossos serviços',
    quote: 'Pedir um orçamento grátis',
  },
  error: {
    fixBelow: 'Corrija os erros de validação abaixo',
    title: 'Algo deu errado',
    message: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  },
  toastClose: 'Fechar notificação',
  loading: 'Carregando…',
  prices: {
    line: 'A partir de {{price}} {{unit}}',
    units: {
      hourly: 'por hora',
      per_sqft: 'por pé quadrado',
      per_linear_ft: 'por pé linear',
      per_unit: 'cada',
    },
    fromUnits: { month: 'por mês', season: 'por temporada', visit: 'por visita', year: 'por ano' },
    quantityUnits: {
      fixed: 'unidades',
      fixed_one: 'unidade',
      fixed_other: 'unidades',
      hourly: 'horas',
      hourly_one: 'hora',
      hourly_other: 'horas',
      per_sqft: 'pés quadrados',
      per_sqft_one: 'pé quadrado',
      per_sqft_other: 'pés quadrados',
      per_linear_ft: 'pés lineares',
      per_linear_ft_one: 'pé linear',
      per_linear_ft_other: 'pés lineares',
      per_unit: 'unidades',
      per_unit_one: 'unidade',
      per_unit_other: 'unidades',
      package: 'pacotes',
      package_one: 'pacote',
      package_other: 'pacotes',
    },
  },
};
