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
};
