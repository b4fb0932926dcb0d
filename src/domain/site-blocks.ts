import { z } from 'zod';
import { type Lang, LANGUAGES } from './languages.js';
import { BLOCK_TEXT_FIELDS, MAX_BLOCK_ITEMS, type SiteBlockKind, VALUE_ICONS } from './site-blocks-text.js';

export * from './site-blocks-text.js';

/**
 * The site's lists an owner edits (docs/admin-content.md): testimonials, team members, FAQ items
 * and values. Each item keeps its texts per language, `{ en: {...}, es: {...}, pt: {...} }`:
 * English is required, a Spanish or Portuguese field left empty shows the English one. One set of
 * schemas serves the editor before it sends and the server when it receives; messages are keys of
 * the siteContent area.
 */

type FieldsOf<K extends SiteBlockKind> = keyof (typeof BLOCK_TEXT_FIELDS)[K] & string;
export type BlockTexts<K extends SiteBlockKind> = Record<Lang, Record<FieldsOf<K>, string>>;

const text = (max: number) => z.string('siteContent.errors.text').trim().max(max, 'siteContent.errors.tooLong');
const required = (max: number) => text(max).min(1, 'siteContent.errors.required');

function textsSchema<K extends SiteBlockKind>(kind: K) {
  const fields = Object.entries(BLOCK_TEXT_FIELDS[kind]) as [string, { max: number; required: boolean }][];
  const english = z.object(
    Object.fromEntries(fields.map(([name, f]) => [name, f.required ? required(f.max) : text(f.max).default('')])),
  );
  const other = z.object(Object.fromEntries(fields.map(([name, f]) => [name, text(f.max).default('')])));
  const empty = Object.fromEntries(fields.map(([name]) => [name, '']));
  return z.object({ en: english, es: other.default(empty), pt: other.default(empty) }) as unknown as z.ZodType<
    BlockTexts<K>,
    unknown
  >;
}

/**
 * The translation state an item carries (languagesToUpdate): `needs_update` as the server stored it
 * (read back, never trusted), `confirmed` for the languages the owner marks 'Still correct'.
 */
const languageList = z.array(z.enum(LANGUAGES, 'siteContent.errors.language')).max(LANGUAGES.length).optional();
const translationState = { needs_update: languageList, confirmed: languageList };

/** An item's id: given by the server to a new item (sent without one), then kept through every save. */
export const itemIdSchema = z
  .string('siteContent.errors.id')
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'siteContent.errors.id')
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, error: 'siteContent.errors.link' }).max(500, 'siteContent.errors.tooLong');

export const testimonialSchema = z.object({
  id: itemIdSchema,
  name: required(80),
  place: text(80).default(''),
  rating: z
    .number('siteContent.errors.rating')
    .int('siteContent.errors.rating')
    .min(1, 'siteContent.errors.rating')
    .max(5, 'siteContent.errors.rating')
    .default(5),
  /** Where the review was written (Google, Yelp …); empty when it came to the company directly. */
  source: text(40).default(''),
  link: z.union([z.literal(''), httpUrl]).default(''),
  texts: textsSchema('testimonials'),
  ...translationState,
});

export const teamMemberSchema = z.object({
  id: itemIdSchema,
  name: required(80),
  texts: textsSchema('team'),
  ...translationState,
});

export const faqItemSchema = z.object({ id: itemIdSchema, texts: textsSchema('faq'), ...translationState });

export const valueSchema = z.object({
  id: itemIdSchema,
  icon: z.enum(VALUE_ICONS, 'siteContent.errors.icon').default('leaf'),
  texts: textsSchema('values'),
  ...translationState,
});

const ITEM_SCHEMAS = {
  testimonials: testimonialSchema,
  team: teamMemberSchema,
  faq: faqItemSchema,
  values: valueSchema,
} as const;

type Saved<T> = Omit<T, 'id'> & { id: string };
export type Testimonial = Saved<z.output<typeof testimonialSchema>>;
export type TeamMember = Saved<z.output<typeof teamMemberSchema>>;
export type FaqItem = Saved<z.output<typeof faqItemSchema>>;
export type ValueItem = Saved<z.output<typeof valueSchema>>;
export interface BlockItems {
  testimonials: Testimonial;
  team: TeamMember;
  faq: FaqItem;
  values: ValueItem;
}
export type BlockItem<K extends SiteBlockKind> = BlockItems[K];

/** What PUT /api/admin/site-blocks/{kind} takes: the whole list, in display order, and the version it was edited from. */
export function blockBodySchema(kind: SiteBlockKind) {
  const item = ITEM_SCHEMAS[kind] as z.ZodType<Omit<BlockItem<SiteBlockKind>, 'id'> & { id?: string }, unknown>;
  return z.object({
    items: z
      .array(item, 'siteContent.errors.items')
      .max(MAX_BLOCK_ITEMS, 'siteContent.errors.tooMany')
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((it, index) => {
          if (!it.id) return;
          if (seen.has(it.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'siteContent.errors.duplicateId' });
          seen.add(it.id);
        });
      }),
    /** The version the editor started from; a newer one on the server answers 409 and writes nothing. */
    base_version: z.number('siteContent.errors.version').int().min(0).nullish(),
  });
}
