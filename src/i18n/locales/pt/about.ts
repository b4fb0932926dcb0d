import type { Dictionary } from '../../types.js';
import type { about as en } from '../en/about.js';

export const about: Dictionary<typeof en> = {
  meta: {
    title: 'Sobre nós | Evergreen Landscaping, Bellevue desde 2009',
    description:
      'Conheça a Evergreen Landscaping: empresa de paisagismo de Bellevue desde 2009, com mais de 50 projetistas, arboristas e jardineiros na região de Seattle.',
  },
  hero: {
    title: 'Sobre a Evergreen Landscaping',
    subtitle: 'Criamos e cuidamos de espaços externos bonitos em Bellevue e na região de Seattle desde 2009.',
  },
  story: {
    title: 'Nossa história',
    p1: 'A Evergreen Landscaping começou em 2009 com uma caminhonete, dois cortadores de grama e uma promessa simples aos vizinhos de Bellevue: chegar no horário, fazer o trabalho bem-feito e deixar cada jardim melhor do que encontramos.',
    p2: 'A notícia se espalhou. Hoje mais de 50 projetistas, arboristas certificados, técnicos de irrigação e jardineiros cuidam de residências, condomínios e empresas de Seattle a Redmond e Issaquah.',
    p3: 'Continuamos trabalhando como no início: primeiro ouvimos, plantamos o que prospera com nossos invernos chuvosos e verões secos e tratamos cada imóvel como se fosse nosso.',
  },
  values: {
    title: 'Nossos valores',
    subtitle: 'Quatro princípios orientam cada projeto, grande ou pequeno.',
  },
  team: {
    title: 'Conheça nossa equipe',
    subtitle: 'As pessoas que lideram nossas equipes e cuidam do seu imóvel.',
  },
  stats: {
    title: 'A Evergreen Landscaping em números',
    years: 'Anos de atuação',
    projects: 'Projetos concluídos',
    satisfaction: 'Clientes satisfeitos',
    teamSize: 'Membros da equipe',
  },
  cta: {
    title: 'Vamos criar algo bonito juntos',
    subtitle: 'Conte sobre o seu espaço externo. Seu orçamento grátis está a poucos cliques.',
    getFreeQuote: 'Orçamento grátis',
    contactUs: 'Fale conosco',
  },
};
