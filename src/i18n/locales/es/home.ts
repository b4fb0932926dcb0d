import type { Dictionary } from '../../types.js';
import type { home as en } from '../en/home.js';

export const home: Dictionary<typeof en> = {
  meta: {
    title: 'Evergreen Landscaping | Paisajismo en Bellevue y Seattle',
    description:
      'Diseño de paisajes, cuidado del césped, árboles, riego y obras exteriores en Bellevue y el área de Seattle. Cotización gratis en minutos.',
  },
  hero: {
    eyebrow: 'Paisajismo en Bellevue y Seattle desde 2009',
    title: 'Espacios exteriores hermosos, cuidados todo el año',
    subtitle: 'Diseño, césped, árboles, riego y obras exteriores para hogares y empresas en Bellevue y el área de Seattle.',
    getFreeQuote: 'Cotización gratis',
    viewServices: 'Ver servicios',
  },
  stats: {
    title: 'Evergreen Landscaping en cifras',
    projects: 'Proyectos realizados',
    years: 'Años de experiencia',
    satisfaction: 'Clientes satisfechos',
    support: 'Tiempo de respuesta',
  },
  services: {
    title: 'Nuestros servicios',
    subtitle: 'Todo lo que tu jardín necesita, desde el primer boceto hasta la última hoja del otoño.',
    explore: 'Explorar {{service}}',
    cards: {
      design: { description: 'Planos a medida y conceptos en 3D que convierten tu jardín en un lugar que disfrutas.' },
      maintenance: { description: 'Corte, fertilización, aireación y control de malezas para un césped tupido y verde.' },
      trees: { description: 'Poda, tala y triturado de tocones seguros, a cargo de arbolistas certificados.' },
      irrigation: { description: 'Sistemas de aspersión y goteo inteligentes que riegan lo justo: instalación y reparación.' },
      hardscaping: { description: 'Patios, senderos y muros de contención hechos para durar los inviernos del noroeste.' },
      seasonal: { description: 'Cuidado de arriates, deshierbe, acolchado y limpiezas de primavera y otoño, a tiempo.' },
      specialty: { description: 'Fuentes, iluminación exterior y jardines de lluvia que hacen único tu jardín.' },
    },
  },
  testimonials: {
    title: 'Lo que dicen nuestros clientes',
    subtitle: 'Hogares y empresas de todo el Eastside nos confían sus espacios exteriores.',
    rating: 'Calificación de {{rating}} sobre 5',
    source: 'Reseña en {{source}}',
    readReview: 'Leer la reseña',
    allReviews: 'Lee todas nuestras reseñas o deja la tuya',
  },
  team: {
    title: 'Las personas que cuidan tu jardín',
    subtitle: 'Diseñadores, arbolistas y jefes de equipo que conocen los jardines del Eastside.',
    more: 'Conoce a nuestro equipo',
  },
  cta: {
    title: '¿Listo para transformar tu espacio exterior?',
    subtitle: 'Cuéntanos sobre tu proyecto y recibe una cotización gratis. Respondemos en menos de 24 horas.',
    getFreeQuote: 'Cotización gratis',
    contactUs: 'Contáctanos',
  },
};
