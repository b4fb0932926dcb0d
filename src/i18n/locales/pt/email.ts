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
  contact: {
    subject: 'Nova mensagem de contato de {{name}}',
    heading: 'Nova mensagem pelo site',
    intro: '{{name}} enviou uma mensagem pelo formulário de contato. Responda a este e-mail para falar diretamente com a pessoa.',
    promise: 'Prometemos responder em até 24 horas.',
    fields: {
      name: 'Nome',
      email: 'E-mail',
      phone: 'Telefone',
      serviceInterest: 'Serviço de interesse',
      language: 'Idioma',
      message: 'Mensagem',
    },
    notGiven: 'não informado',
    action: 'Abrir a caixa de contatos',
    footer: 'Enviado pelo formulário de contato do site.',
  },
};
