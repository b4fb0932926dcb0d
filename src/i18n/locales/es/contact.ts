import type { Dictionary } from '../../types.js';
import type { contact as en } from '../en/contact.js';

export const contact: Dictionary<typeof en> = {
  meta: {
    title: 'Contacto | Evergreen Landscaping, Bellevue WA',
    description:
      'Contacta a Evergreen Landscaping en Bellevue: llama, escribe un correo o envía un mensaje sobre tu proyecto. Respondemos en menos de 24 horas.',
  },
  hero: {
    title: 'Contáctanos',
    subtitle: '¿Preguntas, ideas o un proyecto en mente? Envíanos un mensaje y te responderemos en menos de 24 horas.',
  },
  form: {
    title: 'Envíanos un mensaje',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    serviceInterest: 'Servicio de interés',
    selectService: 'Selecciona un servicio',
    services: {
      'landscape-design': 'Diseño de paisajes',
      'lawn-maintenance': 'Mantenimiento del césped',
      'tree-services': 'Servicios de árboles',
      irrigation: 'Riego',
      hardscaping: 'Obras exteriores',
      'seasonal-services': 'Servicios de temporada',
      other: 'Otro',
    },
    message: 'Mensaje',
    messageHint: 'Cuéntanos sobre tu propiedad y lo que te gustaría hacer.',
    honeypot: 'Deja este campo vacío',
    submit: 'Enviar mensaje',
    success: '¡Gracias por tu mensaje! Te responderemos pronto.',
    successCall: '¿Algo que no puede esperar? Llámanos al',
    sentTitle: 'Mensaje enviado',
  },
  errors: {
    nameRequired: 'Ingresa tu nombre completo.',
    emailRequired: 'Ingresa tu correo electrónico.',
    emailInvalid: 'Ingresa un correo electrónico válido, como nombre@ejemplo.com.',
    messageRequired: 'Escribe un mensaje.',
    serviceInvalid: 'Elige un servicio de la lista.',
    tooLong: 'El texto es demasiado largo. Acórtalo, por favor.',
    rateLimited: 'Enviaste varios mensajes en poco tiempo. Espera unos minutos o llámanos.',
    failed: 'No pudimos enviar tu mensaje. Inténtalo de nuevo o llámanos.',
  },
  info: {
    title: 'Ponte en contacto',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario de atención',
    reply: 'Respondemos cada mensaje en menos de 24 horas.',
  },
  map: {
    title: 'Dónde encontrarnos',
    label: 'Mapa de Bellevue y Seattle con nuestra oficina en {{address}}, al este del lago Washington',
    office: 'Nuestra oficina',
    lake: 'Lago Washington',
  },
  faq: {
    title: 'Preguntas frecuentes',
  },
};
