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
  quote: {
    customer: {
      subject: 'Seu pedido de orçamento {{reference}}',
      heading: 'Obrigado pelo seu pedido de orçamento',
      greeting: 'Olá, {{name}},',
      received: 'Recebemos seu pedido de orçamento. Seu número de referência é {{reference}}.',
      promise: 'Entraremos em contato em até 24 horas para conversar sobre o seu projeto.',
      estimateNote: 'A estimativa é uma referência; confirmamos o preço final depois de ver o imóvel.',
      footer: 'Você recebeu este e-mail porque pediu um orçamento em nosso site.',
    },
    company: {
      subject: 'Novo pedido de orçamento {{reference}} de {{name}}',
      heading: 'Novo pedido de orçamento',
      intro: '{{name}} pediu um orçamento. Responda em até 24 horas.',
      open: 'Abrir o pedido',
      footer: 'Enviado pelo orçamento on-line do site.',
    },
    rows: {
      reference: 'Referência',
      name: 'Nome',
      email: 'E-mail',
      phone: 'Telefone',
      address: 'Endereço do imóvel',
      message: 'Mensagem',
      propertyType: 'Tipo de imóvel',
      propertySize: 'Tamanho do imóvel',
      services: 'Serviços',
      timeline: 'Prazo',
      budget: 'Faixa de orçamento',
      urgency: 'Urgência',
      preferences: 'Preferências',
      files: 'Arquivos',
      estimate: 'Total estimado',
      language: 'Idioma',
    },
  },
};
