import type { Kysely } from 'kysely';
import { isLang, type Lang } from '../../domain/languages.js';
import type { LeadType } from '../../domain/leads.js';
import {
  addDays,
  companyDay,
  DEFAULT_VALIDITY_DAYS,
  effectiveStatus,
  isPastValidity,
  OPEN_STATUSES,
  PROPOSAL_LIMITS,
  percentToBasisPoints,
} from '../../domain/proposals/model.js';
import type { ProposalEdit } from '../../domain/proposals/schema.js';
import { proposalTotals } from '../../domain/proposals/totals.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { badRequest, conflict, invalidFields, notFound } from '../http/errors.js';
import { readQuotes } from '../leads/quotes.js';
import { readContact } from '../leads/repository.js';
import { enqueueMail } from '../mail/outbox.js';
import { newReference } from '../quotes/reference.js';
import { readCompany } from '../settings/repository.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { proposalSentMail } from './emails.js';
import { toLines } from './lines.js';
import { issueLink, proposalUrl } from './links.js';
import { prefillLines } from './prefill.js';
import { markResponded } from '../leads/first-response.js';
import { addProposalEvent, currentProposalOfLead, findProposal, moveLead, parseLines, type ProposalRow } from './repository.js';

/** What admins do with proposals: create from a lead, edit (a sent one gets a new revision), send. */

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

async function mustFind(db: Kysely<DB>, id: number): Promise<ProposalRow> {
  const row = await findProposal(db, id);
  if (!row) throw notFound('proposals.errors.notFound');
  return row;
}

/** A draft from a lead: the request's services as lines at catalogue prices, the company's tax rate, valid 30 days. */
export async function createProposal(ctx: AppContext, type: LeadType, leadId: number, userId: number): Promise<ProposalRow> {
  const quote = type === 'quote' ? ((await readQuotes(ctx.db, { id: leadId }))[0] ?? null) : null;
  const contact = type === 'contact' ? await readContact(ctx.db, leadId) : undefined;
  const lead = quote ?? contact;
  if (!lead) throw notFound('apiErrors.leadNotFound');
  const lang: Lang = isLang(lead.language_code) ? lead.language_code : 'en';
  const [lines, company] = await Promise.all([prefillLines(ctx.db, quote, lang), readCompany(ctx.db)]);
  const taxBps = percentToBasisPoints(company.taxRatePercent);
  const now = new Date();
  const at = now.toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await currentProposalOfLead(trx, type, leadId)) throw conflict('proposals.errors.exists');
      const { id } = await trx
        .insertInto('proposals')
        .values({
          lead_type: type,
          lead_id: leadId,
          reference: quote?.reference ?? newReference(now),
          revision: 1,
          language_code: lang,
          customer_name: lead.name,
          customer_email: lead.email,
          lines: JSON.stringify(lines),
          note: '',
          valid_until: addDays(companyDay(now), DEFAULT_VALIDITY_DAYS),
          tax_rate_bps: taxBps,
          total_cents: proposalTotals(lines, taxBps).total_cents,
          created_by: userId,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = (await findProposal(trx, id))!;
      await addProposalEvent(trx, row, { action: 'created', at, userId });
      return row;
    });
  } catch (error) {
    // Two creations at once: the unique revision index let one through.
    if (isUniqueViolation(error)) throw conflict('proposals.errors.exists');
    throw error;
  }
}

/**
 * Saves an admin's edit made from `edit.version`. A draft changes in place. A proposal the customer
 * has (sent, viewed, changes requested, declined, expired) is never changed: the edit becomes a new
 * revision (a draft to send), and the old one is marked replaced, so its link says so and can no
 * longer be accepted. An accepted proposal cannot change (its snapshot is the contract).
 */
