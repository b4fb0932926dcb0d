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
    next: 'Quizás le sirva alguno de estos:',
    services: 'Ver nuestros servicios',
    quote: 'Pedir una cotización gratis',
  },
  error: {
    fixBelow: 'Corrige los errores de validación indicados abajo',
    title: 'Algo salió mal',
    message: 'Ocurrió un error inesperado. Inténtalo de nuevo en un momento.',
  },
  toastClose: 'Cerrar notificación',
  loading: 'Cargando…',
  prices: {
    line: 'Desde {{price}} {{unit}}',
    units: {
      hourly: 'por hora',
      per_sqft: 'por pie cuadrado',
      per_linear_ft: 'por pie lineal',
      per_unit: 'cada uno',
    },
    fromUnits: { month: 'al mes', season: 'por temporada', visit: 'por visita', year: 'al año' },
    quantityUnits: {
      fixed: 'unidades',
      fixed_one: 'unidad',
      fixed_other: 'unidades',
      hourly: 'horas',
      hourly_one: 'hora',
      hourly_other: 'horas',
      per_sqft: 'pies cuadrados',
      per_sqft_one: 'pie cuadrado',
      per_sqft_other: 'pies cuadrados',
      per_linear_ft: 'pies lineales',
      per_linear_ft_one: 'pie lineal',
      per_linear_ft_other: 'pies lineales',
      per_unit: 'unidades',
      per_unit_one: 'unidad',
      per_unit_other: 'unidades',
      package: 'paquetes',
      package_one: 'paquete',
      package_other: 'paquetes',
    },
  },
};
