import * as z from 'zod/mini';
import { type ContactErrors, type ContactField, SERVICE_INTERESTS } from './contact.js';

/**
 * The contact form's rules, checked by the page before sending and by the server (API and page
 * action). zod/mini keeps the browser's share small. Messages are i18n keys, translated where shown.
 */
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'contact.errors.tooLong'));
/** A missing field (undefined) reports the same message as an empty one. */
const required = (max: number, key: string) =>
  z.string(key).check(z.trim(), z.minLength(1, key), z.maxLength(max, 'contact.errors.tooLong'));

export const contactSchema = z.object({
  name: required(120, 'contact.errors.nameRequired'),
  email: z.pipe(required(200, 'contact.errors.emailRequired'), z.email('contact.errors.emailInvalid')),
  phone: z.optional(text(40)),
  serviceInterest: z.optional(z.union([z.enum(SERVICE_INTERESTS), z.literal('')], 'contact.errors.serviceInvalid')),
  message: required(5000, 'contact.errors.messageRequired'),
});

export type ContactInput = z.infer<typeof contactSchema>;

export function checkContact(
  input: unknown,
): { data: ContactInput; errors?: undefined } | { data?: undefined; errors: ContactErrors } {
  const result = z.safeParse(contactSchema, input);
  if (result.success) return { data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
