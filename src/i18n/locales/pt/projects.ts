import type { Dictionary } from '../../types.js';
import type { projects as en } from '../en/projects.js';

export const projects: Dictionary<typeof en> = {
  meta: {
    title: 'Nossos trabalhos | Evergreen Landscaping',
    description:
      'Fotos de antes e depois de jardins, gramados, pátios e árvores em que trabalhamos em Bellevue e na região de Seattle.',
  },
  hero: {
    title: 'Nossos trabalhos',
    subtitle: 'Fotos de antes e depois de trabalhos recentes da nossa equipe em Bellevue e na região de Seattle.',
  },
  recent: {
    title: 'Trabalhos recentes',
    subtitle: 'Trabalhos reais da nossa equipe, antes e depois.',
    serviceSubtitle: 'Trabalhos recentes de {{service}} da nossa equipe, antes e depois.',
    seeAll: 'Ver todos os nossos trabalhos',
    open: 'Ver o antes e o depois',
    openLabel: 'Ver o antes e o depois de {{title}}',
  },
  photo: {
    before: 'Antes',
    after: 'Depois',
    beforeAlt: 'Antes: {{title}}',
    afterAlt: 'Depois: {{title}}',
  },
  slider: {
    label: 'Compare o antes e o depois: {{title}}',
    hint: 'Antes à esquerda, depois à direita. Mova o controle para ver mais de cada um.',
  },
  servicesDone: 'Serviços',
  empty: {
    title: 'Em breve, fotos dos nossos trabalhos',
    text: 'Enquanto isso, veja o que fazemos ou peça um orçamento grátis.',
    services: 'Ver nossos serviços',
  },
  cta: {
    title: 'Quer resultados como estes?',
    text: 'Conte-nos sobre o seu jardim e receba um orçamento grátis e sem compromisso.',
    reply: 'Respondemos em até {{time}}.',
    getFreeQuote: 'Orçamento grátis',
    contactUs: 'Fale conosco',
  },
};
