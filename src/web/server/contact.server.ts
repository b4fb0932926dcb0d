import { data, type AppLoadContext } from 'react-router';
import type { ContactErrors } from '../../domain/contact';
import { submitContact } from '../../server/contact/service';
import { readFaq } from './site-content.server';

/** Contact: the FAQ in the visitor's language (the company facts come with every page). */
export async function loadContact({ app, lang }: AppLoadContext) {
  return { faq: await readFaq(app.db, lang) };
}

export type ContactActionResult =
  | { status: 'sent' }
  | { status: 'invalid'; errors: ContactErrors; values: Record<string, string> }
  | { status: 'rate-limited'; values: Record<string, string> };

/**
 * The contact form's post, with or without JavaScript: the same rules as POST /api/contact.
 * Rejected input comes back with its values so nothing the visitor typed is lost.
 */
export async function contactAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  const outcome = await submitContact(context.app, values, { ip: context.ip, lang: context.lang });
  const { website: _trap, ...kept } = values;
  switch (outcome.kind) {
    case 'invalid':
      return data<ContactActionResult>({ status: 'invalid', errors: outcome.errors, values: kept }, { status: 400 });
    case 'rate-limited':
      return data<ContactActionResult>({ status: 'rate-limited', values: kept }, { status: 429 });
    default:
      return data<ContactActionResult>({ status: 'sent' }, { status: 200 });
  }
}
