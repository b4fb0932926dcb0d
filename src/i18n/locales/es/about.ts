import type { Dictionary } from '../../types.js';
import type { about as en } from '../en/about.js';

export const about: Dictionary<typeof en> = {
  meta: {
    title: 'Nosotros | Evergreen Landscaping, Bellevue desde 2009',
    description:
      'Conoce a Evergreen Landscaping: empresa de paisajismo de Bellevue desde 2009, con más de 50 diseñadores, arbolistas y jardineros en el área de Seattle.',
  },
  hero: {
    title: 'Acerca de Evergreen Landscaping',
    subtitle: 'Creamos y cuidamos espacios exteriores hermosos en Bellevue y el área de Seattle desde 2009.',
  },
  story: {
    title: 'Nuestra historia',
    p1: 'Evergreen Landscaping nació en 2009 con una camioneta, dos cortadoras de césped y una promesa sencilla a nuestros vecinos de Bellevue: llegar a tiempo, hacer bien el trabajo y dejar cada jardín mejor de lo que lo encontramos.',
    p2: 'La voz se corrió. Hoy más de 50 diseñadores, arbolistas certificados, técnicos de riego y jardineros cuidan hogares, asociaciones de vecinos y empresas desde Seattle hasta Redmond e Issaquah.',
    p3: 'Seguimos trabajando como al principio: primero escuchamos, plantamos lo que prospera con nuestros inviernos lluviosos y veranos secos, y tratamos cada propiedad como si fuera nuestra.',
  },
  values: {
    title: 'Nuestros valores',
    subtitle: 'Cuatro principios guían cada proyecto, grande o pequeño.',
  },
  team: {
    title: 'Conoce a nuestro equipo',
    subtitle: 'Las personas que dirigen nuestros equipos y cuidan tu propiedad.',
  },
  stats: {
    title: 'Evergreen Landscaping en cifras',
    years: 'Años de trayectoria',
    projects: 'Proyectos realizados',
    satisfaction: 'Clientes satisfechos',
    teamSize: 'Integrantes del equipo',
  },
  cta: {
    title: 'Creemos juntos algo hermoso',
    subtitle: 'Cuéntanos sobre tu espacio exterior. Tu cotización gratis está a unos pocos clics.',
    getFreeQuote: 'Cotización gratis',
    contactUs: 'Contáctanos',
  },
};
