import type { Dictionary } from '../../types.js';
import type { layout as en } from '../en/layout.js';

export const layout: Dictionary<typeof en> = {
  skipToContent: 'Saltar al contenido principal',
  nav: { home: 'Inicio', services: 'Servicios', about: 'Nosotros', contact: 'Contacto', main: 'Navegación principal' },
  login: 'Iniciar sesión',
  register: 'Registrarse',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  language: 'Idioma',
  logoAlt: 'Logotipo de {{company}}',
  footer: {
    description:
      'Paisajismo profesional para hogares y empresas en Bellevue y el área de Seattle: diseño, césped, árboles, riego y obras exteriores, con esmero desde 2009.',
    quickLinks: 'Enlaces rápidos',
    services: 'Servicios',
    contactTitle: 'Contacto',
    serviceLinks: {
      design: 'Diseño de paisajes',
      maintenance: 'Mantenimiento de césped',
      trees: 'Servicios de árboles',
      irrigation: 'Riego',
      hardscaping: 'Obras exteriores',
      seasonal: 'Servicios de temporada',
    },
    getFreeQuote: 'Cotización gratis',
    contactUs: 'Contáctanos',
    follow: 'Síganos',
    social: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', linkedin: 'LinkedIn' },
    copyright: '© {{year}} {{company}}. Todos los derechos reservados.',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
  },
  hours: { weekdays: 'Lun-Vie {{hours}}', saturday: 'Sáb {{hours}}', sunday: 'Dom {{hours}}', closed: 'cerrado' },
};
