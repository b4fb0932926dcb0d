import { z } from 'zod';
import { LEAD_TYPES } from '../../domain/leads.js';
import { basisPointsToPercent, effectiveStatus, PROPOSAL_STATUSES, canAnswer } from '../../domain/proposals/model.js';
import { proposalTotals } from '../../domain/proposals/totals.js';
import { type AcceptedSnapshot, linesWithAmounts, parseSnapshot } from './snapshot.js';
import { type AcceptanceRow, parseLines, type ProposalRow } from './repository.js';

/** The shapes the API answers with, for admins and for the customer holding a link. */

const lineView = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unit_price_cents: z.number().int(),
  optional: z.boolean(),
  amount_cents: z.number().int(),
  /** Counted in the totals: required lines, and the optional lines chosen (all of them until the customer chooses). */
  included: z.boolean(),
});

const totalsView = z.object({
  required_cents: z.number().int(),
  optional_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
});

const acceptanceView = z.object({
  signature_name: z.string(),
  accepted_at: z.string(),
  optional_line_ids: z.array(z.string()),
  lines: z.array(lineView),
  tax_rate: z.number(),
  totals: totalsView,
});

const common = {
  reference: z.string(),
  revision: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  language: z.string(),
  customer_name: z.string(),
  lines: z.array(lineView),
  note: z.string(),
  valid_until: z.string(),
  /** Percent: 10.25 means 10.25 %. */
  tax_rate: z.number(),
  totals: totalsView,
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  change_request: z.string().nullable(),
};

export const adminProposalSchema = z.object({
  id: z.number().int(),
  lead_type: z.enum(LEAD_TYPES),
  lead_id: z.number().int(),
  version: z.number().int(),
  customer_email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  viewed_at: z.string().nullable(),
  replaced_by_id: z.number().int().nullable(),
  acceptance: acceptanceView.extend({ ip_address: z.string(), user_agent: z.string().nullable() }).nullable(),
  ...common,
});
export type AdminProposal = z.infer<typeof adminProposalSchema>;

export const publicProposalSchema = z.object({
  ...common,
  /** The customer may still accept, decline or ask for changes. */
  can_answer: z.boolean(),
  acceptance: acceptanceView.nullable(),
  /** For a replaced proposal: whether the newer revision has been sent (the page then links to it). */
  newer_available: z.boolean(),
});
export type PublicProposal = z.infer<typeof publicProposalSchema>;

/** The summary the leads inbox and the dashboard show. */
export const proposalSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  revision: z.number().int(),
  /** The accepted total once accepted, else the total as offered. */
  total_cents: z.number().int(),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

function acceptanceOf(snapshot: AcceptedSnapshot) {
  return {
    signature_name: snapshot.signature_name,
    accepted_at: snapshot.accepted_at,
    optional_line_ids: snapshot.optional_line_ids,
    lines: snapshot.lines,
    tax_rate: basisPointsToPercent(snapshot.tax_rate_bps),
    totals: snapshot.totals,
  };
}

function commonView(row: ProposalRow, now: Date) {
  const lines = parseLines(row.lines);
  const { lines: amounts, ...totals } = proposalTotals(lines, row.tax_rate_bps);
  return {
    reference: row.reference,
    revision: row.revision,
    status: effectiveStatus(row.status, row.valid_until, now),
    language: row.language_code,
    customer_name: row.customer_name,
    lines: linesWithAmounts(lines, { lines: amounts, ...totals }),
    note: row.note,
    valid_until: row.valid_until,
    tax_rate: basisPointsToPercent(row.tax_rate_bps),
    totals,
    sent_at: row.sent_at,
    answered_at: row.answered_at,
    decline_reason: row.decline_reason,
    change_request: row.change_request,
  };
}

export function adminView(row: ProposalRow, acceptance: AcceptanceRow | undefined, now = new Date()): AdminProposal {
  const snapshot = acceptance && parseSnapshot(acceptance.snapshot);
  return {
    id: row.id,
    lead_type: row.lead_type,
    lead_id: row.lead_id,
    version: row.version,
    customer_email: row.customer_email,
    created_at: row.created_at,
    updated_at: row.updated_at,
    viewed_at: row.viewed_at,
    replaced_by_id: row.replaced_by_id,
    acceptance: snapshot ? { ...acceptanceOf(snapshot), ip_address: snapshot.ip_address, user_agent: snapshot.user_agent } : null,
    ...commonView(row, now),
  };
}

export function publicView(
  row: ProposalRow,
  acceptance: AcceptanceRow | undefined,
  newerAvailable: boolean,
  now = new Date(),
): PublicProposal {
  const view = commonView(row, now);
  return {
    ...view,
    can_answer: canAnswer(view.status),
    acceptance: acceptance ? acceptanceOf(parseSnapshot(acceptance.snapshot)) : null,
    newer_available: newerAvailable,
  };
}

export function summaryOf(row: ProposalRow & { accepted_total_cents: number | null }, now = new Date()): ProposalSummary {
  return {
    id: row.id,
    status: effectiveStatus(row.status, row.valid_until, now),
    revision: row.revision,
    total_cents: Number(row.accepted_total_cents ?? row.total_cents),
  };
}
