import type { ZodType } from 'zod';
import { createJobFromProposal } from '../jobs/service.js';
import { companyDay, effectiveStatus, OPEN_STATUSES } from '../../domain/proposals/model.js';
import { acceptSchema, changesSchema, declineSchema } from '../../domain/proposals/schema.js';
import type { AppContext } from '../context.js';
import { conflict, fromZodError, HttpError, invalidFields, notFound } from '../http/errors.js';
import { LIMITS, ROUTE_LIMITS } from '../limits/rules.js';
import type { LimitRule } from '../limits/limiter.js';
import { enqueueMail } from '../mail/outbox.js';
import { emailLogoPng, readEmailBrand } from '../site-images/email-logo.js';
import { acceptedDocument } from './documents.js';
import { acceptedMails, answerMail } from './emails.js';
import { issueLink, proposalIdOf, proposalPath, proposalUrl } from './links.js';
import { renderProposalPdf } from './pdf.js';
import {
  addProposalEvent,
  currentProposalOfLead,
  findProposal,
  moveLead,
  parseLines,
  type ProposalRow,
  readAcceptance,
} from './repository.js';
import { takeSnapshot } from './snapshot.js';
import { type PublicProposal, publicView } from './views.js';

/**
 * What the customer holding a link can do: open the proposal, accept it, decline it, ask for changes,
 * follow a replaced one to the current revision. Used by the API and by the page's actions alike.
 */

/** A 429 that carries when to try again; routes turn it into a Retry-After header. */
export class RateLimited extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'auth.errors.tooManyAttempts', undefined, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) });
  }
}

export interface Visitor {
  ip: string;
  userAgent?: string | null;
  /** An admin looking at the customer's page does not count as the customer opening it. */
  isAdmin?: boolean;
}

async function limit(ctx: AppContext, rule: LimitRule, key: string) {
  const verdict = await ctx.limiter.take(rule, key);
  if (!verdict.allowed) throw new RateLimited(verdict.retryAfter);
}

/**
 * The customer's page (its HTML and its .data), per address: the allowance of the API's reads and
 * the PDF (ROUTE_LIMITS.proposalReads, counted by their routes), in the app's limiter, since the
 * page is rendered by the catch-all page handler and not by a route of its own.
 */
export const PAGE_READS: LimitRule = {
  name: 'proposal-page-ip',
  max: ROUTE_LIMITS.proposalReads.max,
  windowMs: ROUTE_LIMITS.proposalReads.timeWindow,
};

/** Counts one reading of the customer's page; past the allowance, a RateLimited (429). */
export const limitPageRead = (ctx: AppContext, ip: string) => limit(ctx, PAGE_READS, ip);

/**
 * The proposal a token opens. Wrong tokens are counted per address (right ones give their attempt
 * back), and every wrong token gets the same 404 after the same work, whatever it looks like.
 */
export async function proposalForToken(ctx: AppContext, token: string, ip: string): Promise<ProposalRow> {
  await limit(ctx, LIMITS.proposalLinkMisses, ip);
  const id = await proposalIdOf(ctx.db, ctx.config.sessionSecret, token);
  const row = id === undefined ? undefined : await findProposal(ctx.db, id);
  if (!row) throw notFound('proposals.errors.linkInvalid');
  await ctx.limiter.release(LIMITS.proposalLinkMisses, ip);
  return row;
}

async function viewOf(ctx: AppContext, row: ProposalRow): Promise<PublicProposal> {
  const acceptance = row.status === 'accepted' ? await readAcceptance(ctx.db, row.id) : undefined;
  let newerAvailable = false;
  if (row.status === 'replaced') {
    const current = await currentProposalOfLead(ctx.db, row.lead_type, row.lead_id);
    newerAvailable = current !== undefined && current.status !== 'draft';
  }
  return publicView(row, acceptance, newerAvailable);
}

