import type { Dictionary } from '../../types.js';
import type { quoteJob as en } from '../en/quoteJob.js';

export const quoteJob: Dictionary<typeof en> = {
  range: {
    title: 'Faixa provável do seu serviço',
    label: 'Faixa provável',
    waiting: 'Escolha um tipo de imóvel, um tamanho e pelo menos um serviço para ver a faixa provável do seu serviço.',
    note: 'Pela nossa tabela de preços para os serviços e quantidades que você escolheu. Confirmamos o preço após uma visita gratuita.',
    confirmed: 'confirmada após uma visita gratuita',
  },
  choose: {
    legend: '{{service}}: de qual destes você precisa? (opcional)',
    hint: 'Escolha o que precisa e, se souber, quanto. Sem escolha, contamos nosso menor serviço de {{service}}.',
    quantity: 'Quantidade em {{unit}} (opcional)',
    count: 'Quantos? Preço {{unit}} (opcional)',
    cameFrom: 'Você veio deste serviço',
  },
  line: {
    quantity: '{{quantity}} {{unit}} × {{price}} {{per}}',
    count: '{{quantity}} × {{price}} {{per}}',
    each: '{{price}} {{unit}}',
    noSize: '{{each}}; sem tamanho informado, contamos nosso menor serviço',
  },
  summary: {
    heading: 'Seu serviço',
    service: 'Serviço',
    detail: 'Como calculamos',
    amount: 'Valor',
    startingHeading: 'Estimativa inicial',
    startingNote:
      'Os preços base do nosso formulário para o tipo, o tamanho do imóvel e o prazo. A faixa acima é o que custam serviços como o seu.',
  },
  admin: {
    heading: 'O serviço cotado',
    note: 'Preços do catálogo quando a solicitação foi enviada; não mudam com edições de preço posteriores.',
    none: 'Enviada antes da tabela de preços: sem linhas de serviço.',
  },
  reference: {
    heading: 'A solicitação',
    hint: 'O que o visitante leu, como referência ao definir os preços das linhas.',
  },
};
