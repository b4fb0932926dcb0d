import type { Dictionary } from '../../types.js';
import type { visitLinks as en } from '../en/visitLinks.js';

export const visitLinks: Dictionary<typeof en> = {
  book: 'Reservar una visita',
  fromQuote: '¿Quieres que veamos la propiedad? Elige una hora para una visita gratuita.',
  fromContact: '¿Prefieres vernos en persona? Elige una hora para una visita gratuita.',
};
