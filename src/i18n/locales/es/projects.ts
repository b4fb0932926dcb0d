import type { Dictionary } from '../../types.js';
import type { projects as en } from '../en/projects.js';

export const projects: Dictionary<typeof en> = {
  meta: {
    title: 'Nuestros trabajos | Evergreen Landscaping',
    description:
      'Fotos de antes y después de jardines, céspedes, patios y árboles en los que hemos trabajado en Bellevue y el área de Seattle.',
  },
  hero: {
    title: 'Nuestros trabajos',
    subtitle: 'Fotos de antes y después de trabajos recientes de nuestro equipo en Bellevue y el área de Seattle.',
  },
  recent: {
    title: 'Trabajos recientes',
    subtitle: 'Trabajos reales de nuestro equipo, antes y después.',
    serviceSubtitle: 'Trabajos recientes de {{service}} de nuestro equipo, antes y después.',
    seeAll: 'Ver todos nuestros trabajos',
    open: 'Ver el antes y el después',
    openLabel: 'Ver el antes y el después de {{title}}',
  },
  photo: {
    before: 'Antes',
    after: 'Después',
    beforeAlt: 'Antes: {{title}}',
    afterAlt: 'Después: {{title}}',
  },
  slider: {
    label: 'Compara el antes y el después: {{title}}',
    hint: 'Antes a la izquierda, después a la derecha. Mueve el control para ver más de cada uno.',
  },
  servicesDone: 'Servicios',
  empty: {
    title: 'Pronto verás fotos de nuestros trabajos',
    text: 'Mientras tanto, mira lo que hacemos o pídenos una cotización gratis.',
    services: 'Ver nuestros servicios',
  },
  cta: {
    title: '¿Quieres resultados como estos?',
    text: 'Cuéntanos sobre tu jardín y recibe una cotización gratis y sin compromiso.',
    reply: 'Respondemos en menos de {{time}}.',
    getFreeQuote: 'Cotización gratis',
    contactUs: 'Contáctanos',
  },
};
