import type { Dictionary } from '../../types.js';
import type { proposalDocuments as en } from '../en/proposalDocuments.js';

export const proposalDocuments: Dictionary<typeof en> = {
  email: {
    rows: {
      reference: 'Proposta',
      total: 'Total',
      validUntil: 'Válida até',
      signedBy: 'Assinada por',
      acceptedAt: 'Aceita',
      optionalChosen: 'Itens opcionais escolhidos',
      email: 'E-mail do cliente',
      reason: 'Motivo',
      message: 'Alterações solicitadas',
    },
    sent: {
      subject: 'Sua proposta {{reference}} da {{company}}',
      heading: 'Sua proposta está pronta',
      greeting: 'Olá, {{name}},',
      intro: 'Obrigado pelo seu interesse na {{company}}. Sua proposta {{reference}} está pronta.',
      how: 'Abra-a para ler os detalhes, escolher os itens opcionais que quiser e aceitá-la on-line. Não é preciso ter conta.',
      action: 'Ver sua proposta',
      footer: 'Você recebe este e-mail porque pediu um orçamento à {{company}}. Guarde-o: o link abre a sua proposta.',
    },
    accepted: {
      subject: 'Você aceitou a proposta {{reference}}',
      heading: 'Obrigado por aceitar a nossa proposta',
      intro: 'Recebemos o seu aceite da proposta {{reference}} em {{date}}. A proposta aceita segue anexa em PDF.',
      next: 'Entraremos em contato em breve para agendar o trabalho.',
      action: 'Ver a proposta aceita',
    },
    company: {
      acceptedSubject: 'Proposta {{reference}} aceita por {{name}}',
      acceptedHeading: 'Proposta aceita',
      acceptedIntro: '{{name}} aceitou a proposta {{reference}} (revisão {{revision}}). O contato agora está ganho.',
      declinedSubject: 'Proposta {{reference}} recusada por {{name}}',
      declinedHeading: 'Proposta recusada',
      declinedIntro: '{{name}} recusou a proposta {{reference}}. O contato agora está perdido.',
      changesSubject: 'Alterações solicitadas na proposta {{reference}}',
      changesHeading: 'Alterações solicitadas',
      changesIntro: '{{name}} pediu alterações na proposta {{reference}}. Edite a proposta para enviar uma nova revisão.',
      open: 'Abrir o contato',
      footer: 'Enviado pelas propostas do site.',
    },
    reply: {
      footer: 'Você recebe este e-mail porque entrou em contato com a {{company}}. Responda a ele para nos escrever.',
    },
  },
  pdf: {
    title: 'Proposta {{reference}}',
    preparedFor: 'Preparada para',
    date: 'Data',
    validUntil: 'Válida até',
    revision: 'Revisão',
    notChosen: 'Itens opcionais não escolhidos',
    note: 'Uma observação da {{company}}',
    acceptedHeading: 'Aceite',
    acceptedBy: 'Aceita por {{name}} em {{date}}.',
    termsAccepted: 'O cliente concordou com os termos e condições: {{url}}',
    terms: 'Termos e condições: {{url}}',
    page: 'Página {{page}} de {{pages}}',
    stamp: {
      replaced: 'Esta proposta foi substituída por uma revisão mais recente.',
      expired: 'Esta proposta venceu.',
      declined: 'Esta proposta foi recusada.',
    },
  },
};
