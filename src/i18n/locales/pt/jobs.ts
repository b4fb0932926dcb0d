import type { Dictionary } from '../../types.js';
import type { jobs as en } from '../en/jobs.js';

export const jobs: Dictionary<typeof en> = {
  email: {
    address: 'Endereço',
    footer: 'Recebe este e-mail porque a {{company}} está a trabalhar no seu imóvel.',
    onMyWay: {
      subject: '{{crew}} da {{company}} está a caminho',
      heading: 'Estamos a caminho',
      greeting: 'Olá, {{name}},',
      intro: '{{crew}} da {{company}} está a caminho agora.',
    },
  },
};
