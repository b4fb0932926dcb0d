import { type CompanySettings, companyAddressLine } from '../../domain/company.js';
import { isLang, type Lang } from '../../domain/languages.js';
import type { ProposalLine } from '../../domain/proposals/model.js';
import { type ProposalTotals, proposalTotals } from '../../domain/proposals/totals.js';
import type { AcceptInput } from '../../domain/proposals/schema.js';
import { parseLines, type ProposalRow } from './repository.js';

export type SnapshotLine = ProposalLine & { amount_cents: number; included: boolean };

/**
 * Exactly what the customer accepted, stored once as JSON: every line with its amount and whether it
 * was chosen, the tax rate, the totals, the texts and who signed when and from where. Later changes
 * to the catalogue, the company or the proposal never reach it.
 */
export interface AcceptedSnapshot {
  reference: string;
  revision: number;
  language: Lang;
  currency: 'USD';
  customer: { name: string; email: string };
  company: { name: string; address: string; phone: string; email: string };
  lines: SnapshotLine[];
  optional_line_ids: string[];
  tax_rate_bps: number;
  totals: Omit<ProposalTotals, 'lines'>;
  note: string;
  valid_until: string;
  terms_url: string;
  signature_name: string;
  accepted_terms: true;
  accepted_at: string;
  ip_address: string;
  user_agent: string | null;
}

/** Lines with their amounts and inclusion, for views, snapshots and the PDF. */
export function linesWithAmounts(lines: ProposalLine[], totals: ProposalTotals): SnapshotLine[] {
  return lines.map((line, i) => ({ ...line, amount_cents: totals.lines[i].amount_cents, included: totals.lines[i].included }));
}

export function takeSnapshot(
  row: ProposalRow,
  company: CompanySettings,
  input: AcceptInput,
  meta: { at: string; ip: string; userAgent: string | null; publicUrl: string },
): AcceptedSnapshot {
  const lines = parseLines(row.lines);
  const optionalIds = new Set(lines.filter((l) => l.optional).map((l) => l.id));
  const chosen = [...new Set(input.optional_line_ids)].filter((id) => optionalIds.has(id));
  const { lines: amounts, ...totals } = proposalTotals(lines, row.tax_rate_bps, chosen);
  return {
    reference: row.reference,
    revision: row.revision,
    language: isLang(row.language_code) ? row.language_code : 'en',
    currency: 'USD',
    customer: { name: row.customer_name, email: row.customer_email },
    company: { name: company.name, address: companyAddressLine(company), phone: company.phone, email: company.email },
    lines: linesWithAmounts(lines, { lines: amounts, ...totals }),
    optional_line_ids: chosen,
    tax_rate_bps: row.tax_rate_bps,
    totals,
    note: row.note,
    valid_until: row.valid_until,
    terms_url: `${meta.publicUrl}/terms`,
    signature_name: input.signature_name,
    accepted_terms: true,
    accepted_at: meta.at,
    ip_address: meta.ip,
    user_agent: meta.userAgent,
  };
}

export const parseSnapshot = (text: string) => JSON.parse(text) as AcceptedSnapshot;
