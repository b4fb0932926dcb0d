import { z } from 'zod';

/** Shapes of the multi-language API (docs/decisions/0006-api-shapes.md). Messages are i18n keys. */

export const languageSchema = z.object({ code: z.string(), name: z.string(), native_name: z.string() });

export const sectionSchema = z.object({
  id: z.number(),
  section_key: z.string(),
  section_name: z.string(),
  category: z.string(),
  /** The built-in text of the key in each language: what visitors see without a published entry. */
  default_content: z.record(z.string(), z.string()),
});

export const entrySchema = z.object({
  id: z.number(),
  section_id: z.number(),
  section_key: z.string(),
  section_name: z.string(),
  category: z.string(),
  language_code: z.string(),
  language_name: z.string(),
  native_name: z.string(),
  content: z.string(),
  is_published: z.boolean(),
  is_draft: z.boolean(),
  version: z.number(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  /** Another language's text of the section changed after this version: it may be out of date (docs/admin-content.md#translations). */
  needs_update: z.boolean(),
});

export type ContentEntry = z.infer<typeof entrySchema>;

const sectionKey = z
  .string({ error: 'multilanguage.api.unknownSection' })
  .trim()
  .min(1, 'multilanguage.api.unknownSection')
  .max(200);
/** Any string: an unsupported code gets 'Unsupported language' (docs/decisions/0004-product-rules.md), not a generic error. */
const languageCode = z.string({ error: 'multilanguage.api.unsupportedLanguage' }).trim().max(20);
/** The version the editor started from (0: a new entry); a newer version on the server means 409. */
const baseVersion = z.number({ error: 'multilanguage.api.invalid' }).int().min(0).nullish();

export const saveBody = z.object({
  section_key: sectionKey,
  language_code: languageCode,
  content: z
    .string({ error: 'multilanguage.api.contentRequired' })
    .trim()
    .min(1, 'multilanguage.api.contentRequired')
    .max(5000, 'multilanguage.api.contentTooLong'),
  is_published: z.boolean({ error: 'multilanguage.api.invalid' }).default(true),
  is_draft: z.boolean({ error: 'multilanguage.api.invalid' }).default(false),
  base_version: baseVersion,
});

export const entryKeyQuery = z.object({ section_key: sectionKey, language_code: languageCode });

export const restoreBody = entryKeyQuery.extend({
  version: z.number({ error: 'multilanguage.api.invalid' }).int().min(1),
  base_version: baseVersion,
});