/** The proposal as its customer sees it; the first opening by the customer is recorded in the lead's history. */
export async function openProposal(ctx: AppContext, token: string, visitor: Visitor): Promise<PublicProposal> {
  let row = await proposalForToken(ctx, token, visitor.ip);
  if (row.status === 'sent' && row.viewed_at === null && !visitor.isAdmin) {
    const at = new Date().toISOString();
    row = await ctx.db.transaction().execute(async (trx) => {
      const first = await trx
        .updateTable('proposals')
        .set({ status: 'viewed', viewed_at: at })
        .where('id', '=', row.id)
        .where('status', '=', 'sent')
        .where('viewed_at', 'is', null)
        .executeTakeFirst();
      if (Number(first.numUpdatedRows) === 1)
        await addProposalEvent(trx, row, { action: 'viewed', at, actorName: row.customer_name });
      return (await findProposal(trx, row.id))!;
    });
  }
  return viewOf(ctx, row);
}

/** Why a proposal cannot be answered now: accepted, declined, replaced, expired. */
function refuseClosed(row: ProposalRow): void {
  const status = effectiveStatus(row.status, row.valid_until);
  if ((OPEN_STATUSES as readonly string[]).includes(status)) return;
  if (status === 'accepted') throw conflict('proposals.errors.alreadyAccepted');
  if (status === 'replaced') throw conflict('proposals.errors.replaced');
  if (status === 'expired') throw conflict('proposals.errors.expired');
  throw conflict('proposals.errors.answered');
}

function parse<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/**
 * Accepts with a typed name and the terms box: the exact lines and total chosen are written once as
 * the acceptance snapshot, the lead becomes 'won', the company is told and the customer gets a
 * confirmation with the PDF. A second acceptance answers 409.
 */
export async function acceptProposal(ctx: AppContext, token: string, body: unknown, visitor: Visitor): Promise<PublicProposal> {
  await limit(ctx, LIMITS.proposalAnswers, visitor.ip);
  const row = await proposalForToken(ctx, token, visitor.ip);
  refuseClosed(row);
  const input = parse(acceptSchema, body);
  const optional = new Set(
    parseLines(row.lines)
      .filter((l) => l.optional)
      .map((l) => l.id),
  );
  if (input.optional_line_ids.some((id) => !optional.has(id)))
    throw invalidFields([{ path: 'optional_line_ids', msg: 'proposals.errors.optionalLines' }]);

  const at = new Date().toISOString();
  const brand = await readEmailBrand(ctx);
  const snapshot = takeSnapshot(row, brand.company, input, {
    at,
    ip: visitor.ip,
    userAgent: visitor.userAgent?.slice(0, 300) ?? null,
    publicUrl: ctx.config.publicUrl,
  });
  // Rendered before the transaction: SQLite holds one connection while a transaction is open.
  const pdf = await renderProposalPdf(acceptedDocument(row, snapshot, await emailLogoPng(ctx)));
  const url = proposalUrl(ctx.config.publicUrl, token, row.language_code);
  const accepted = await ctx.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('proposals')
      .set((eb) => ({ status: 'accepted', answered_at: at, updated_at: at, version: eb('version', '+', 1) }))
      .where('id', '=', row.id)
      .where('status', 'in', [...OPEN_STATUSES])
      .where('valid_until', '>=', companyDay(new Date(at)))
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) throw conflict('proposals.errors.alreadyAnswered');
    await trx
      .insertInto('proposal_acceptances')
      .values({
        proposal_id: row.id,
        signature_name: snapshot.signature_name,
        ip_address: snapshot.ip_address,
        user_agent: snapshot.user_agent,
        total_cents: snapshot.totals.total_cents,
        snapshot: JSON.stringify(snapshot),
        accepted_at: at,
      })
      .execute();
    const included = snapshot.lines.filter((l) => l.included);
    await createJobFromProposal(
      trx,
      row,
      {
        title: (included[0]?.description ?? snapshot.reference).slice(0, 200),
        lines: included.map((l) => ({ description: l.description, quantity: l.quantity, unit_price_cents: l.unit_price_cents })),
      },
      at,
    );
    const moved = await moveLead(trx, row, 'won', at);
    await addProposalEvent(trx, row, {
      action: 'accepted',
      at,
      actorName: snapshot.signature_name,
      leadStatus: moved ? 'won' : null,
    });
    const current = (await findProposal(trx, row.id))!;
    for (const mail of acceptedMails(ctx.config, brand, current, snapshot, pdf, url)) await enqueueMail(trx, mail);
    return current;
  });
  ctx.outbox.nudge();
  return viewOf(ctx, accepted);
}

