import type { CompanySettings } from '../../domain/company.js';
import { companyAddressLine } from '../../domain/company.js';
import { formatCents, formatDate, formatDateTime, numberLocale } from '../../domain/format.js';
import type { Lang } from '../../domain/languages.js';
import type { ProposalStatus } from '../../domain/proposals/model.js';
import type { ProposalTotals } from '../../domain/proposals/totals.js';
import { translator } from '../../i18n/translate.js';
import { formatDay } from './emails.js';
import type { SnapshotLine } from './snapshot.js';

/** Everything a proposal's PDF shows: the proposal as offered, or exactly as accepted. */
export interface ProposalDocument {
  lang: Lang;
  reference: string;
  revision: number;
  status: ProposalStatus;
  company: Pick<CompanySettings, 'name' | 'phone' | 'email'> & { address: string };
  /** The uploaded raster logo as PNG, or null for the built-in leaf mark. */
  logoPng: Buffer | null;
  customer: { name: string; email: string };
  issuedAt: string;
  validUntil: string;
  lines: SnapshotLine[];
  totals: Omit<ProposalTotals, 'lines'>;
  taxRatePercent: number;
  note: string;
  termsUrl: string;
  acceptance: { signatureName: string; acceptedAt: string } | null;
}

export const companyFacts = (company: CompanySettings) => ({
  name: company.name,
  phone: company.phone,
  email: company.email,
  address: companyAddressLine(company),
});