export async function saveProposal(ctx: AppContext, id: number, edit: ProposalEdit, userId: number): Promise<ProposalRow> {
  const row = await mustFind(ctx.db, id);
  if (row.status === 'accepted') throw conflict('proposals.errors.acceptedLocked');
  if (row.status === 'replaced') throw conflict('proposals.errors.replacedStale');
  if (edit.version !== undefined && edit.version !== row.version) throw conflict('proposals.errors.stale');
  // Without a version the edit applies to the one just read; a save in between still wins the race.
  const version = edit.version ?? row.version;

  const now = new Date();
  const at = now.toISOString();
  const today = companyDay(now);
  if (
    edit.valid_until !== undefined &&
    (edit.valid_until < today || edit.valid_until > addDays(today, PROPOSAL_LIMITS.validityDays))
  )
    throw invalidFields([{ path: 'valid_until', msg: 'proposals.errors.validUntilRange' }]);
  const lines = edit.lines ? toLines(edit.lines) : parseLines(row.lines);
  const taxBps = edit.tax_rate !== undefined ? percentToBasisPoints(edit.tax_rate) : row.tax_rate_bps;
  const fields = {
    lines: JSON.stringify(lines),
    note: edit.note ?? row.note,
    // A revision of an expired proposal without a new date starts a fresh validity period.
    valid_until:
      edit.valid_until ??
      (row.status !== 'draft' && row.valid_until < today ? addDays(today, DEFAULT_VALIDITY_DAYS) : row.valid_until),
    tax_rate_bps: taxBps,
    total_cents: proposalTotals(lines, taxBps).total_cents,
    updated_at: at,
  };

  if (row.status === 'draft') {
    const result = await ctx.db
      .updateTable('proposals')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict('proposals.errors.stale');
    return mustFind(ctx.db, id);
  }

  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // The customer answering, or another admin saving, at the same moment: only one of them wins.
      const replaced = await trx
        .updateTable('proposals')
        .set((eb) => ({ status: 'replaced', version: eb('version', '+', 1), updated_at: at }))
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', 'in', [...OPEN_STATUSES, 'declined'])
        .executeTakeFirst();
      if (Number(replaced.numUpdatedRows) === 0) throw conflict('proposals.errors.stale');
      const { id: newId } = await trx
        .insertInto('proposals')
        .values({
          lead_type: row.lead_type,
          lead_id: row.lead_id,
          reference: row.reference,
          revision: row.revision + 1,
          language_code: row.language_code,
          customer_name: row.customer_name,
          customer_email: row.customer_email,
          ...fields,
          created_by: userId,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('proposals').set({ replaced_by_id: newId }).where('id', '=', id).execute();
      const revision = (await findProposal(trx, newId))!;
      await addProposalEvent(trx, revision, { action: 'revised', at, userId });
      return revision;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('proposals.errors.stale');
    throw error;
  }
}

/**
 * E-mails the customer a new link (in the proposal's language) and moves the lead to 'quoted'. A
 * draft becomes 'sent'; an open proposal may be sent again (a new link, the same proposal).
 */
export async function sendProposal(ctx: AppContext, id: number, userId: number): Promise<{ row: ProposalRow; url: string }> {
  const row = await mustFind(ctx.db, id);
  const status = effectiveStatus(row.status, row.valid_until);
  if (status === 'accepted' || status === 'declined') throw conflict('proposals.errors.answered');
  if (status === 'replaced') throw conflict('proposals.errors.replacedStale');
  if (status === 'expired') throw conflict('proposals.errors.expiredSend');
  if (row.status === 'draft') {
    if (parseLines(row.lines).length === 0) throw badRequest('proposals.errors.noLines');
    if (isPastValidity(row.valid_until)) throw invalidFields([{ path: 'valid_until', msg: 'proposals.errors.validUntilRange' }]);
  }
  const brand = await readEmailBrand(ctx);
  const at = new Date().toISOString();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const first = row.status === 'draft';
    const updated = await trx
      .updateTable('proposals')
      .set((eb) =>
        first
          ? { status: 'sent', sent_at: at, sent_by: userId, updated_at: at, version: eb('version', '+', 1) }
          : { updated_at: at },
      )
      .where('id', '=', id)
      .where('status', 'in', first ? ['draft'] : [...OPEN_STATUSES])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict('proposals.errors.stale');
    const token = await issueLink(trx, ctx.config.sessionSecret, id, at);
    const url = proposalUrl(ctx.config.publicUrl, token, row.language_code);
    const moved = await moveLead(trx, row, 'quoted', at);
    await markResponded(trx, { type: row.lead_type, id: row.lead_id }, at);
    const sent = (await findProposal(trx, id))!;
    await addProposalEvent(trx, sent, {
      action: first ? 'sent' : 'resent',
      at,
      userId,
      leadStatus: moved ? 'quoted' : null,
    });
    await enqueueMail(trx, proposalSentMail(brand, sent, url));
    return { row: sent, url };
  });
  ctx.outbox.nudge();
  return result;
}
