import { priceColumns, pricedOf, unitPrice } from '../../../../domain/price-line';
import type { QuoteService } from '../../../../domain/quote/options';
import type { AdminService } from '../../../../domain/service-admin-shapes';
import {
  linesToList,
  type ServiceForm,
  serviceFormSchema,
  toNumber,
  TRANSLATED_LANGS,
  type TranslatedLang,
} from '../../../../domain/service-admin';
import type { Demand, PriceType } from '../../../../domain/services';

/** The Add/Edit form as typed: numbers as the inputs hold them, lists as lines of text. */

export interface StepState {
  title: string;
  detail: string;
}

export interface TextState {
  name: string;
  description: string;
  unit: string;
  features: string;
  requirements: string;
  meta_title: string;
  meta_description: string;
  seo_keywords: string;
  /** The service page's sections in this language. */
  steps: StepState[];
  importance: string;
  frequency: string;
  benefits: string;
}

export interface FormState extends TextState {
  category_id: string;
  /** The one price, in dollars, of the price type (per sq ft for per_sqft, ...): docs/price-book.md. */
  price: string;
  price_type: PriceType;
  estimated_duration_minutes: string;
  demand: Demand;
  quote_service: QuoteService | '';
  is_featured: boolean;
  is_active: boolean;
  sort_order: string;
  translations: Record<TranslatedLang, TextState>;
}

const emptyText = (): TextState => ({
  name: '',
  description: '',
  unit: '',
  features: '',
  requirements: '',
  meta_title: '',
  meta_description: '',
  seo_keywords: '',
  steps: [],
  importance: '',
  frequency: '',
  benefits: '',
});

/** A new service: category 0 ('Select Category'), price type fixed, active, sort order 0 (docs/decisions/0007-screens.md). */
export function emptyForm(): FormState {
  return {
    ...emptyText(),
    category_id: '0',
    price: '0',
    price_type: 'fixed',
    estimated_duration_minutes: '0',
    demand: 'medium',
    quote_service: '',
    is_featured: false,
    is_active: true,
    sort_order: '0',
    translations: { es: emptyText(), pt: emptyText() },
  };
}

function textState(text: AdminService['translations']['es']): TextState {
  return {
    ...text,
    features: text.features.join('\n'),
    requirements: text.requirements.join('\n'),
    steps: text.steps.map((step) => ({ ...step })),
    benefits: text.benefits.join('\n'),
  };
}

export function formFromService(service: AdminService): FormState {
  return {
    ...textState(service),
    category_id: String(service.category_id),
    price: String(unitPrice(pricedOf(service))),
    price_type: service.price_type,
    estimated_duration_minutes: String(service.estimated_duration_minutes),
    demand: service.demand,
    quote_service: service.quote_service ?? '',
    is_featured: service.is_featured,
    is_active: service.is_active,
    sort_order: String(service.sort_order),
    translations: { es: textState(service.translations.es), pt: textState(service.translations.pt) },
  };
}

function textPayload(text: TextState) {
  return {
    ...text,
    features: linesToList(text.features),
    requirements: linesToList(text.requirements),
    benefits: linesToList(text.benefits),
  };
}

/**
 * The form checked by the same schema as the server, after the rule that non-numeric entries
 * become 0 (docs/decisions/0007-screens.md). Errors are i18n keys by field path (translations.es.name, ...).
 */
export function checkForm(
  state: FormState,
): { form: ServiceForm; errors: null } | { form: null; errors: Record<string, string> } {
  const parsed = serviceFormSchema.safeParse({
    ...textPayload(state),
    category_id: toNumber(state.category_id),
    // One price, stored in the columns of its type (they can no longer disagree).
    ...priceColumns(state.price_type, toNumber(state.price)),
    price_type: state.price_type,
    estimated_duration_minutes: toNumber(state.estimated_duration_minutes),
    demand: state.demand,
    quote_service: state.quote_service || null,
    is_featured: state.is_featured,
    is_active: state.is_active,
    sort_order: toNumber(state.sort_order),
    translations: Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, textPayload(state.translations[lang])])),
  });
  if (parsed.success) return { form: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[priceField(issue.path.join('.'))] ??= issue.message;
  return { form: null, errors };
}

/** The three price columns are one field on the form: their errors show under it. */
export const priceField = (path: string) =>
  path === 'base_price' || path === 'price_per_sqft' || path === 'price_per_linear_ft' ? 'price' : path;