/**
 * The built-in PDF fonts (Helvetica) encode text as WinAnsi: accents of Spanish and Portuguese are
 * in it, but not every character Intl writes (a narrow no-break space before AM/PM). Those become
 * plain spaces; anything else outside the set becomes '?', never a broken glyph.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfText(text: string): string {
  return text.replace(/[^\n\x20-\x7e\xa0-\xff]/g, (c) =>
    /[\u2000-\u200b\u202f\u205f\u3000]/.test(c) ? ' ' : WIN_ANSI_EXTRA.includes(c) ? c : '?',
  );
}

const GREEN = '#14532d';
const MUTED = '#57534e';
const RULE = '#d6d3d1';

/** Renders a proposal as a PDF on the server (react-pdf with the built-in Helvetica: nothing is downloaded). */
export async function renderProposalPdf(doc: ProposalDocument): Promise<Buffer> {
  // Loaded on the first PDF, not at start-up: most requests never need it.
  const R = await import('@react-pdf/renderer');
  const t = (key: string, values?: Record<string, unknown>) => pdfText(translator(doc.lang)(key, values));
  const money = (cents: number) => pdfText(formatCents(cents, doc.lang));
  const quantity = (n: number) => pdfText(new Intl.NumberFormat(numberLocale(doc.lang), { maximumFractionDigits: 2 }).format(n));
  const chosen = doc.lines.filter((l) => l.included);
  const notChosen = doc.lines.filter((l) => !l.included);
  const s = R.StyleSheet.create({
    page: { paddingTop: 40, paddingBottom: 60, paddingHorizontal: 44, fontFamily: 'Helvetica', fontSize: 10, color: '#1c1917' },
    header: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      borderBottomWidth: 2,
      borderBottomColor: GREEN,
      paddingBottom: 12,
    },
    brand: { flexDirection: 'row', alignItems: 'center' },
    brandName: { fontFamily: 'Helvetica-Bold', fontSize: 16, color: GREEN, marginLeft: 8 },
    facts: { textAlign: 'right', color: MUTED, lineHeight: 1.4 },
    title: { fontFamily: 'Helvetica-Bold', fontSize: 20, color: GREEN, marginTop: 20 },
    stamp: { marginTop: 8, padding: 6, borderWidth: 1, borderColor: '#991b1b', color: '#991b1b', fontFamily: 'Helvetica-Bold' },
    meta: { flexDirection: 'row', marginTop: 12, gap: 24 },
    label: { color: MUTED, fontSize: 9 },
    value: { fontFamily: 'Helvetica-Bold' },
    table: { marginTop: 18 },
    row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: RULE, paddingVertical: 5 },
    head: { fontFamily: 'Helvetica-Bold', color: MUTED, fontSize: 9 },
    description: { flex: 5, paddingRight: 6 },
    num: { flex: 1.4, textAlign: 'right' },
    unit: { flex: 1.6, paddingLeft: 6 },
    tag: { color: MUTED, fontSize: 8 },
    totals: { marginTop: 10, marginLeft: 'auto', width: 220 },
    totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
    grand: {
      fontFamily: 'Helvetica-Bold',
      fontSize: 13,
      color: GREEN,
      borderTopWidth: 1,
      borderTopColor: GREEN,
      marginTop: 4,
      paddingTop: 4,
    },
    section: { marginTop: 18 },
    heading: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: GREEN, marginBottom: 4 },
    signature: { marginTop: 18, padding: 10, borderWidth: 1, borderColor: GREEN },
    footer: {
      position: 'absolute',
      bottom: 28,
      left: 44,
      right: 44,
      flexDirection: 'row',
      justifyContent: 'space-between',
      color: MUTED,
      fontSize: 8,
    },
  });

  const lineRow = (line: SnapshotLine) => (
    <R.View key={line.id} style={s.row} wrap={false}>
      <R.View style={s.description}>
        <R.Text>{pdfText(line.description)}</R.Text>
        {line.optional && <R.Text style={s.tag}>{t('proposals.lines.optionalTag')}</R.Text>}
      </R.View>
      <R.Text style={s.num}>{quantity(line.quantity)}</R.Text>
      <R.Text style={s.unit}>{pdfText(line.unit)}</R.Text>
      <R.Text style={s.num}>{money(line.unit_price_cents)}</R.Text>
      <R.Text style={s.num}>{money(line.amount_cents)}</R.Text>
    </R.View>
  );
  const stamp = ['replaced', 'expired', 'declined'].includes(doc.status) ? t(`proposalDocuments.pdf.stamp.${doc.status}`) : null;

  const document = (
    <R.Document
      title={t('proposalDocuments.pdf.title', { reference: doc.reference })}
      author={pdfText(doc.company.name)}
      language={doc.lang}
    >
      <R.Page size="LETTER" style={s.page}>
        <R.View style={s.header} fixed>
          <R.View style={s.brand}>
            {doc.logoPng ? (
              <R.Image src={{ data: doc.logoPng, format: 'png' }} style={{ height: 36 }} />
            ) : (
              <R.Svg width={28} height={28} viewBox="0 0 32 32">
                <R.Circle cx="16" cy="16" r="16" fill="#166534" />
                <R.Path
                  d="M16 6c-5 4-7 9-5 14 1 2 3 3 5 3s4-1 5-3c2-5 0-10-5-14Zm0 5v15"
                  stroke="#f0fdf4"
                  strokeWidth={2}
                  fill="none"
                />
              </R.Svg>
            )}
            <R.Text style={s.brandName}>{pdfText(doc.company.name)}</R.Text>
          </R.View>
          <R.View style={s.facts}>
            <R.Text>{pdfText(doc.company.address)}</R.Text>
            <R.Text>{pdfText(doc.company.phone)}</R.Text>
            <R.Text>{pdfText(doc.company.email)}</R.Text>
          </R.View>
        </R.View>

        <R.Text style={s.title}>{t('proposalDocuments.pdf.title', { reference: doc.reference })}</R.Text>
        {stamp && <R.Text style={s.stamp}>{stamp}</R.Text>}
        <R.View style={s.meta}>
          <R.View>
            <R.Text style={s.label}>{t('proposalDocuments.pdf.preparedFor')}</R.Text>
            <R.Text style={s.value}>{pdfText(doc.customer.name)}</R.Text>
            <R.Text>{pdfText(doc.customer.email)}</R.Text>
          </R.View>
          <R.View>
            <R.Text style={s.label}>{t('proposalDocuments.pdf.date')}</R.Text>
            <R.Text style={s.value}>{pdfText(formatDate(doc.issuedAt, doc.lang))}</R.Text>
          </R.View>
          <R.View>
            <R.Text style={s.label}>{t('proposalDocuments.pdf.validUntil')}</R.Text>
            <R.Text style={s.value}>{pdfText(formatDay(doc.validUntil, doc.lang))}</R.Text>
          </R.View>
          <R.View>
            <R.Text style={s.label}>{t('proposalDocuments.pdf.revision')}</R.Text>
            <R.Text style={s.value}>{doc.revision}</R.Text>
          </R.View>
        </R.View>

        <R.View style={s.table}>
          <R.View style={[s.row, s.head]} fixed>
            <R.Text style={s.description}>{t('proposals.lines.description')}</R.Text>
            <R.Text style={s.num}>{t('proposals.lines.quantity')}</R.Text>
            <R.Text style={s.unit}>{t('proposals.lines.unit')}</R.Text>
            <R.Text style={s.num}>{t('proposals.lines.unitPrice')}</R.Text>
            <R.Text style={s.num}>{t('proposals.lines.amount')}</R.Text>
          </R.View>
          {chosen.map(lineRow)}
        </R.View>

        <R.View style={s.totals} wrap={false}>
          <R.View style={s.totalRow}>
            <R.Text>{t('proposals.totals.subtotal')}</R.Text>
            <R.Text>{money(doc.totals.subtotal_cents)}</R.Text>
          </R.View>
          {doc.totals.optional_cents > 0 && (
            <R.View style={s.totalRow}>
              <R.Text style={s.label}>{t('proposals.totals.includesOptional')}</R.Text>
              <R.Text style={s.label}>{money(doc.totals.optional_cents)}</R.Text>
            </R.View>
          )}
          <R.View style={s.totalRow}>
            <R.Text>{t('proposals.totals.tax', { rate: pdfText(`${quantity(doc.taxRatePercent)} %`) })}</R.Text>
            <R.Text>{money(doc.totals.tax_cents)}</R.Text>
          </R.View>
          <R.View style={[s.totalRow, s.grand]}>
            <R.Text>{t('proposals.totals.total')}</R.Text>
            <R.Text>{money(doc.totals.total_cents)}</R.Text>
          </R.View>
        </R.View>

        {notChosen.length > 0 && (
          <R.View style={s.section} wrap={false}>
            <R.Text style={s.heading}>{t('proposalDocuments.pdf.notChosen')}</R.Text>
            {notChosen.map((line) => (
              <R.Text key={line.id} style={s.label}>
                {pdfText(line.description)} ({money(line.amount_cents)})
              </R.Text>
            ))}
          </R.View>
        )}

        {doc.note.trim() !== '' && (
          <R.View style={s.section}>
            <R.Text style={s.heading}>{t('proposalDocuments.pdf.note', { company: pdfText(doc.company.name) })}</R.Text>
            <R.Text style={{ lineHeight: 1.4 }}>{pdfText(doc.note)}</R.Text>
          </R.View>
        )}

        {doc.acceptance && (
          <R.View style={s.signature} wrap={false}>
            <R.Text style={s.heading}>{t('proposalDocuments.pdf.acceptedHeading')}</R.Text>
            <R.Text>
              {t('proposalDocuments.pdf.acceptedBy', {
                name: pdfText(doc.acceptance.signatureName),
                date: pdfText(formatDateTime(doc.acceptance.acceptedAt, doc.lang)),
              })}
            </R.Text>
            <R.Text style={s.label}>{t('proposalDocuments.pdf.termsAccepted', { url: doc.termsUrl })}</R.Text>
          </R.View>
        )}

        <R.View style={s.footer} fixed>
          <R.Text>{t('proposalDocuments.pdf.terms', { url: doc.termsUrl })}</R.Text>
          <R.Text
            render={({ pageNumber, totalPages }) => t('proposalDocuments.pdf.page', { page: pageNumber, pages: totalPages })}
          />
        </R.View>
      </R.Page>
    </R.Document>
  );
  return R.renderToBuffer(document);
}
