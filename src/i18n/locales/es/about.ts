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
    imageAlt: 'Nuestro equipo plantando arbustos y flores en un cantero',
  },
  values: {
    title: 'Nuestros valores',
    subtitle: 'Cuatro principios guían cada proyecto, grande o pequeño.',
    sustainability: {
      title: 'Sostenibilidad',
      text: 'Plantas nativas, riego inteligente y un uso cuidadoso de fertilizantes protegen el Puget Sound y ahorran agua.',
    },
    creativity: {
      title: 'Creatividad',
      text: 'Cada diseño parte de tu propiedad y de tu forma de vivir, nunca de una plantilla.',
    },
    integrity: {
      title: 'Integridad',
      text: 'Cotizaciones claras, consejos honestos y ninguna sorpresa en la factura.',
    },
    excellence: {
      title: 'Excelencia',
      text: 'Equipos capacitados, materiales de calidad y atención al más mínimo detalle.',
    },
  },
  team: {
    title: 'Conoce a nuestro equipo',
    subtitle: 'Las personas que dirigen nuestros equipos y cuidan tu propiedad.',
    members: {
      one: {
        name: 'Michael Reyes',
        role: 'Fundador y diseñador principal',
        bio: 'Michael fundó Evergreen en 2009 después de diez años diseñando jardines en el Eastside. Todavía dibuja él mismo cada diseño importante.',
        imageAlt: 'Ilustración de un jardín diseñado con un cantero de flores',
      },
      two: {
        name: 'Jennifer Park',
        role: 'Arbolista certificada',
        bio: 'Jennifer es arbolista certificada por la ISA y dirige nuestro equipo de árboles, desde podas cuidadosas hasta talas seguras cerca de casas y cables.',
        imageAlt: 'Ilustración de árboles con colores de otoño',
      },
      three: {
        name: 'Carlos Mendoza',
        role: 'Especialista en riego',
        bio: 'Carlos diseña y ajusta sistemas de riego que ahorran agua y ha reducido en un tercio la factura de verano de muchos clientes.',
        imageAlt: 'Ilustración de un aspersor regando el césped',
      },
    },
  },
  stats: {
    title: 'Evergreen Landscaping en cifras',
    years: { value: '15+', label: 'Años de trayectoria' },
    projects: { value: '500+', label: 'Proyectos realizados' },
    satisfaction: { value: '98%', label: 'Clientes satisfechos' },
    team: { value: '50+', label: 'Integrantes del equipo' },
  },
  cta: {
    title: 'Creemos juntos algo hermoso',
    subtitle: 'Cuéntanos sobre tu espacio exterior. Tu cotización gratis está a unos pocos clics.',
    getFreeQuote: 'Cotización gratis',
    contactUs: 'Contáctanos',
  },
};
