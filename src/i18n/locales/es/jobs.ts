import type { Dictionary } from '../../types.js';
import type { jobs as en } from '../en/jobs.js';

export const jobs: Dictionary<typeof en> = {
  email: {
    address: 'Dirección',
    footer: 'Recibes este correo porque {{company}} está trabajando en tu propiedad.',
    onMyWay: {
      subject: '{{crew}} de {{company}} va en camino',
      heading: 'Vamos en camino',
      greeting: 'Hola, {{name}}:',
      intro: '{{crew}} de {{company}} va de camino hacia ti.',
    },
  },
};
