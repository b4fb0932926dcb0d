import { isLang } from '../../domain/languages.js';
import { basisPointsToPercent, effectiveStatus } from '../../domain/proposals/model.js';
import { proposalTotals } from '../../domain/proposals/totals.js';
import type { AppContext } from '../context.js';
import { readCompany } from '../settings/repository.js';
import { emailLogoPng } from '../site-images/email-logo.js';
import { companyFacts, type ProposalDocument, renderProposalPdf } from './pdf.js';
import { type AcceptanceRow, parseLines, type ProposalRow, readAcceptance } from './repository.js';
import { type AcceptedSnapshot, linesWithAmounts, parseSnapshot } from './snapshot.js';

/** The PDF's content for a proposal as offered (every optional line included). */
async function offeredDocument(ctx: AppContext, row: ProposalRow): Promise<ProposalDocument> {
  const [company, logoPng] = await Promise.all([readCompany(ctx.db), emailLogoPng(ctx)]);
  const lines = parseLines(row.lines);
  const { lines: amounts, ...totals } = proposalTotals(lines, row.tax_rate_bps);
  return {
    lang: isLang(row.language_code) ? row.language_code : 'en',
    reference: row.reference,
    revision: row.revision,
    status: effectiveStatus(row.status, row.valid_until),
    company: companyFacts(company),
    logoPng,
    customer: { name: row.customer_name, email: row.customer_email },
    issuedAt: row.sent_at ?? row.updated_at,
    validUntil: row.valid_until,
    lines: linesWithAmounts(lines, { lines: amounts, ...totals }),
    totals,
    taxRatePercent: basisPointsToPercent(row.tax_rate_bps),
    note: row.note,
    termsUrl: `${ctx.config.publicUrl}/terms`,
    acceptance: null,
  };
}

/** The PDF's content for an accepted proposal: the snapshot only, nothing read from today's data but the logo. */
export function acceptedDocument(row: ProposalRow, snapshot: AcceptedSnapshot, logoPng: Buffer | null): ProposalDocument {
  return {
    lang: snapshot.language,
    reference: snapshot.reference,
    revision: snapshot.revision,
    status: 'accepted',
    company: snapshot.company,
    logoPng,
    customer: snapshot.customer,
    issuedAt: row.sent_at ?? snapshot.accepted_at,
    validUntil: snapshot.valid_until,
    lines: snapshot.lines,
    totals: snapshot.totals,
    taxRatePercent: basisPointsToPercent(snapshot.tax_rate_bps),
    note: snapshot.note,
    termsUrl: snapshot.terms_url,
    acceptance: { signatureName: snapshot.signature_name, acceptedAt: snapshot.accepted_at },
  };
}

/** The PDF of a proposal: as accepted when it was, else as offered. */
export async function proposalPdf(ctx: AppContext, row: ProposalRow, acceptance?: AcceptanceRow): Promise<Buffer> {
  const accepted = acceptance ?? (row.status === 'accepted' ? await readAcceptance(ctx.db, row.id) : undefined);
  const doc = accepted
    ? acceptedDocument(row, parseSnapshot(accepted.snapshot), await emailLogoPng(ctx))
    : await offeredDocument(ctx, row);
  return renderProposalPdf(doc);
}
