import type { Transaction } from 'kysely';
import {
  SERVICE_DETAIL_FIELDS,
  SERVICE_TEXT_FIELDS,
  type ServiceDetail,
  type ServiceForm,
  type ServiceLanguageText,
  type ServiceText,
  TRANSLATED_LANGS,
} from '../../domain/service-admin.js';
import type { DB } from '../db/schema.js';
import { type TranslationRow, toJsonList } from './mapping.js';

/** The page sections of a language as stored: lists as JSON text. */
type StoredDetail = Pick<TranslationRow, 'steps' | 'importance' | 'frequency' | 'benefits'>;

const EMPTY_DETAIL: StoredDetail = { steps: '[]', importance: '', frequency: '', benefits: '[]' };

/**
 * Writes a service's texts. English is always stored. Spanish and Portuguese fall back to English:
 * a language left entirely empty has no row (the public site then reads English), and a field left
 * empty in a partly translated language takes the English value. A page section left out of the
 * save (an API client that does not send it) keeps what is stored.
 */
export async function writeServiceTexts(trx: Transaction<DB>, serviceId: number, form: ServiceForm): Promise<void> {
  const english: ServiceText = pickText(form);
  const existing = await trx.selectFrom('service_translations').selectAll().where('service_id', '=', serviceId).execute();
  const stored = (lang: string) => existing.find((r) => r.language_code === lang);
  const englishDetail = detailColumns(form, stored('en'), EMPTY_DETAIL);

  await upsert(trx, serviceId, 'en', english, englishDetail);
  for (const lang of TRANSLATED_LANGS) {
    const own = form.translations[lang];
    if (isEmpty(own)) {
      await trx
        .deleteFrom('service_translations')
        .where('service_id', '=', serviceId)
        .where('language_code', '=', lang)
        .execute();
      continue;
    }
    // A new translation starts from the English sections; an existing one keeps its own.
    await upsert(trx, serviceId, lang, withFallback(own, english), detailColumns(own, stored(lang), englishDetail));
  }
}

function pickText(form: ServiceForm): ServiceText {
  return Object.fromEntries(SERVICE_TEXT_FIELDS.map((field) => [field, form[field]])) as ServiceText;
}

const isBlank = (value: string | unknown[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

function isEmpty(text: ServiceLanguageText): boolean {
  return [...SERVICE_TEXT_FIELDS, ...SERVICE_DETAIL_FIELDS].every((field) => isBlank(text[field]));
}

function withFallback(own: ServiceText, english: ServiceText): ServiceText {
  return Object.fromEntries(
    SERVICE_TEXT_FIELDS.map((field) => [field, isBlank(own[field]) ? english[field] : own[field]]),
  ) as ServiceText;
}

/**
 * A language's sections to store: each one sent and filled is written; sent empty, it takes the
 * fallback (English for a translation, nothing for English); not sent, it keeps what is stored.
 */
function detailColumns(own: ServiceDetail, stored: StoredDetail | undefined, fallback: StoredDetail): StoredDetail {
  const column = <K extends keyof ServiceDetail & keyof StoredDetail>(
    field: K,
    serialize: (v: NonNullable<ServiceDetail[K]>) => string,
  ) => {
    const value = own[field];
    if (value === undefined) return stored?.[field] ?? fallback[field];
    return isBlank(value) ? fallback[field] : serialize(value as NonNullable<ServiceDetail[K]>);
  };
  return {
    steps: column('steps', toJsonList),
    importance: column('importance', String),
    frequency: column('frequency', String),
    benefits: column('benefits', toJsonList),
  };
}

async function upsert(trx: Transaction<DB>, serviceId: number, lang: string, text: ServiceText, detail: StoredDetail) {
  const columns = {
    name: text.name,
    description: text.description,
    unit: text.unit,
    features: toJsonList(text.features),
    requirements: toJsonList(text.requirements),
    meta_title: text.meta_title,
    meta_description: text.meta_description,
    seo_keywords: text.seo_keywords,
    ...detail,
  };
  await trx
    .insertInto('service_translations')
    .values({ service_id: serviceId, language_code: lang, ...columns })
    .onConflict((oc) => oc.columns(['service_id', 'language_code']).doUpdateSet(columns))
    .execute();
}
