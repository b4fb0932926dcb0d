import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LEAD_TYPES } from '../../domain/leads.js';
import { effectiveStatus, PROPOSAL_STATUSES } from '../../domain/proposals/model.js';
import type { DB } from '../db/schema.js';

/** The admin's list of proposals (the Proposals tab, docs/proposals.md): every proposal in force, newest change first. */

export const proposalListItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  revision: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  customer_name: z.string(),
  language: z.string(),
  lead_type: z.enum(LEAD_TYPES),
  lead_id: z.number().int(),
  /** The accepted total once accepted, else the total as offered. */
  total_cents: z.number().int(),
  valid_until: z.string(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ProposalListItem = z.infer<typeof proposalListItemSchema>;

/** Proposals not replaced by a newer revision, newest change first, one page at a time. */
export async function listProposals(
  db: Kysely<DB>,
  page: { page: number; pageSize: number },
  now = new Date(),
): Promise<{ proposals: ProposalListItem[]; total: number }> {
  const current = db.selectFrom('proposals').where('proposals.status', '!=', 'replaced');
  const [{ total }] = await current.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await current
    .leftJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'proposals.id')
    .selectAll('proposals')
    .select('proposal_acceptances.total_cents as accepted_total_cents')
    .orderBy('proposals.updated_at', 'desc')
    .orderBy('proposals.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return {
    total: Number(total),
    proposals: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      revision: row.revision,
      status: effectiveStatus(row.status, row.valid_until, now),
      customer_name: row.customer_name,
      language: row.language_code,
      lead_type: row.lead_type,
      lead_id: row.lead_id,
      total_cents: Number(row.accepted_total_cents ?? row.total_cents),
      valid_until: row.valid_until,
      sent_at: row.sent_at,
      answered_at: row.answered_at,
      updated_at: row.updated_at,
    })),
  };
}
