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
  },
  error: {
    fixBelow: 'Corrija os erros de validação abaixo',
    title: 'Algo deu errado',
    message: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  },
  toastClose: 'Fechar notificação',
  loading: 'Carregando…',
};
