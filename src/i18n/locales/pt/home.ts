import type { Dictionary } from '../../types.js';
import type { home as en } from '../en/home.js';

export const home: Dictionary<typeof en> = {
  meta: {
    title: 'Evergreen Landscaping | Paisagismo em Bellevue e Seattle',
    description:
      'Projeto paisagístico, cuidado de gramado, árvores, irrigação e obras externas em Bellevue e na região de Seattle. Orçamento grátis em minutos.',
  },
  hero: {
    title: 'Espaços externos bonitos, cuidados o ano todo',
    subtitle:
      'Projeto, gramado, árvores, irrigação e obras externas para residências e empresas em Bellevue e na região de Seattle.',
    getFreeQuote: 'Orçamento grátis',
    viewServices: 'Ver serviços',
  },
};
