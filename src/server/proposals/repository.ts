import type { Kysely, Selectable } from 'kysely';
import type { LeadType } from '../../domain/leads.js';
import type { ProposalLine } from '../../domain/proposals/model.js';
import type { DB, ProposalAcceptancesTable, ProposalsTable } from '../db/schema.js';

/** SQL of the proposals area: rows as stored, lines parsed. */

export type ProposalRow = Selectable<ProposalsTable>;
export type AcceptanceRow = Selectable<ProposalAcceptancesTable>;

/** The stored JSON list of lines; anything unreadable counts as no lines rather than failing the page. */
export function parseLines(text: string): ProposalLine[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((l: Partial<ProposalLine>) =>
      typeof l?.id === 'string' && typeof l.description === 'string'
        ? [
            {
              id: l.id,
              description: l.description,
              quantity: Number(l.quantity) || 0,
              unit: typeof l.unit === 'string' ? l.unit : '',
              unit_price_cents: Math.round(Number(l.unit_price_cents) || 0),
              optional: l.optional === true,
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

export function findProposal(db: Kysely<DB>, id: number) {
  return db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every revision of a lead's proposal, newest first. */
export function proposalsOfLead(db: Kysely<DB>, type: LeadType, id: number) {
  return db
    .selectFrom('proposals')
    .selectAll()
    .where('lead_type', '=', type)
    .where('lead_id', '=', id)
    .orderBy('revision', 'desc')
    .execute();
}

/** The revision in force (the one not replaced), if the lead has a proposal. */
export function currentProposalOfLead(db: Kysely<DB>, type: LeadType, id: number) {
  return db
    .selectFrom('proposals')
    .selectAll()
    .where('lead_type', '=', type)
    .where('lead_id', '=', id)
    .where('status', '!=', 'replaced')
    .orderBy('revision', 'desc')
    .executeTakeFirst();
}

export function readAcceptance(db: Kysely<DB>, proposalId: number) {
  return db.selectFrom('proposal_acceptances').selectAll().where('proposal_id', '=', proposalId).executeTakeFirst();
}

/** The current proposals of these leads with their accepted totals, by "type:id". */
export async function currentProposalsOf(db: Kysely<DB>, leads: { type: LeadType; id: number }[]) {
  const found = new Map<string, ProposalRow & { accepted_total_cents: number | null }>();
  for (const type of ['quote', 'contact'] as const) {
    const ids = leads.filter((l) => l.type === type).map((l) => l.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('proposals')
      .leftJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'proposals.id')
      .selectAll('proposals')
      .select('proposal_acceptances.total_cents as accepted_total_cents')
      .where('proposals.lead_type', '=', type)
      .where('proposals.lead_id', 'in', ids)
      .where('proposals.status', '!=', 'replaced')
      .execute();
    for (const row of rows) found.set(`${type}:${row.lead_id}`, row);
  }
  return found;
}

/**
 * The proposals an account may see, current revisions only, newest first (a customer's dashboard):
 * those for the quote requests it sent while signed in, and, once its address is verified
 * (`verifiedEmail`), those sent to that address (any case).
 */
export function sentProposalsFor(db: Kysely<DB>, account: { userId: number; verifiedEmail: string | null }) {
  return db
    .selectFrom('proposals')
    .leftJoin('proposal_acceptances', 'proposal_acceptances.proposal_id', 'proposals.id')
    .selectAll('proposals')
    .select('proposal_acceptances.total_cents as accepted_total_cents')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('proposals.lead_type', '=', 'quote'),
          eb('proposals.lead_id', 'in', eb.selectFrom('quote_requests').select('id').where('user_id', '=', account.userId)),
        ]),
        ...(account.verifiedEmail
          ? [eb(eb.fn('lower', ['proposals.customer_email']), '=', account.verifiedEmail.toLowerCase())]
          : []),
      ]),
    )
    .where('proposals.status', 'not in', ['draft', 'replaced'])
    .orderBy('proposals.sent_at', 'desc')
    .orderBy('proposals.id', 'desc')
    .execute();
}

/** A proposal event in the lead's history (kind 'proposal'). */
export async function addProposalEvent(
  db: Kysely<DB>,
  row: Pick<ProposalRow, 'id' | 'lead_type' | 'lead_id'>,
  event: {
    action: 'created' | 'sent' | 'resent' | 'viewed' | 'revised' | 'accepted' | 'declined' | 'changes_requested';
    at: string;
    userId?: number | null;
    actorName?: string | null;
    /** The lead's status after the event, when the event moved it. */
    leadStatus?: 'quoted' | 'won' | 'lost' | null;
    note?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({
      lead_type: row.lead_type,
      lead_id: row.lead_id,
      user_id: event.userId ?? null,
      kind: 'proposal',
      status: event.leadStatus ?? null,
      note: event.note ?? null,
      created_at: event.at,
      proposal_id: row.id,
      action: event.action,
      actor_name: event.actorName ?? null,
    })
    .execute();
}

/** Moves the lead to a status when it is not there yet; true when it moved. */
export async function moveLead(
  db: Kysely<DB>,
  lead: { lead_type: LeadType; lead_id: number },
  status: 'quoted' | 'won' | 'lost',
  at: string,
): Promise<boolean> {
  const table = lead.lead_type === 'quote' ? 'quote_requests' : 'contact_messages';
  const result = await db
    .updateTable(table)
    .set({ status, updated_at: at })
    .where('id', '=', lead.lead_id)
    .where('status', '!=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
