import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { PeriodLead } from './period-leads.js';

/**
 * TO CONNECT: the accepted value of the period's leads, in integer cents.
 *
 * Proposals (an admin's priced offer that a customer accepts, kept as an immutable snapshot) are
 * built in their own change, in a `proposals` table that does not exist here yet. Until it does,
 * there is no accepted value to report, and this answers null: the analytics screen then shows no
 * value at all rather than a made-up $0. To connect: sum the accepted snapshots' totals (cents) of
 * the proposals that belong to `leads`, e.g.
 *
 *   select sum(total_cents) from proposals
 *   where status = 'accepted' and lead_type = ? and lead_id in (...)
 *
 * and return that sum (0 when the leads have no accepted proposal, which is then a true zero).
 */
export async function acceptedProposalValueCents(_db: Kysely<DB>, _leads: PeriodLead[]): Promise<number | null> {
  return null;
}
