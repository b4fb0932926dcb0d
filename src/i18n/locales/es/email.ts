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
  contact: {
    subject: 'Nuevo mensaje de contacto de {{name}}',
    heading: 'Nuevo mensaje desde el sitio web',
    intro: '{{name}} envió un mensaje con el formulario de contacto. Responde a este correo para contestarle directamente.',
    promise: 'Prometemos responder en un plazo de 24 horas.',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      serviceInterest: 'Servicio de interés',
      language: 'Idioma',
      message: 'Mensaje',
    },
    notGiven: 'no indicado',
    action: 'Abrir la bandeja de contactos',
    footer: 'Enviado por el formulario de contacto del sitio web.',
  },
};
