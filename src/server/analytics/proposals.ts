import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The proposals accepted in a period: how many, and the sum of what was accepted, in integer cents. */
export interface AcceptedProposals {
  count: number;
  value_cents: number;
}

/**
 * Proposals accepted in [start, end) (ISO UTC), whatever period their leads arrived in: the value
 * is the accepted snapshot's total (`proposal_acceptances.total_cents`: the lines and optional
 * lines the customer kept, with tax), not the proposal's offered total with every optional line.
 * An acceptance is written once and never changes (docs/proposals.md), so nothing is counted twice.
 */
export async function acceptedProposals(db: Kysely<DB>, bounds: { start: string; end: string }): Promise<AcceptedProposals> {
  const row = await db
    .selectFrom('proposal_acceptances')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      // PostgreSQL sums a bigint column as numeric, which its driver returns as text; SQLite as a number.
      eb.fn.sum<number | string | null>('total_cents').as('value_cents'),
    ])
    .where('accepted_at', '>=', bounds.start)
    .where('accepted_at', '<', bounds.end)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), value_cents: Number(row.value_cents ?? 0) };
}
