import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Lang } from '../../domain/languages.js';
import { translator } from '../../i18n/translate.js';
import { markEmailVerified } from '../auth/email-verification.js';
import { newToken, tokenDigest, tokenId } from '../auth/tokens.js';
import { proposalIdOf } from '../proposals/links.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { renderEmail } from '../mail/layout.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { type EmailBrand, readEmailBrand } from '../site-images/email-logo.js';
import { clientForContact, clientIdByEmail, normalEmail } from './linking.js';
import { currentClientId } from './repository.js';

/** A sign-in link works once, for 15 minutes. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** A hub session lasts 30 days from the link or item that opened it. */
export const HUB_SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

declare module 'fastify' {
  interface FastifyRequest {
    /** The client of a hub session (a sign-in link or an e-mailed item opened it); null without one. */
    hubClientId: number | null;
  }
}

export const hubCookieName = (config: Pick<Config, 'secureCookies'>) => (config.secureCookies ? '__Host-hub' : 'hub');
const cookieBase = (config: Config) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies });

export const hubCookie = (request: FastifyRequest, config: Config): string | undefined => request.cookies[hubCookieName(config)];

/** Starts a hub session for a client and sets its cookie. */
export async function startHubSession(ctx: AppContext, reply: FastifyReply, clientId: number, now = Date.now()): Promise<void> {
  const token = newToken();
  await ctx.db.deleteFrom('hub_sessions').where('expires_at', '<=', iso(now)).execute();
  await ctx.db
    .insertInto('hub_sessions')
    .values({
      id: tokenId(token, ctx.config.sessionSecret),
      client_id: clientId,
      created_at: iso(now),
      expires_at: iso(now + HUB_SESSION_TTL_MS),
    })
    .execute();
  reply.setCookie(hubCookieName(ctx.config), token, { ...cookieBase(ctx.config), maxAge: HUB_SESSION_TTL_MS / 1000 });
}

/** The client of a hub session token, or null (unknown, expired). A merged client's session leads to the client it became. */
export async function resolveHubSession(ctx: AppContext, token: string): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const row = await ctx.db
    .selectFrom('hub_sessions')
    .select(['client_id', 'expires_at'])
    .where('id', '=', tokenId(token, ctx.config.sessionSecret))
    .executeTakeFirst();
  if (!row || row.expires_at <= iso(Date.now())) return null;
  return currentClientId(ctx.db, row.client_id);
}

export async function endHubSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = hubCookie(request, ctx.config);
  if (token) await ctx.db.deleteFrom('hub_sessions').where('id', '=', tokenId(token, ctx.config.sessionSecret)).execute();
  reply.clearCookie(hubCookieName(ctx.config), cookieBase(ctx.config));
}

/**
 * The client whose hub a request sees: a signed-in account's client (only once its address is
 * verified: linkAccount sets it then), otherwise the hub session's.
 */
export async function hubClientOf(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  if (request.user) {
    const row = await ctx.db
      .selectFrom('users')
      .select(['client_id', 'email_verified_at'])
      .where('id', '=', request.user.id)
      .executeTakeFirst();
    if (row?.client_id && row.email_verified_at) return currentClientId(ctx.db, row.client_id);
    return request.hubClientId;
  }
  return request.hubClientId;
}

/** The link's e-mail. */
export function signInLinkEmail(publicUrl: string, brand: EmailBrand, to: string, token: string, lang: Lang): OutgoingMail {
  const t = translator(lang);
  const { company, logo } = brand;
  const content = renderEmail({
    lang,
    company,
    logo,
    heading: t('email.hub.signIn.heading'),
    paragraphs: [
      t('email.hub.signIn.intro', { company: company.name }),
      t('email.hub.signIn.expiry'),
      t('email.hub.signIn.ignore'),
    ],
    action: {
      label: t('email.hub.signIn.action'),
      url: `${publicUrl}/hub/sign-in?token=${encodeURIComponent(token)}&lang=${lang}`,
    },
    footer: t('email.hub.signIn.footer'),
  });
  return { kind: 'hub-sign-in', to, subject: t('email.hub.signIn.subject', { company: company.name }), ...content };
}

