import type { Dictionary } from '../../types.js';
import type { quoteJob as en } from '../en/quoteJob.js';

export const quoteJob: Dictionary<typeof en> = {
  range: {
    title: 'Rango probable de tu trabajo',
    label: 'Rango probable',
    waiting: 'Elige un tipo de propiedad, un tamaño y al menos un servicio para ver el rango probable de tu trabajo.',
    note: 'Según nuestra lista de precios para los servicios y cantidades que elegiste. Confirmamos el precio tras una visita gratuita.',
    confirmed: 'se confirma tras una visita gratuita',
  },
  choose: {
    legend: '{{service}}: ¿cuál de estos necesitas? (opcional)',
    hint: 'Elige lo que necesitas y, si lo sabes, cuánto. Sin elección contamos nuestro trabajo más pequeño de {{service}}.',
    quantity: 'Cantidad en {{unit}} (opcional)',
    count: '¿Cuántos? Precio {{unit}} (opcional)',
    cameFrom: 'Llegaste desde este servicio',
  },
  line: {
    quantity: '{{quantity}} {{unit}} × {{price}} {{per}}',
    count: '{{quantity}} × {{price}} {{per}}',
    each: '{{price}} {{unit}}',
    noSize: '{{each}}; sin tamaño indicado, contamos nuestro trabajo más pequeño',
  },
  summary: {
    heading: 'Tu trabajo',
    service: 'Servicio',
    detail: 'Cómo lo calculamos',
    amount: 'Importe',
    startingHeading: 'Estimado inicial',
    startingNote:
      'Los precios base de nuestro formulario para tu tipo de propiedad, tamaño y plazo. El rango de arriba es lo que cuestan trabajos como el tuyo.',
  },
  admin: {
    heading: 'El trabajo cotizado',
    note: 'Precios del catálogo al enviar la solicitud; no cambian con ediciones de precios posteriores.',
    none: 'Enviada antes de la lista de precios: sin líneas de trabajo.',
  },
  reference: {
    heading: 'La solicitud',
    hint: 'Lo que leyó el visitante, como referencia al poner precio a las líneas.',
  },
};
