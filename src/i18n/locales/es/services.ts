import type { Dictionary } from '../../types.js';
import type { services as en } from '../en/services.js';

export const services: Dictionary<typeof en> = {
  meta: {
    title: 'Servicios de paisajismo en Bellevue y Seattle | Evergreen',
    description:
      'Más de 25 servicios de paisajismo: césped, diseño de paisajes, árboles, riego, obras exteriores, mantenimiento de jardines y más, con precios.',
  },
  hero: {
    title: 'Nuestros servicios de paisajismo',
    subtitle: 'Cuidado profesional para cada rincón de tu propiedad, del césped al árbol más alto.',
    stats: {
      services: 'Servicios',
      customers: 'Clientes satisfechos',
      years: 'Años de experiencia',
    },
  },
  filter: {
    label: 'Filtrar servicios por categoría',
    all: 'Todas las categorías',
  },
  card: {
    popular: 'Popular',
    from: 'Desde',
    features: 'Qué incluye',
    learnMore: 'Más información',
    getQuote: 'Cotizar',
    learnMoreAbout: 'sobre {{name}}',
    getQuoteFor: '{{name}}',
  },
  demand: {
    high: 'Alta demanda',
    medium: 'Popular',
    low: 'Especialidad',
  },
  empty: {
    title: 'No se encontraron servicios',
    category: 'Por ahora no hay servicios en {{category}}. Elige otra categoría.',
    unknownCategory: 'No hay servicios en esta categoría. Elige otra categoría.',
    none: 'No hay servicios disponibles en este momento.',
    showAll: 'Ver todos los servicios',
  },
  cta: {
    title: '¿No sabes qué servicio necesitas?',
    subtitle: 'Cuéntanos sobre tu propiedad y te recomendaremos la combinación adecuada de servicios, sin costo.',
    getFreeQuote: 'Cotización gratis',
    schedule: 'Agendar una consulta',
  },
  imageFallbackAlt: 'Ilustración de un jardín',
  detail: {
    back: 'Volver a servicios',
    breadcrumb: 'Ruta de navegación',
    category: 'Categoría',
    price: 'Precio inicial',
    included: 'Qué incluye',
    process: 'Nuestro proceso',
    step: 'Paso {{number}}',
    importance: 'Por qué es importante',
    frequency: 'Frecuencia recomendada',
    benefits: 'Beneficios principales',
    requirements: 'Antes de empezar',
    gallery: 'Fotos de nuestro trabajo',
    getFreeQuote: 'Cotización gratis',
    ctaTitle: '¿Te interesa el servicio {{service}}?',
    ctaText: 'Recibe una cotización gratis y sin compromiso. Respondemos en menos de 24 horas.',
    whyChoose: {
      title: 'Por qué elegir {{company}}',
      certified: {
        title: 'Profesionales certificados',
        text: 'Equipos capacitados y arbolistas certificados por la ISA que conocen las plantas del noroeste.',
      },
      insured: {
        title: 'Asegurados y con fianza',
        text: 'Con licencia, seguro y fianza en el estado de Washington, para tu tranquilidad.',
      },
      guarantee: {
        title: 'Satisfacción garantizada',
        text: 'Si algo no queda bien, volvemos y lo corregimos sin costo adicional.',
      },
      onTime: { title: 'Puntualidad', text: 'Llegamos cuando lo acordamos y terminamos en el plazo prometido.' },
    },
  },
  notFound: {
    title: 'Servicio no encontrado',
    message: 'No encontramos el servicio que buscas. Puede que haya cambiado de nombre o que ya no lo ofrezcamos.',
    back: 'Volver a servicios',
  },
};
