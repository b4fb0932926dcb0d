import type { Dictionary } from '../../types.js';
import type { visitLinks as en } from '../en/visitLinks.js';

export const visitLinks: Dictionary<typeof en> = {
  book: 'Agendar uma visita',
  fromQuote: 'Quer que a gente veja o imóvel? Escolha um horário para uma visita gratuita.',
  fromContact: 'Prefere nos encontrar no local? Escolha um horário para uma visita gratuita.',
};
