import type { Dictionary } from '../../types.js';
import type { email as en } from '../en/email.js';

export const email: Dictionary<typeof en> = {
  auth: {
    reset: {
      subject: 'Redefina sua senha da {{company}}',
      heading: 'Redefina sua senha',
      greeting: 'Olá, {{name}},',
      intro: 'Recebemos um pedido para redefinir a senha da sua conta na {{company}}.',
      action: 'Escolher uma nova senha',
      expiry: 'O link funciona uma única vez e expira em 1 hora.',
      ignore: 'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
      footer: 'Você recebeu este e-mail porque alguém pediu para redefinir a senha desta conta.',
    },
  },
};
