import type { Dictionary } from '../../types.js';
import type { proposalDocuments as en } from '../en/proposalDocuments.js';

export const proposalDocuments: Dictionary<typeof en> = {
  email: {
    rows: {
      reference: 'Propuesta',
      total: 'Total',
      validUntil: 'Válida hasta',
      signedBy: 'Firmada por',
      acceptedAt: 'Aceptada',
      optionalChosen: 'Conceptos opcionales elegidos',
      email: 'Correo del cliente',
      reason: 'Motivo',
      message: 'Cambios solicitados',
    },
    sent: {
      subject: 'Tu propuesta {{reference}} de {{company}}',
      heading: 'Tu propuesta está lista',
      greeting: 'Hola, {{name}}:',
      intro: 'Gracias por tu interés en {{company}}. Tu propuesta {{reference}} está lista.',
      how: 'Ábrela para leer los detalles, elegir los conceptos opcionales que quieras y aceptarla en línea. No necesitas una cuenta.',
      action: 'Ver tu propuesta',
      footer: 'Recibes este correo porque pediste una cotización a {{company}}. Consérvalo: el enlace abre tu propuesta.',
    },
    accepted: {
      subject: 'Aceptaste la propuesta {{reference}}',
      heading: 'Gracias por aceptar nuestra propuesta',
      intro: 'Recibimos tu aceptación de la propuesta {{reference}} el {{date}}. La propuesta aceptada va adjunta en PDF.',
      next: 'Te contactaremos en breve para programar el trabajo.',
      action: 'Ver la propuesta aceptada',
    },
    company: {
      acceptedSubject: 'Propuesta {{reference}} aceptada por {{name}}',
      acceptedHeading: 'Propuesta aceptada',
      acceptedIntro:
        '{{name}} aceptó la propuesta {{reference}} (revisión {{revision}}). El cliente potencial ahora está ganado.',
      declinedSubject: 'Propuesta {{reference}} rechazada por {{name}}',
      declinedHeading: 'Propuesta rechazada',
      declinedIntro: '{{name}} rechazó la propuesta {{reference}}. El cliente potencial ahora está perdido.',
      changesSubject: 'Cambios solicitados en la propuesta {{reference}}',
      changesHeading: 'Cambios solicitados',
      changesIntro: '{{name}} pidió cambios en la propuesta {{reference}}. Edita la propuesta para enviar una nueva revisión.',
      open: 'Abrir el cliente potencial',
      footer: 'Enviado por las propuestas del sitio web.',
    },
    reply: {
      footer: 'Recibes este correo porque contactaste a {{company}}. Respóndelo para escribirnos.',
    },
  },
  pdf: {
    title: 'Propuesta {{reference}}',
    preparedFor: 'Preparada para',
    date: 'Fecha',
    validUntil: 'Válida hasta',
    revision: 'Revisión',
    notChosen: 'Conceptos opcionales no elegidos',
    note: 'Una nota de {{company}}',
    acceptedHeading: 'Aceptación',
    acceptedBy: 'Aceptada por {{name}} el {{date}}.',
    termsAccepted: 'El cliente aceptó los términos y condiciones: {{url}}',
    terms: 'Términos y condiciones: {{url}}',
    page: 'Página {{page}} de {{pages}}',
    stamp: {
      replaced: 'Esta propuesta fue reemplazada por una revisión más reciente.',
      expired: 'Esta propuesta venció.',
      declined: 'Esta propuesta fue rechazada.',
    },
  },
};
