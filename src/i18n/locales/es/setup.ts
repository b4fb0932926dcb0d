import type { Dictionary } from '../../types.js';
import type { setup as en } from '../en/setup.js';

export const setup: Dictionary<typeof en> = {
  heading: 'Haz tuyo el sitio',
  intro: 'Lo que un visitante debería ver antes de publicar el sitio. Cada punto se marca solo cuando está hecho.',
  progress: '{{done}} de {{total}} hechos',
  summary: 'Haz tuyo el sitio: {{done}} de {{total}} hechos',
  counted: '{{done}} de {{total}}',
  done: 'Hecho',
  todo: 'Pendiente',
  open: 'Abrir',
  items: {
    heroPhoto: {
      title: 'Una foto real en la página de inicio',
      hint: 'La página de inicio todavía muestra un dibujo. Reemplázalo por una foto de tu trabajo en Gestión de medios.',
    },
    servicePhotos: {
      title: 'Fotos reales de tus servicios',
      hint: 'Sube una foto a cada servicio: reemplaza el dibujo como imagen principal.',
    },
    projects: {
      title: 'Un proyecto con fotos de antes y después',
      hint: 'Publica un trabajo terminado con sus dos fotos: la página de inicio y Nuestros trabajos lo muestran.',
    },
    teamPhotos: {
      title: 'Fotos del equipo',
      hint: 'Sin foto, los visitantes ven iniciales. Agrega la foto de cada persona en el Editor de contenido.',
    },
    licence: {
      title: 'Tu número de licencia de contratista',
      hint: 'Se muestra en el pie de página: escríbelo en Configuración, en Gestión de contenido.',
    },
    reviewLink: {
      title: 'Un enlace a tus reseñas',
      hint: 'Tu página de Google o Yelp, enlazada bajo los testimonios: Configuración, en Gestión de contenido.',
    },
    pricesChecked: {
      title: 'Precios revisados',
      hint: 'El catálogo empieza con precios de ejemplo. Revísalos en Gestión de servicios y luego marca este punto.',
      tick: 'Revisé los precios',
      untick: 'Todavía no los revisé',
    },
    demoAccounts: {
      title: 'Cuentas de demostración desactivadas',
      hint: 'Cualquiera puede entrar con las contraseñas de demostración publicadas. Inicia el sitio con DEMO_ACCOUNTS=false o desactívalas en Usuarios.',
    },
    outgoingMail: {
      title: 'Correo saliente configurado',
      hint: 'Los correos se guardan en una carpeta del servidor hasta que SMTP_URL indique tu servidor de correo.',
    },
  },
  dismiss: 'Ocultar esta lista',
  saveFailed: 'No se pudo guardar. Inténtalo de nuevo.',
  errors: { flag: 'Envía true o false.' },
};
