import type { Dictionary } from '../../types.js';
import type { analytics as en } from '../en/analytics.js';

export const analytics: Dictionary<typeof en> = {
  title: 'Analítica | Administración',
  heading: 'Analítica',
  intro:
    'Las solicitudes de cotización y los mensajes de un periodo: cuándo llegaron, para qué, desde dónde y en qué idioma, qué tan rápido se respondieron y cuántos se ganaron.',
  errors: {
    date: 'Escribe las fechas como días del calendario.',
    order: 'El primer día debe ser anterior al último.',
    tooLong: 'Elige un periodo de tres años como máximo.',
    showingDefault: 'Se muestran las últimas doce semanas.',
  },
  period: {
    title: 'Periodo',
    from: 'Desde',
    to: 'Hasta',
    show: 'Mostrar',
    quick: 'Elección rápida:',
    presets: { weeks4: 'Últimas 4 semanas', weeks12: 'Últimas 12 semanas', year: 'Este año' },
  },
  csv: 'Descargar los contactos (CSV)',
  headline: {
    leads: 'Contactos',
    leadsDetail: '{{quotes}} solicitudes de cotización, {{contacts}} mensajes',
    median: 'Mediana de la primera respuesta',
    medianDetail: 'Nuestra promesa: en {{hours}} horas',
    kept: 'Promesa de respuesta cumplida',
    keptDetail: 'Respondidos en {{hours}} horas',
    won: 'Ganados',
    wonDetail: '{{won}} ganados, {{lost}} perdidos',
  },
  weekly: {
    title: 'Contactos por semana',
    summary: '{{total}} contactos en {{weeks}} semanas; la semana con más, que empezó el {{week}}, tuvo {{peak}}.',
    none: 'No hubo contactos en estas {{weeks}} semanas.',
    quotes: 'Solicitudes de cotización',
    contacts: 'Mensajes',
    week: 'Semana que empieza',
  },
  showTable: 'Ver las cifras como tabla',
  total: 'Total',
  noLeads: 'No hubo contactos en este periodo.',
  item: 'Elemento',
  leads: 'Contactos',
  share: 'Proporción',
  bySource: {
    title: 'De dónde vinieron',
    note: 'La campaña del enlace que siguió el visitante o, si no, el sitio que lo envió. Se cuenta sin cookies ni servicios externos.',
    direct: 'Directo o desconocido',
    campaign: '{{name}} (campaña)',
    referral: '{{name}} (sitio web)',
  },
  byService: {
    title: 'Por servicio',
    note: 'Una solicitud de cotización cuenta una vez por cada servicio que pide.',
    unspecified: 'Sin servicio indicado',
  },
  byLanguage: { title: 'Por idioma' },
  response: {
    title: 'Primera respuesta',
    definition:
      'Desde la llegada del contacto hasta su primer cambio de estado que deja Nuevo. Nuestra promesa: en {{hours}} horas.',
    within: 'Respondidos en {{hours}} horas',
    late: 'Respondidos después de {{hours}} horas',
    overdue: 'Sin responder, más de {{hours}} horas',
    waiting: 'Sin responder aún, dentro de las {{hours}} horas',
  },
  outcomes: {
    title: 'Qué pasó con ellos',
    definition: 'Los contactos del periodo según su estado actual.',
    acceptedValue: 'Propuestas aceptadas',
    acceptedDetail_one: '{{count}} propuesta aceptada en el periodo, sea cual sea la fecha de su contacto',
    acceptedDetail_other: '{{count}} propuestas aceptadas en el periodo, sea cual sea la fecha de sus contactos',
  },
  timeZone: 'Los días y las semanas siguen la zona horaria de la empresa ({{zone}}).',
};
