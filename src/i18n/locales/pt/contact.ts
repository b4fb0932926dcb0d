import type { Dictionary } from '../../types.js';
import type { contact as en } from '../en/contact.js';

export const contact: Dictionary<typeof en> = {
  meta: {
    title: 'Contato | Evergreen Landscaping, Bellevue WA',
    description:
      'Fale com a Evergreen Landscaping em Bellevue: ligue, envie um e-mail ou uma mensagem sobre o seu projeto. Respondemos em até 24 horas.',
  },
  hero: {
    title: 'Fale conosco',
    subtitle: 'Dúvidas, ideias ou um projeto em mente? Envie uma mensagem e responderemos em até 24 horas.',
  },
  form: {
    title: 'Envie uma mensagem',
    requiredNote: 'Os campos marcados com * são obrigatórios.',
    name: 'Nome completo',
    email: 'E-mail',
    phone: 'Telefone',
    serviceInterest: 'Serviço de interesse',
    selectService: 'Selecione um serviço',
    services: {
      'landscape-design': 'Projeto paisagístico',
      'lawn-maintenance': 'Manutenção de gramado',
      'tree-services': 'Serviços de árvores',
      irrigation: 'Irrigação',
      hardscaping: 'Obras externas',
      'seasonal-services': 'Serviços sazonais',
      other: 'Outro',
    },
    message: 'Mensagem',
    messageHint: 'Conte sobre o seu imóvel e o que você gostaria de fazer.',
    honeypot: 'Deixe este campo vazio',
    submit: 'Enviar mensagem',
    sending: 'Enviando…',
    success: 'Obrigado pela sua mensagem! Entraremos em contato em breve.',
  },
  errors: {
    summary: 'Corrija os erros de validação abaixo',
    nameRequired: 'Informe seu nome completo.',
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.',
    messageRequired: 'Escreva uma mensagem.',
    serviceInvalid: 'Escolha um serviço da lista.',
    tooLong: 'O texto está longo demais. Encurte-o, por favor.',
    rateLimited: 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos ou ligue para nós.',
    failed: 'Não foi possível enviar sua mensagem. Tente novamente ou ligue para nós.',
  },
  info: {
    title: 'Entre em contato',
    address: 'Endereço',
    phone: 'Telefone',
    email: 'E-mail',
    hours: 'Horário de atendimento',
    reply: 'Respondemos todas as mensagens em até 24 horas.',
  },
  map: {
    title: 'Onde estamos',
    label: 'Mapa de Bellevue e Seattle com nosso escritório na {{address}}, a leste do lago Washington',
    office: 'Nosso escritório',
    lake: 'Lago Washington',
  },
  faq: {
    title: 'Perguntas frequentes',
    start: {
      question: 'Quando vocês podem começar meu projeto?',
      answer: 'Serviços pequenos costumam começar em 1 a 2 semanas e projetos maiores em 2 a 4 semanas, conforme a estação.',
    },
    estimates: {
      question: 'O orçamento é grátis?',
      answer: 'Sim. Todo orçamento é grátis e sem compromisso. Use o simulador de orçamento ou envie uma mensagem.',
    },
    area: {
      question: 'Quais regiões vocês atendem?',
      answer: 'Atendemos Bellevue e a região de Seattle, incluindo Kirkland, Redmond, Issaquah, Sammamish e Mercer Island.',
    },
    insured: {
      question: 'Vocês são licenciados e segurados?',
      answer: 'Sim. Somos licenciados, segurados e com caução no estado de Washington.',
    },
  },
};
