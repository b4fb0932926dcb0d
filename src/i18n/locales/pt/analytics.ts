import type { Dictionary } from '../../types.js';
import type { analytics as en } from '../en/analytics.js';

export const analytics: Dictionary<typeof en> = {
  title: 'Análises | Administração',
  heading: 'Análises',
  intro:
    'Os pedidos de orçamento e as mensagens de um período: quando chegaram, para quê, de onde e em que idioma, com que rapidez foram respondidos e quantos foram ganhos.',
  errors: {
    date: 'Informe as datas como dias do calendário.',
    order: 'O primeiro dia deve vir antes do último.',
    tooLong: 'Escolha um período de no máximo três anos.',
    showingDefault: 'Mostrando as últimas doze semanas.',
  },
  period: {
    title: 'Período',
    from: 'De',
    to: 'Até',
    show: 'Mostrar',
    quick: 'Escolha rápida:',
    presets: { weeks4: 'Últimas 4 semanas', weeks12: 'Últimas 12 semanas', year: 'Este ano' },
  },
  csv: 'Baixar os contatos (CSV)',
  headline: {
    leads: 'Contatos',
    leadsDetail: '{{quotes}} pedidos de orçamento, {{contacts}} mensagens',
    median: 'Mediana da primeira resposta',
    medianDetail: 'Nossa promessa: em até {{hours}} horas',
    kept: 'Promessa de resposta cumprida',
    keptDetail: 'Respondidos em até {{hours}} horas',
    won: 'Ganhos',
    wonDetail: '{{won}} ganhos, {{lost}} perdidos',
  },
  weekly: {
    title: 'Contatos por semana',
    summary: '{{total}} contatos em {{weeks}} semanas; a semana com mais, iniciada em {{week}}, teve {{peak}}.',
    none: 'Nenhum contato nestas {{weeks}} semanas.',
    quotes: 'Pedidos de orçamento',
    contacts: 'Mensagens',
    week: 'Semana iniciada em',
  },
  showTable: 'Ver os números como tabela',
  total: 'Total',
  noLeads: 'Nenhum contato neste período.',
  item: 'Item',
  leads: 'Contatos',
  share: 'Proporção',
  bySource: {
    title: 'De onde vieram',
    note: 'A campanha do link que o visitante seguiu ou, se não houver, o site que o enviou. Contado sem cookies nem serviços externos.',
    direct: 'Direto ou desconhecido',
    campaign: '{{name}} (campanha)',
    referral: '{{name}} (site)',
  },
  byService: {
    title: 'Por serviço',
    note: 'Um pedido de orçamento conta uma vez para cada serviço pedido.',
    unspecified: 'Nenhum serviço indicado',
  },
  byLanguage: { title: 'Por idioma' },
  response: {
    title: 'Primeira resposta',
    definition:
      'Da chegada do contato até a sua primeira mudança de status que sai de Novo. Nossa promessa: em até {{hours}} horas.',
    within: 'Respondidos em até {{hours}} horas',
    late: 'Respondidos depois de {{hours}} horas',
    overdue: 'Sem resposta, mais de {{hours}} horas',
    waiting: 'Ainda sem resposta, dentro das {{hours}} horas',
  },
  outcomes: {
    title: 'O que aconteceu com eles',
    definition: 'Os contatos do período pelo status atual.',
    acceptedValue: 'Propostas aceitas',
    acceptedDetail_one: '{{count}} proposta aceita no período, seja qual for a data do contato',
    acceptedDetail_other: '{{count}} propostas aceitas no período, seja qual for a data dos contatos',
  },
  timeZone: 'Os dias e as semanas seguem o fuso horário da empresa ({{zone}}).',
};
