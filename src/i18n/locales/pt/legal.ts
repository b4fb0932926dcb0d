import type { Dictionary } from '../../types.js';
import type { legal as en } from '../en/legal.js';

export const legal: Dictionary<typeof en> = {
  updated: 'Última atualização: 1º de junho de 2025',
  contents: 'Sumário',
  privacy: {
    meta: {
      title: 'Política de privacidade | Evergreen Landscaping',
      description:
        'Como a Evergreen Landscaping coleta, usa e protege os dados pessoais que você compartilha no nosso site, nos orçamentos e no formulário de contato.',
    },
    title: 'Política de privacidade',
    intro:
      'Esta política explica quais dados pessoais a {{company}} coleta quando você usa nosso site, pede um orçamento ou fala conosco, por que os coletamos e quais escolhas você tem.',
    sections: {
      collect: {
        title: 'Dados que coletamos',
        body: 'Coletamos o que você nos informa: nome, e-mail, telefone, endereço do imóvel, detalhes do projeto, fotos ou documentos enviados e as mensagens que você manda. Se você criar uma conta, também guardamos seu e-mail de acesso e uma senha protegida por hash. Nosso servidor registra dados técnicos, como endereço IP e navegador, para manter o site seguro.',
      },
      use: {
        title: 'Como usamos',
        body: 'Usamos seus dados para preparar orçamentos, responder suas dúvidas, agendar e executar os serviços, enviar faturas e avisos sobre o serviço e melhorar nosso site. Não tomamos decisões automatizadas sobre você.',
      },
      sharing: {
        title: 'Compartilhamento',
        body: 'Nunca vendemos seus dados pessoais. Só os compartilhamos com prestadores que nos ajudam a operar (como envio de e-mails e processamento de pagamentos), sob dever de sigilo, ou quando a lei exige.',
      },
      cookies: {
        title: 'Cookies e armazenamento local',
        body: 'Usamos poucos cookies e dados do navegador, apenas os necessários para o site funcionar: um lembra seu idioma e outro mantém você conectado se fizer login. Não usamos cookies de publicidade nem de rastreamento de terceiros.',
      },
      retention: {
        title: 'Por quanto tempo guardamos',
        body: 'Guardamos pedidos de orçamento e mensagens pelo tempo necessário para atender você e por até sete anos para fins fiscais e de garantia. Você pode pedir a exclusão dos dados que não precisamos mais manter.',
      },
      rights: {
        title: 'Suas escolhas e direitos',
        body: 'Você pode pedir para ver, corrigir ou excluir os dados pessoais que temos sobre você e cancelar qualquer e-mail não essencial a qualquer momento. Escreva para {{email}} e responderemos em até 30 dias.',
      },
      security: {
        title: 'Segurança',
        body: 'Protegemos seus dados com conexões criptografadas, controle de acesso e senhas protegidas por hash. Nenhum sistema é totalmente seguro, mas trabalhamos para proteger seus dados e avisaremos prontamente se um incidente afetar você.',
      },
      children: {
        title: 'Crianças',
        body: 'Nossos serviços são destinados a adultos. Não coletamos intencionalmente dados pessoais de menores de 13 anos.',
      },
      contact: {
        title: 'Contato',
        body: 'Dúvidas sobre esta política? Fale com a {{company}} na {{address}}, pelo telefone {{phone}} ou pelo e-mail {{email}}.',
      },
    },
  },
  terms: {
    meta: {
      title: 'Termos de serviço | Evergreen Landscaping',
      description:
        'Os termos que valem quando você usa o site da Evergreen Landscaping, pede um orçamento ou contrata serviços de paisagismo na região de Seattle.',
    },
    title: 'Termos de serviço',
    intro:
      'Estes termos valem quando você usa o site da {{company}} ou contrata nossos serviços de paisagismo. Ao usar o site ou aceitar um orçamento, você concorda com eles.',
    sections: {
      services: {
        title: 'Nossos serviços',
        body: 'Oferecemos projeto paisagístico, cuidado de gramado, serviços de árvores, irrigação, obras externas, manutenção de jardins e serviços relacionados em Bellevue e na região de Seattle. O escopo exato de cada serviço consta no seu orçamento por escrito ou contrato.',
      },
      estimates: {
        title: 'Orçamentos e preços',
        body: 'Os preços do site e as estimativas do simulador de orçamento são pontos de partida para o planejamento. O preço final é confirmado em um orçamento por escrito depois de vermos o imóvel e vale por 30 dias, salvo indicação em contrário.',
      },
      scheduling: {
        title: 'Agendamento e acesso',
        body: 'Combinamos as datas com você e fazemos o possível para cumpri-las; o clima ou a segurança podem exigir remarcação. Garanta acesso seguro à área de trabalho, mantenha os animais dentro de casa e avise-nos sobre cabos subterrâneos, irrigadores ou outros itens ocultos.',
      },
      payment: {
        title: 'Pagamento',
        body: 'As faturas vencem em 15 dias, salvo disposição diferente no contrato. Projetos maiores podem exigir um sinal antes da compra dos materiais, conforme indicado no orçamento.',
      },
      guarantee: {
        title: 'Garantia de satisfação',
        body: 'Se você não estiver satisfeito com nosso trabalho, avise-nos em até 14 dias e voltaremos para corrigir sem custo adicional. As plantas que instalamos têm garantia de um ano quando regadas como recomendamos; a mão de obra de obras externas, de dois anos.',
      },
      liability: {
        title: 'Seguro e responsabilidade',
        body: 'Somos licenciados, segurados e com caução no estado de Washington. Não respondemos por danos causados por condições que não nos foram informadas e que não podíamos ver razoavelmente, nem por eventos fora do nosso controle.',
      },
      cancellation: {
        title: 'Cancelamento',
        body: 'Você pode cancelar uma visita agendada sem custo com até 48 horas de antecedência. Materiais já encomendados para um projeto sob medida podem ser cobrados a preço de custo.',
      },
      website: {
        title: 'Uso do site',
        body: 'Use o site de forma legal e não tente interrompê-lo nem acessar contas de outras pessoas. Os textos, projetos e imagens do site pertencem à {{company}} e não podem ser copiados para uso comercial sem permissão.',
      },
      law: {
        title: 'Lei aplicável',
        body: 'Estes termos são regidos pelas leis do estado de Washington. Qualquer disputa será resolvida nos tribunais do condado de King, Washington.',
      },
      contact: {
        title: 'Contato',
        body: 'Dúvidas sobre estes termos? Fale com a {{company}} na {{address}}, pelo telefone {{phone}} ou pelo e-mail {{email}}.',
      },
    },
  },
};
