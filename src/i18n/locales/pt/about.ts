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
    imageAlt: 'Nossa equipe plantando arbustos e flores em um canteiro',
  },
  values: {
    title: 'Nossos valores',
    subtitle: 'Quatro princípios orientam cada projeto, grande ou pequeno.',
    sustainability: {
      title: 'Sustentabilidade',
      text: 'Plantas nativas, irrigação inteligente e uso cuidadoso de adubos protegem o Puget Sound e economizam água.',
    },
    creativity: {
      title: 'Criatividade',
      text: 'Cada projeto parte do seu imóvel e do seu jeito de viver, nunca de um modelo pronto.',
    },
    integrity: {
      title: 'Integridade',
      text: 'Orçamentos claros, conselhos honestos e nenhuma surpresa na fatura.',
    },
    excellence: {
      title: 'Excelência',
      text: 'Equipes treinadas, materiais de qualidade e atenção a cada detalhe.',
    },
  },
  team: {
    title: 'Conheça nossa equipe',
    subtitle: 'As pessoas que lideram nossas equipes e cuidam do seu imóvel.',
    members: {
      one: {
        name: 'Michael Reyes',
        role: 'Fundador e projetista-chefe',
        bio: 'Michael fundou a Evergreen em 2009, depois de dez anos projetando jardins no Eastside. Ele ainda desenha pessoalmente cada grande projeto.',
        imageAlt: 'Ilustração de um jardim projetado com um canteiro de flores',
      },
      two: {
        name: 'Jennifer Park',
        role: 'Arborista certificada',
        bio: 'Jennifer é arborista certificada pela ISA e lidera nossa equipe de árvores, de podas cuidadosas a remoções seguras perto de casas e da rede elétrica.',
        imageAlt: 'Ilustração de árvores com cores de outono',
      },
      three: {
        name: 'Carlos Mendoza',
        role: 'Especialista em irrigação',
        bio: 'Carlos projeta e ajusta sistemas de irrigação econômicos e já reduziu em um terço a conta de água de verão de muitos clientes.',
        imageAlt: 'Ilustração de um irrigador regando o gramado',
      },
    },
  },
  stats: {
    title: 'A Evergreen Landscaping em números',
    years: { value: '15+', label: 'Anos de atuação' },
    projects: { value: '500+', label: 'Projetos concluídos' },
    satisfaction: { value: '98%', label: 'Clientes satisfeitos' },
    team: { value: '50+', label: 'Membros da equipe' },
  },
  cta: {
    title: 'Vamos criar algo bonito juntos',
    subtitle: 'Conte sobre o seu espaço externo. Seu orçamento grátis está a poucos cliques.',
    getFreeQuote: 'Orçamento grátis',
    contactUs: 'Fale conosco',
  },
};
