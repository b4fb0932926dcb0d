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
    subtitle:
      'Diseño, césped, árboles, riego y obras exteriores para hogares y empresas en Bellevue y el área de Seattle.',
    getFreeQuote: 'Cotización gratis',
    viewServices: 'Ver servicios',
    imageAlt: 'Un patio soleado con césped verde, canteros de flores y un sendero de piedra',
  },
  stats: {
    title: 'Evergreen Landscaping en cifras',
    projects: { value: '500+', label: 'Proyectos realizados' },
    years: { value: '15+', label: 'Años de experiencia' },
    satisfaction: { value: '98%', label: 'Clientes satisfechos' },
    support: { value: '24/7', label: 'Atención' },
  },
  services: {
    title: 'Nuestros servicios',
    subtitle: 'Todo lo que tu jardín necesita, desde el primer boceto hasta la última hoja del otoño.',
    explore: 'Explorar {{service}}',
    cards: {
      design: {
        title: 'Diseño de paisajes',
        description: 'Planos a medida y conceptos en 3D que convierten tu jardín en un lugar que disfrutas.',
      },
      maintenance: {
        title: 'Mantenimiento del césped',
        description: 'Corte, fertilización, aireación y control de malezas para un césped tupido y verde.',
      },
      trees: {
        title: 'Servicios de árboles',
        description: 'Poda, tala y triturado de tocones seguros, a cargo de arbolistas certificados.',
      },
      irrigation: {
        title: 'Riego',
        description: 'Sistemas de aspersión y goteo inteligentes que riegan lo justo: instalación y reparación.',
      },
      hardscaping: {
        title: 'Obras exteriores',
        description: 'Patios, senderos y muros de contención hechos para durar los inviernos del noroeste.',
      },
      seasonal: {
        title: 'Servicios de temporada',
        description: 'Limpiezas de primavera y otoño, acolchado y preparación para el invierno, a tiempo.',
      },
    },
  },
  testimonials: {
    title: 'Lo que dicen nuestros clientes',
    subtitle: 'Hogares y empresas de todo el Eastside nos confían sus espacios exteriores.',
    rating: 'Calificación de 5 sobre 5',
    items: {
      one: {
        quote:
          'Rediseñaron nuestro patio en pendiente con una terraza y plantas nativas. El equipo llegó puntual todos los días y dejó todo impecable.',
        name: 'Sarah M.',
        place: 'Bellevue',
      },
      two: {
        quote:
          'Nuestro césped nunca se vio mejor. Corte semanal, notas claras después de cada visita y detectaron una fuga del riego a tiempo.',
        name: 'David K.',
        place: 'Kirkland',
      },
      three: {
        quote:
          'Administramos tres edificios de oficinas y Evergreen los mantiene impecables. Respuestas rápidas y cotizaciones claras y justas.',
        name: 'Linda T.',
        place: 'Seattle',
      },
    },
  },
  cta: {
    title: '¿Listo para transformar tu espacio exterior?',
    subtitle: 'Cuéntanos sobre tu proyecto y recibe una cotización gratis. Respondemos en menos de 24 horas.',
    getFreeQuote: 'Cotización gratis',
    contactUs: 'Contáctanos',
  },
};
