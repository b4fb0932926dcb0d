import type { Dictionary } from '../../types.js';
import type { home as en } from '../en/home.js';

export const home: Dictionary<typeof en> = {
  meta: {
    title: 'Evergreen Landscaping | Paisajismo en Bellevue y Seattle',
    description:
      'Diseño de paisajes, cuidado del césped, árboles, riego y obras exteriores en Bellevue y el área de Seattle. Cotización gratis en minutos.',
  },
  hero: {
    title: 'Espacios exteriores hermosos, cuidados todo el año',
    subtitle:
      'Diseño, césped, árboles, riego y obras exteriores para hogares y empresas en Bellevue y el área de Seattle.',
    getFreeQuote: 'Cotización gratis',
    viewServices: 'Ver servicios',
  },
};
