import type { Dictionary } from '../../types.js';
import type { layout as en } from '../en/layout.js';

export const layout: Dictionary<typeof en> = {
  skipToContent: 'Pular para o conteúdo principal',
  nav: { home: 'Início', services: 'Serviços', about: 'Sobre', contact: 'Contato', main: 'Navegação principal' },
  login: 'Entrar',
  register: 'Cadastrar',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  language: 'Idioma',
  logoAlt: 'Logotipo da {{company}}',
  footer: {
    description:
      'Paisagismo profissional para residências e empresas em Bellevue e na região de Seattle: projeto, gramado, árvores, irrigação e obras externas, com cuidado desde 2009.',
    quickLinks: 'Links rápidos',
    services: 'Serviços',
    contactTitle: 'Contato',
    serviceLinks: {
      design: 'Projeto paisagístico',
      maintenance: 'Manutenção de gramado',
      trees: 'Serviços de árvores',
      irrigation: 'Irrigação',
      hardscaping: 'Obras externas',
      seasonal: 'Serviços sazonais',
    },
    getFreeQuote: 'Orçamento grátis',
    contactUs: 'Fale conosco',
    follow: 'Siga-nos',
    social: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', linkedin: 'LinkedIn' },
    copyright: '© {{year}} {{company}}. Todos os direitos reservados.',
    privacy: 'Política de privacidade',
    terms: 'Termos de serviço',
  },
  hours: { weekdays: 'Seg-Sex {{hours}}', saturday: 'Sáb {{hours}}', sunday: 'Dom {{hours}}', closed: 'fechado' },
};
