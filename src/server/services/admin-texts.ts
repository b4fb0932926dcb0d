import type { Transaction } from 'kysely';
import { SERVICE_TEXT_FIELDS, type ServiceForm, type ServiceText, TRANSLATED_LANGS } from '../../domain/service-admin.js';
import type { DB } from '../db/schema.js';
import { toJsonList } from './mapping.js';

/**
 * Writes a service's texts. English is always stored. Spanish and Portuguese fall back to English:
 * a language left entirely empty has no row (the public site then reads English), and a field left
 * empty in a partly translated language takes the English value.
 */
export async function writeServiceTexts(trx: Transaction<DB>, serviceId: number, form: ServiceForm): Promise<void> {
  const english: ServiceText = pickText(form);
  const existing = await trx.selectFrom('service_translations').selectAll().where('service_id', '=', serviceId).execute();
  const englishRow = existing.find((r) => r.language_code === 'en');
  // Detail content (steps, why it matters, ...) is not edited on this screen: it is kept, and a new
  // translation starts from the English one.
  const detail = {
    steps: englishRow?.steps ?? '[]',
    importance: englishRow?.importance ?? '',
    frequency: englishRow?.frequency ?? '',
    benefits: englishRow?.benefits ?? '[]',
  };

  await upsert(trx, serviceId, 'en', english, detail);
  for (const lang of TRANSLATED_LANGS) {
    const own = form.translations[lang];
    if (isEmpty(own)) {
      await trx.deleteFrom('service_translations').where('service_id', '=', serviceId).where('language_code', '=', lang).execute();
      continue;
    }
    await upsert(trx, serviceId, lang, withFallback(own, english), detail);
  }
}

function pickText(form: ServiceForm): ServiceText {
  return Object.fromEntries(SERVICE_TEXT_FIELDS.map((field) => [field, form[field]])) as ServiceText;
}

const isBlank = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value.trim() === '');

function isEmpty(text: ServiceText): boolean {
  return SERVICE_TEXT_FIELDS.every((field) => isBlank(text[field]));
}

function withFallback(own: ServiceText, english: ServiceText): ServiceText {
  return Object.fromEntries(SERVICE_TEXT_FIELDS.map((field) => [field, isBlank(own[field]) ? english[field] : own[field]])) as ServiceText;
}

async function upsert(
  trx: Transaction<DB>,
  serviceId: number,
  lang: string,
  text: ServiceText,
  detail: { steps: string; importance: string; frequency: string; benefits: string },
) {
  const columns = {
    name: text.name,
    description: text.description,
    unit: text.unit,
    features: toJsonList(text.features),
    requirements: toJsonList(text.requirements),
    meta_title: text.meta_title,
    meta_description: text.meta_description,
    seo_keywords: text.seo_keywords,
  };
  await trx
    .insertInto('service_translations')
    .values({ service_id: serviceId, language_code: lang, ...columns, ...detail })
    .onConflict((oc) => oc.columns(['service_id', 'language_code']).doUpdateSet(columns))
    .execute();
}
