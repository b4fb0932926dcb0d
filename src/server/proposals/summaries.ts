import type { Kysely } from 'kysely';
import type { LeadType } from '../../domain/leads.js';
import type { DB } from '../db/schema.js';
import { currentProposalsOf } from './repository.js';
import { type ProposalSummary, summaryOf } from './views.js';

/** Leads of the inbox with their proposal in force (status and total), in one query per lead type. */
export async function withProposals<T extends { type: LeadType; id: number }>(
  db: Kysely<DB>,
  leads: T[],
): Promise<(T & { proposal: ProposalSummary | null })[]> {
  const proposals = await currentProposalsOf(db, leads);
  return leads.map((lead) => {
    const row = proposals.get(`${lead.type}:${lead.id}`);
    return { ...lead, proposal: row ? summaryOf(row) : null };
  });
}
