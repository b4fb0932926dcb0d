import type { Dictionary } from '../../types.js';
import type { setup as en } from '../en/setup.js';

export const setup: Dictionary<typeof en> = {
  heading: 'Deixe o site com a sua cara',
  intro: 'O que um visitante deve ver antes de o site entrar no ar. Cada item se marca sozinho quando estiver feito.',
  progress: '{{done}} de {{total}} feitos',
  summary: 'Deixe o site com a sua cara: {{done}} de {{total}} feitos',
  counted: '{{done}} de {{total}}',
  done: 'Feito',
  todo: 'A fazer',
  open: 'Abrir',
  items: {
    heroPhoto: {
      title: 'Uma foto real na página inicial',
      hint: 'A página inicial ainda mostra um desenho. Troque por uma foto do seu trabalho em Gestão de mídia.',
    },
    servicePhotos: {
      title: 'Fotos reais dos seus serviços',
      hint: 'Envie uma foto para cada serviço: ela substitui o desenho como imagem principal.',
    },
    projects: {
      title: 'Um projeto com fotos de antes e depois',
      hint: 'Publique um trabalho concluído com as duas fotos: a página inicial e Nossos trabalhos o mostram.',
    },
    teamPhotos: {
      title: 'Fotos da equipe',
      hint: 'Sem foto, os visitantes veem iniciais. Adicione a foto de cada pessoa no Editor de conteúdo.',
    },
    licence: {
      title: 'O número da sua licença de empreiteiro',
      hint: 'Aparece no rodapé: informe em Configurações, na Gestão de conteúdo.',
    },
    reviewLink: {
      title: 'Um link para as suas avaliações',
      hint: 'A sua página no Google ou Yelp, com link abaixo dos depoimentos: Configurações, na Gestão de conteúdo.',
    },
    pricesChecked: {
      title: 'Preços conferidos',
      hint: 'O catálogo começa com preços de exemplo. Confira-os na Gestão de serviços e depois marque este item.',
      tick: 'Conferi os preços',
      untick: 'Ainda não conferi',
    },
    demoAccounts: {
      title: 'Contas de demonstração desativadas',
      hint: 'Qualquer pessoa pode entrar com as senhas de demonstração publicadas. Inicie o site com DEMO_ACCOUNTS=false ou desative-as em Usuários.',
    },
    outgoingMail: {
      title: 'E-mail de saída configurado',
      hint: 'Os e-mails ficam em uma pasta do servidor até que SMTP_URL indique o seu servidor de e-mail.',
    },
  },
  dismiss: 'Ocultar esta lista',
  saveFailed: 'Não foi possível salvar. Tente de novo.',
  errors: { flag: 'Envie true ou false.' },
};