/**
 * Mails a sign-in link when a client or an account has the address (an account without a client
 * gets one: the link proves the address). Says nothing about whether it did.
 */
export async function sendSignInLink(ctx: AppContext, email: string, requestLang: Lang, now = Date.now()): Promise<boolean> {
  const address = normalEmail(email);
  let clientId = await clientIdByEmail(ctx.db, address);
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
    .executeTakeFirst();
  if (clientId === null && (!user || user.is_disabled || user.role === 'admin')) return false;
  const brand = await readEmailBrand(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (clientId === null && user) {
      clientId = (
        await clientForContact(trx, {
          email: address,
          name: `${user.first_name} ${user.last_name}`,
          phone: user.phone,
          address: user.address,
        })
      ).clientId;
    }
    const client = await trx.selectFrom('clients').select('language_code').where('id', '=', clientId!).executeTakeFirstOrThrow();
    const lang = (['en', 'es', 'pt'].includes(client.language_code) ? client.language_code : requestLang) as Lang;
    const token = newToken();
    await trx
      .deleteFrom('client_sign_in_links')
      .where('expires_at', '<=', iso(now - 24 * 3600 * 1000))
      .execute();
    await trx
      .insertInto('client_sign_in_links')
      .values({
        id: tokenId(token, ctx.config.sessionSecret),
        client_id: clientId!,
        email: address,
        created_at: iso(now),
        expires_at: iso(now + SIGN_IN_LINK_TTL_MS),
      })
      .execute();
    await enqueueMail(trx, signInLinkEmail(ctx.config.publicUrl, brand, address, token, lang));
  });
  ctx.outbox.nudge();
  return true;
}

/**
 * Uses a sign-in link: known, unused, within its 15 minutes. The address is then proven: the
 * client's address is marked verified, and so is an account that has it. Returns the client.
 */
export async function useSignInLink(ctx: AppContext, token: string, now = Date.now()): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const id = tokenId(token, ctx.config.sessionSecret);
  const row = await ctx.db.selectFrom('client_sign_in_links').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= iso(now)) return null;
  const used = await ctx.db
    .updateTable('client_sign_in_links')
    .set({ used_at: iso(now) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return null;
  await ctx.db
    .updateTable('client_emails')
    .set({ verified_at: iso(now) })
    .where('email', '=', row.email)
    .where('verified_at', 'is', null)
    .execute();
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', row.email))
    .executeTakeFirst();
  if (user) await markEmailVerified(ctx.db, user.id, iso(now));
  return currentClientId(ctx.db, row.client_id);
}

/** The client of an e-mailed item's link (a proposal or a visit): the link opens the hub too. */
export async function clientOfItemToken(
  db: Kysely<DB>,
  secret: string,
  kind: 'proposal' | 'visit',
  token: string,
): Promise<number | null> {
  if (!token || token.length > 200) return null;
  if (kind === 'visit') {
    const row = await db
      .selectFrom('visit_tokens')
      .innerJoin('visits', 'visits.id', 'visit_tokens.visit_id')
      .select('visits.client_id')
      .where('visit_tokens.id', '=', tokenDigest(token))
      .executeTakeFirst();
    return row?.client_id ? currentClientId(db, row.client_id) : null;
  }
  const proposalId = await proposalIdOf(db, secret, token);
  if (proposalId === undefined) return null;
  const proposal = await db
    .selectFrom('proposals')
    .select(['lead_type', 'lead_id'])
    .where('id', '=', proposalId)
    .executeTakeFirstOrThrow();
  const table = proposal.lead_type === 'quote' ? 'quote_requests' : 'contact_messages';
  const lead = await db.selectFrom(table).select('client_id').where('id', '=', proposal.lead_id).executeTakeFirst();
  return lead?.client_id ? currentClientId(db, lead.client_id) : null;
}
