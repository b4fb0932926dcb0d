import type { Kysely } from 'kysely';
import { type AppLoadContext, redirect } from 'react-router';
import { hubData } from '../../server/clients/hub';
import { currentClientId } from '../../server/clients/repository';
import type { DB } from '../../server/db/schema';

/**
 * The client whose hub a page shows (docs/clients.md): a signed-in account's client once its
 * e-mail is verified, otherwise the hub session's.
 */
export async function hubClientOfPage(context: AppLoadContext): Promise<number | null> {
  if (context.user) {
    const row = await context.app.db
      .selectFrom('users')
      .select(['client_id', 'email_verified_at'])
      .where('id', '=', context.user.id)
      .executeTakeFirst();
    if (row?.client_id && row.email_verified_at) return currentClientId(context.app.db, row.client_id);
  }
  return context.hubClientId;
}

/** The hub's items, or null without a client. */
export async function hubPageData(context: AppLoadContext) {
  const clientId = await hubClientOfPage(context);
  return clientId === null ? null : hubData(context.app, clientId);
}

/** The quote builder's contact fields from a client: name, first e-mail and phone, and one of its properties. */
export async function clientContactDefaults(db: Kysely<DB>, clientId: number, propertyId: number | null) {
  const client = await db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirst();
  if (!client) return null;
  const [email, phone, property] = await Promise.all([
    db.selectFrom('client_emails').select('email').where('client_id', '=', clientId).orderBy('id').executeTakeFirst(),
    db.selectFrom('client_phones').select('phone').where('client_id', '=', clientId).orderBy('id').executeTakeFirst(),
    propertyId
      ? db
          .selectFrom('client_properties')
          .select('address')
          .where('id', '=', propertyId)
          .where('client_id', '=', clientId)
          .executeTakeFirst()
      : undefined,
  ]);
  return { name: client.name, email: email?.email ?? '', phone: phone?.phone ?? '', address: property?.address ?? '' };
}

/**
 * "See everything in your client hub" on an e-mailed item's page (a proposal, a visit): the item's
 * link opens a hub session for its client, then the hub. A link that opens nothing goes back to the page.
 */
export async function openHubFromItem(context: AppLoadContext, request: Request, kind: 'proposal' | 'visit', token: string) {
  const form = await request.clone().formData();
  if (form.get('intent') !== 'hub') return null;
  const answer = await context.api(
    'POST',
    '/api/hub/session',
    kind === 'proposal' ? { proposal_token: token } : { visit_token: token },
  );
  const headers = new Headers();
  for (const cookie of answer.cookies) headers.append('set-cookie', cookie);
  return redirect(answer.status < 300 ? '/dashboard' : new URL(request.url).pathname, { headers });
}
