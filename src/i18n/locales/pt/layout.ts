import type { Dictionary } from '../../types.js';
import type { layout as en } from '../en/layout.js';

export const layout: Dictionary<typeof en> = {
  // The header's account menu of a signed-in visitor, on every page.
  accountMenu: {
    label: 'Menu da conta',
    dashboard: 'Meu painel',
    crew: 'Meu dia',
    admin: 'Administração',
    logout: 'Sair',
    signedInAs: 'Conectado como',
  },
  skipToContent: 'Pular para o conteúdo principal',
  nav: {
    home: 'Início',
    services: 'Serviços',
    projects: 'Nossos trabalhos',
    about: 'Sobre',
    contact: 'Contato',
    main: 'Navegação principal',
  },
  login: 'Entrar',
  register: 'Cadastrar',
  call: 'Ligar para {{phone}}',
  getFreeQuote: 'Orçamento grátis',
  actions: { label: 'Ligue ou peça um orçamento', call: 'Ligar', callNow: 'Ligar para {{phone}}', quote: 'Orçamento' },
  notifications: 'Notificações (Alt+T)',
  menu: 'Menu',
  language: 'Idioma',
  logoAlt: 'Logotipo da {{company}}',
  logoHome: '{{company}}, início',
  footer: {
    description:
      'Paisagismo profissional para residências e empresas em Bellevue e na região de Seattle: projeto, gramado, árvores, irrigação e obras externas, com cuidado desde 2009.',
    quickLinks: 'Links rápidos',
    services: 'Serviços',
    contactTitle: 'Contato',
    getFreeQuote: 'Orçamento grátis',
    contactUs: 'Fale conosco',
    follow: 'Siga-nos',
    social: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', linkedin: 'LinkedIn' },
    copyright: '© {{year}} {{company}}. Todos os direitos reservados.',
    privacy: 'Política de privacidade',
    terms: 'Termos de serviço',
    license: 'Licença de empreiteiro de {{region}} {{number}}',
    licenseName: 'Licença de empreiteiro',
  },
  hours: {
    days: { mon: 'Seg', tue: 'Ter', wed: 'Qua', thu: 'Qui', fri: 'Sex', sat: 'Sáb', sun: 'Dom' },
    span: '{{first}}-{{last}}',
    line: '{{days}} {{hours}}',
    closed: 'fechado',
  },
};
