import type { Dictionary } from '../../types.js';
import type { email as en } from '../en/email.js';

export const email: Dictionary<typeof en> = {
  auth: {
    reset: {
      subject: 'Restablece tu contraseña de {{company}}',
      heading: 'Restablece tu contraseña',
      greeting: 'Hola, {{name}}:',
      intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de {{company}}.',
      action: 'Elegir una nueva contraseña',
      expiry: 'El enlace funciona una sola vez y vence en 1 hora.',
      ignore: 'Si no lo pediste, puedes ignorar este correo: tu contraseña no cambia.',
      footer: 'Recibes este correo porque alguien pidió restablecer la contraseña de esta cuenta.',
    },
  },
  quote: {
    customer: {
      subject: 'Su solicitud de cotización {{reference}}',
      heading: 'Gracias por su solicitud de cotización',
      greeting: 'Hola, {{name}}:',
      received: 'Recibimos su solicitud de cotización. Su número de referencia es {{reference}}.',
      promise: 'Lo contactaremos en menos de 24 horas para hablar de su proyecto.',
      estimateNote: 'El estimado es orientativo; confirmamos el precio final después de ver su propiedad.',
      footer: 'Recibe este correo porque solicitó una cotización en nuestro sitio web.',
    },
    company: {
      subject: 'Nueva solicitud de cotización {{reference}} de {{name}}',
      heading: 'Nueva solicitud de cotización',
      intro: '{{name}} solicitó una cotización. Responda en menos de 24 horas.',
      open: 'Abrir la solicitud',
      footer: 'Enviado por el cotizador del sitio web.',
    },
    rows: {
      reference: 'Referencia',
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      address: 'Dirección de la propiedad',
      message: 'Mensaje',
      propertyType: 'Tipo de propiedad',
      propertySize: 'Tamaño de la propiedad',
      services: 'Servicios',
      timeline: 'Plazo',
      budget: 'Rango de presupuesto',
      urgency: 'Urgencia',
      preferences: 'Preferencias',
      files: 'Archivos',
      estimate: 'Total estimado',
      language: 'Idioma',
    },
  },
};
