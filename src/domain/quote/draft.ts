import { MAX_QUANTITY } from './job.js';
import { QUOTE_STEPS } from './options.js';
import type { QuoteRequest } from './schema.js';

/*
 * The quote builder's draft and step gates. Nothing here needs the schemas, so the page loads
 * without them; the whole request is checked with schema.ts before it is sent, and by the API.
 */

/** What the page keeps while the visitor moves through the steps. */
export interface QuoteDraft {
  propertyType?: QuoteRequest['propertyType'];
  propertySize?: QuoteRequest['propertySize'];
  /** The approximate area as typed ("5,000"); areaFromText turns it into the request's areaSqft. */
  area: string;
  services: QuoteRequest['services'];
  /** The catalogue service the visitor came from (water-features), kept while its quote service is chosen. */
  catalogueService?: string;
  /** The catalogue services chosen on step 3 under the chosen quote services, with the quantity as typed ("400"). */
  items: { service: string; quantity: string }[];
  timeline?: QuoteRequest['timeline'];
  budget?: QuoteRequest['budget'];
  urgency: QuoteRequest['urgency'];
  plantPreferences: string[];
  stylePreferences: string[];
  materialSelection: string[];
  contactInfo: { name: string; email: string; phone: string; address: string; message: string };
}

export const EMPTY_DRAFT: QuoteDraft = {
  area: '',
  services: [],
  items: [],
  urgency: 'normal',
  plantPreferences: [],
  stylePreferences: [],
  materialSelection: [],
  contactInfo: { name: '', email: '', phone: '', address: '', message: '' },
};

/** The fields of each step, 1 to 7 (files are step 6's). schema.test.ts keeps this beside the step schemas. */
export const STEP_FIELDS = [
  ['propertyType'],
  ['propertySize', 'areaSqft'],
  ['services', 'catalogueService', 'items'],
  ['timeline', 'budget', 'urgency'],
  ['plantPreferences', 'stylePreferences', 'materialSelection'],
  ['files'],
  ['contactInfo'],
] as const;

/**
 * Step gates (docs/decisions/0004-product-rules.md): Next on steps 1-4 waits for the step's required choice;
 * step 7 for name and e-mail.
 */
export function canLeaveStep(step: number, draft: QuoteDraft): boolean {
  switch (step) {
    case 1:
      return Boolean(draft.propertyType);
    case 2:
      return Boolean(draft.propertySize);
    case 3:
      return draft.services.length > 0;
    case 4:
      return Boolean(draft.timeline);
    case 5:
    case 6:
      return true;
    case QUOTE_STEPS:
      return draft.contactInfo.name.trim() !== '' && draft.contactInfo.email.trim() !== '';
    default:
      return false;
  }
}

/** The step a field belongs to, so an error from the server can lead the visitor back to it. */
export function stepOfField(path: string): number {
  const field = path.split('.')[0];
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index >= 0 ? index + 1 : QUOTE_STEPS;
}

export interface FieldError {
  path: string;
  msg: string;
}

/**
 * A typed whole number (an area in square feet, a quantity): digits with any thousands separators
 * (5,000 / 5.000 / 5 000). Empty gives undefined (the field is optional); anything else gives NaN,
 * which the schema refuses.
 */
export function areaFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const digits = trimmed.replace(/[\s,._\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

const wholeFromText = areaFromText;

/** The draft as the API takes it: the typed area becomes areaSqft, typed quantities numbers. */
export function draftToRequest({ area, items, ...draft }: QuoteDraft) {
  return {
    ...draft,
    areaSqft: areaFromText(area),
    items: items.map((item) => ({ service: item.service, quantity: wholeFromText(item.quantity) })),
  };
}

/** The draft's choices as numbers for the live range: a quantity still being typed counts as none. */
export function draftJobChoices(draft: QuoteDraft): { service: string; quantity?: number }[] {
  return draft.items.map((item) => {
    const quantity = wholeFromText(item.quantity);
    return {
      service: item.service,
      quantity: quantity && Number.isInteger(quantity) && quantity > 0 && quantity <= MAX_QUANTITY ? quantity : undefined,
    };
  });
}
