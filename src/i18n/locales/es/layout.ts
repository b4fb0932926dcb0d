import type { Dictionary } from '../../types.js';
import type { layout as en } from '../en/layout.js';

export const layout: Dictionary<typeof en> = {
  // The header's account menu of a signed-in visitor, on every page.
  accountMenu: {
    label: 'Menú de la cuenta',
    dashboard: 'Mi panel',
    crew: 'Mi día',
    admin: 'Administración',
    logout: 'Cerrar sesión',
    signedInAs: 'Sesión iniciada como',
  },
  skipToContent: 'Saltar al contenido principal',
  nav: {
    home: 'Inicio',
    services: 'Servicios',
    projects: 'Nuestros trabajos',
    about: 'Nosotros',
    contact: 'Contacto',
    main: 'Navegación principal',
  },
  login: 'Iniciar sesión',
  register: 'Registrarse',
  call: 'Llamar al {{phone}}',
  getFreeQuote: 'Cotización gratis',
  actions: { label: 'Llama o pide una cotización', call: 'Llamar', callNow: 'Llamar al {{phone}}', quote: 'Cotizar gratis' },
  notifications: 'Notificaciones (Alt+T)',
  menu: 'Menú',
  language: 'Idioma',
  logoAlt: 'Logotipo de {{company}}',
  logoHome: '{{company}}, inicio',
  footer: {
    description:
      'Paisajismo profesional para hogares y empresas en Bellevue y el área de Seattle: diseño, césped, árboles, riego y obras exteriores, con esmero desde 2009.',
    quickLinks: 'Enlaces rápidos',
    services: 'Servicios',
    contactTitle: 'Contacto',
    getFreeQuote: 'Cotización gratis',
    contactUs: 'Contáctanos',
    follow: 'Síganos',
    social: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', linkedin: 'LinkedIn' },
    copyright: '© {{year}} {{company}}. Todos los derechos reservados.',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    license: 'Licencia de contratista de {{region}} {{number}}',
    licenseName: 'Licencia de contratista',
  },
  hours: {
    days: { mon: 'Lun', tue: 'Mar', wed: 'Mié', thu: 'Jue', fri: 'Vie', sat: 'Sáb', sun: 'Dom' },
    span: '{{first}}-{{last}}',
    line: '{{days}} {{hours}}',
    closed: 'cerrado',
  },
};
