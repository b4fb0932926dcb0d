import type { Dictionary } from '../../types.js';
import type { common as en } from '../en/common.js';

export const common: Dictionary<typeof en> = {
  siteDescription:
    'Evergreen Landscaping diseña, construye y cuida jardines, céspedes y árboles en Bellevue y el área de Seattle. Cotizaciones gratis, respuesta en 24 horas.',
  notFound: {
    title: 'Página no encontrada',
    heading: '404 - Página no encontrada',
    message: 'La página que busca no existe o se ha movido.',
    home: 'Volver a la página de inicio',
  },
  error: {
    fixBelow: 'Corrige los errores de validación indicados abajo',
    title: 'Algo salió mal',
    message: 'Ocurrió un error inesperado. Inténtalo de nuevo en un momento.',
  },
  toastClose: 'Cerrar notificación',
  loading: 'Cargando…',
};