/** Declines, with an optional reason: the lead becomes 'lost' and the company is told. */
export async function declineProposal(ctx: AppContext, token: string, body: unknown, visitor: Visitor): Promise<PublicProposal> {
  await limit(ctx, LIMITS.proposalAnswers, visitor.ip);
  const row = await proposalForToken(ctx, token, visitor.ip);
  refuseClosed(row);
  const { reason } = parse(declineSchema, body);
  return answer(ctx, row, { status: 'declined', text: reason, leadStatus: 'lost' });
}

/** Asks for changes: the message reaches the company as a history entry and an e-mail; the proposal stays open. */
export async function requestChanges(ctx: AppContext, token: string, body: unknown, visitor: Visitor): Promise<PublicProposal> {
  await limit(ctx, LIMITS.proposalAnswers, visitor.ip);
  const row = await proposalForToken(ctx, token, visitor.ip);
  refuseClosed(row);
  const { message } = parse(changesSchema, body);
  // Each request e-mails the company: a proposal cannot be used to flood its inbox.
  await limit(ctx, LIMITS.proposalChangeRequests, String(row.id));
  return answer(ctx, row, { status: 'changes_requested', text: message, leadStatus: null });
}

async function answer(
  ctx: AppContext,
  row: ProposalRow,
  a: { status: 'declined' | 'changes_requested'; text: string; leadStatus: 'lost' | null },
): Promise<PublicProposal> {
  const brand = await readEmailBrand(ctx);
  const at = new Date().toISOString();
  const declined = a.status === 'declined';
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('proposals')
      .set((eb) => ({
        status: a.status,
        answered_at: at,
        updated_at: at,
        version: eb('version', '+', 1),
        ...(declined ? { decline_reason: a.text || null } : { change_request: a.text }),
      }))
      .where('id', '=', row.id)
      .where('status', 'in', [...OPEN_STATUSES])
      .where('valid_until', '>=', companyDay(new Date(at)))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict('proposals.errors.alreadyAnswered');
    const moved = a.leadStatus ? await moveLead(trx, row, a.leadStatus, at) : false;
    await addProposalEvent(trx, row, {
      action: a.status,
      at,
      actorName: row.customer_name,
      leadStatus: moved ? a.leadStatus : null,
      note: a.text || null,
    });
    await enqueueMail(trx, answerMail(ctx.config, brand, row, { kind: declined ? 'declined' : 'changes', text: a.text }));
    return (await findProposal(trx, row.id))!;
  });
  ctx.outbox.nudge();
  return viewOf(ctx, updated);
}

/**
 * From a replaced proposal's link to the revision in force: a fresh link for it (tokens are stored
 * only as hashes, so the one e-mailed cannot be looked up). Null while the newer revision is unsent.
 */
export async function currentRevisionPath(ctx: AppContext, token: string, ip: string): Promise<string | null> {
  const row = await proposalForToken(ctx, token, ip);
  const current = await currentProposalOfLead(ctx.db, row.lead_type, row.lead_id);
  if (!current || current.status === 'draft') return null;
  if (current.id === row.id) return proposalPath(token);
  await limit(ctx, LIMITS.proposalAnswers, ip);
  return proposalPath(await issueLink(ctx.db, ctx.config.sessionSecret, current.id, new Date().toISOString()));
}
