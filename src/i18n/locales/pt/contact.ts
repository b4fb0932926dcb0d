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
    success: 'Obrigado pela sua mensagem! Entraremos em contato em breve.',
    successCall: 'Algo que não pode esperar? Ligue para',
    sentTitle: 'Mensagem enviada',
  },
  errors: {
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
  },
};
