import type { CompanySettings } from '../../domain/company.js';
import { companyAddressLine } from '../../domain/company.js';
import { formatCents, formatDate, formatDateTime, numberLocale } from '../../domain/format.js';
import type { Lang } from '../../domain/languages.js';
import type { ProposalStatus } from '../../domain/proposals/model.js';
import type { ProposalTotals } from '../../domain/proposals/totals.js';
import { translator } from '../../i18n/translate.js';
import { PdfKit, type Structure } from '../pdf/kit.js';
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

const GREEN = '#14532d';
const MUTED = '#57534e';
const RULE = '#d6d3d1';
const RED = '#991b1b';
const PAGE = { width: 612, height: 792 };
const MARGIN = { top: 40, bottom: 60, left: 44, right: 44 };
const LEFT = MARGIN.left;
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;
/** The line table's columns, as shares of the width (description, quantity, unit, unit price, amount). */
const COLUMNS = [5, 1.4, 1.6, 1.4, 1.4];

/**
 * Renders a proposal as a tagged PDF with its fonts embedded (server/pdf/kit.ts): the company
 * header on every page, the lines as a table whose head repeats on each page, totals, the lines
 * left out, the note, the acceptance, and a footer with the terms and the page number.
 */
export async function renderProposalPdf(p: ProposalDocument): Promise<Buffer> {
  const tr = translator(p.lang);
  const t = (key: string, values?: Record<string, unknown>) => tr(key, values);
  const money = (cents: number) => formatCents(cents, p.lang);
  const quantity = (n: number) => new Intl.NumberFormat(numberLocale(p.lang), { maximumFractionDigits: 2 }).format(n);
  const title = t('proposalDocuments.pdf.title', { reference: p.reference });
  const kit = new PdfKit({ lang: p.lang, title, author: p.company.name, margins: MARGIN });
  const { doc, root } = kit;
  const section = (type = 'Sect') => {
    const s = doc.struct(type);
    root.add(s);
    return s;
  };
  let y = MARGIN.top;

  // The company header: content on the first page, repeated decoration on the others.
  const drawHeader = (parent: Structure | null) => {
    const top = MARGIN.top;
    const logo = () => {
      if (p.logoPng) doc.image(p.logoPng, LEFT, top, { height: 36 });
      else {
        doc
          .save()
          .translate(LEFT, top + 4)
          .scale(28 / 32);
        doc.circle(16, 16, 16).fill('#166534');
        doc.path('M16 6c-5 4-7 9-5 14 1 2 3 3 5 3s4-1 5-3c2-5 0-10-5-14Zm0 5v15').lineWidth(2).strokeColor('#f0fdf4').stroke();
        doc.restore();
      }
    };
    const logoWidth = p.logoPng ? 36 * imageRatio(p.logoPng) : 28;
    const brand = { x: LEFT + logoWidth + 8, y: top + 10, width: WIDTH / 2, font: 'bold' as const, size: 16, color: GREEN };
    const facts = [p.company.address, p.company.phone, p.company.email];
    const factsAt = (i: number) => ({
      x: LEFT + WIDTH / 2,
      y: top + i * 14,
      width: WIDTH / 2,
      color: MUTED,
      align: 'right' as const,
    });
    if (parent) {
      kit.tagged(parent, 'Figure', logo, { alt: p.company.name });
      kit.text(parent, 'P', p.company.name, brand);
      facts.forEach((fact, i) => kit.text(parent, 'P', fact, factsAt(i)));
    } else {
      kit.artifact(() => {
        logo();
        doc.font('bold').fontSize(16).fillColor(GREEN).text(kit.printable(p.company.name, 'bold'), brand.x, brand.y, brand);
        facts.forEach((fact, i) =>
          doc.font('regular').fontSize(10).fillColor(MUTED).text(kit.printable(fact), factsAt(i).x, factsAt(i).y, factsAt(i)),
        );
      }, 'Pagination');
    }
    kit.rule(LEFT, LEFT + WIDTH, top + 48, GREEN, 2);
    return top + 48 + 12;
  };
  const newPage = () => {
    doc.addPage();
    y = drawHeader(null);
  };
  const ensure = (height: number) => {
    if (y + height > BOTTOM) newPage();
  };

  y = drawHeader(section('Sect'));

  const intro = section('Sect');
  y += 8;
  y += kit.text(intro, 'H1', title, { x: LEFT, y, width: WIDTH, font: 'bold', size: 20, color: GREEN });
  const stamp = ['replaced', 'expired', 'declined'].includes(p.status) ? t(`proposalDocuments.pdf.stamp.${p.status}`) : null;
  if (stamp) {
    y += 8;
    const h = kit.heightOf(stamp, WIDTH - 12, 'bold') + 12;
    kit.artifact(() => doc.rect(LEFT, y, WIDTH, h).lineWidth(1).strokeColor(RED).stroke());
    kit.text(intro, 'P', stamp, { x: LEFT + 6, y: y + 6, width: WIDTH - 12, font: 'bold', color: RED });
    y += h;
  }
  y += 12;
  const meta: [string, string[]][] = [
    [t('proposalDocuments.pdf.preparedFor'), [p.customer.name, p.customer.email]],
    [t('proposalDocuments.pdf.date'), [formatDate(p.issuedAt, p.lang)]],
    [t('proposalDocuments.pdf.validUntil'), [formatDay(p.validUntil, p.lang)]],
    [t('proposalDocuments.pdf.revision'), [String(p.revision)]],
  ];
  let x = LEFT;
  let metaHeight = 0;
  for (const [label, values] of meta) {
    const width =
      Math.max(...[label, ...values].map((v) => doc.font('bold').fontSize(10).widthOfString(kit.printable(v, 'bold')))) + 2;
    const box = doc.struct('Div');
    intro.add(box);
    let h = kit.text(box, 'P', label, { x, y, width, size: 9, color: MUTED });
    values.forEach((value, i) => {
      h += kit.text(box, 'P', value, { x, y: y + h, width, font: i === 0 ? 'bold' : 'regular' });
    });
    metaHeight = Math.max(metaHeight, h);
    x += width + 24;
  }
  y += metaHeight + 18;

  // The lines: a table whose head repeats on every page.
  const table = section('Table');
  const unit = WIDTH / COLUMNS.reduce((a, b) => a + b, 0);
  const cols = COLUMNS.map((share) => share * unit);
  const colX = cols.map((_, i) => LEFT + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const cell = (i: number) => ({
    x: colX[i]! + (i === 2 ? 6 : 0),
    width: cols[i]! - (i === 0 ? 6 : i === 2 ? 6 : 0),
    align: i === 0 || i === 2 ? ('left' as const) : ('right' as const),
  });
  const head = [
    t('proposals.lines.description'),
    t('proposals.lines.quantity'),
    t('proposals.lines.unit'),
    t('proposals.lines.unitPrice'),
    t('proposals.lines.amount'),
  ];
  const drawHead = (tagged: boolean) => {
    const height = Math.max(...head.map((h, i) => kit.heightOf(h, cell(i).width, 'bold', 9))) + 10;
    ensure(height);
    if (tagged) {
      const row = doc.struct('TR');
      table.add(row);
      head.forEach((h, i) => kit.text(row, 'TH', h, { ...cell(i), y: y + 5, font: 'bold', size: 9, color: MUTED }));
    } else {
      kit.artifact(() =>
        head.forEach((h, i) =>
          doc
            .font('bold')
            .fontSize(9)
            .fillColor(MUTED)
            .text(kit.printable(h, 'bold'), cell(i).x, y + 5, cell(i)),
        ),
      );
    }
    y += height;
    kit.rule(LEFT, LEFT + WIDTH, y, RULE);
  };
  drawHead(true);
  for (const line of p.lines.filter((l) => l.included)) {
    const values = [line.description, quantity(line.quantity), line.unit, money(line.unit_price_cents), money(line.amount_cents)];
    const tag = line.optional ? t('proposals.lines.optionalTag') : '';
    const height =
      Math.max(
        kit.heightOf(line.description, cell(0).width) + (tag ? kit.heightOf(tag, cell(0).width, 'regular', 8) : 0),
        ...values.slice(1).map((v, i) => kit.heightOf(v, cell(i + 1).width)),
      ) + 10;
    if (y + height > BOTTOM) {
      newPage();
      drawHead(false);
    }
    const row = doc.struct('TR');
    table.add(row);
    values.forEach((value, i) => {
      const td = doc.struct('TD');
      row.add(td);
      const h = kit.text(td, 'P', value, { ...cell(i), y: y + 5 });
      if (i === 0 && tag) kit.text(td, 'P', tag, { ...cell(0), y: y + 5 + h, size: 8, color: MUTED });
    });
    y += height;
    kit.rule(LEFT, LEFT + WIDTH, y, RULE);
  }

  // Totals, right-aligned in a 220 pt column.
  const totals = section('Sect');
  const totalRows: [string, string, 'plain' | 'muted' | 'grand'][] = [
    [t('proposals.totals.subtotal'), money(p.totals.subtotal_cents), 'plain'],
    ...(p.totals.optional_cents > 0
      ? [[t('proposals.totals.includesOptional'), money(p.totals.optional_cents), 'muted'] as [string, string, 'muted']]
      : []),
    [t('proposals.totals.tax', { rate: `${quantity(p.taxRatePercent)} %` }), money(p.totals.tax_cents), 'plain'],
    [t('proposals.totals.total'), money(p.totals.total_cents), 'grand'],
  ];
  const totalsX = LEFT + WIDTH - 220;
  ensure(totalRows.length * 16 + 30);
  y += 10;
  for (const [label, value, kind] of totalRows) {
    const style =
      kind === 'grand'
        ? { font: 'bold' as const, size: 13, color: GREEN }
        : kind === 'muted'
          ? { size: 9, color: MUTED }
          : { size: 10, color: '#1c1917' };
    if (kind === 'grand') {
      y += 4;
      kit.rule(totalsX, LEFT + WIDTH, y, GREEN);
      y += 4;
    }
    const pair = doc.struct('P');
    totals.add(pair);
    kit.text(pair, 'Span', label, { x: totalsX, y: y + 2, width: 140, ...style });
    const h = kit.text(pair, 'Span', value, { x: totalsX + 140, y: y + 2, width: 80, align: 'right', ...style });
    y += h + 4;
  }

  const notChosen = p.lines.filter((l) => !l.included);
  if (notChosen.length > 0) {
    const list = section('Sect');
    const items = notChosen.map((line) => `${line.description} (${money(line.amount_cents)})`);
    ensure(30 + items.length * 14);
    y += 18;
    y +=
      kit.text(list, 'H2', t('proposalDocuments.pdf.notChosen'), {
        x: LEFT,
        y,
        width: WIDTH,
        font: 'bold',
        size: 11,
        color: GREEN,
      }) + 4;
    for (const item of items) y += kit.text(list, 'P', item, { x: LEFT, y, width: WIDTH, size: 9, color: MUTED });
  }

  if (p.note.trim() !== '') {
    const note = section('Sect');
    const heading = t('proposalDocuments.pdf.note', { company: p.company.name });
    const paragraphs = noteParagraphs(p.note);
    ensure(40);
    y += 18;
    y += kit.text(note, 'H2', heading, { x: LEFT, y, width: WIDTH, font: 'bold', size: 11, color: GREEN }) + 4;
    for (const para of paragraphs) {
      const h = kit.heightOf(para, WIDTH, 'regular', 10, 2);
      ensure(Math.min(h, 60));
      y += kit.text(note, 'P', para, { x: LEFT, y, width: WIDTH, lineGap: 2 }) + 6;
    }
  }

  if (p.acceptance) {
    const box = section('Sect');
    const lines = [
      t('proposalDocuments.pdf.acceptedBy', {
        name: p.acceptance.signatureName,
        date: formatDateTime(p.acceptance.acceptedAt, p.lang),
      }),
      t('proposalDocuments.pdf.termsAccepted', { url: p.termsUrl }),
    ];
    const inner = WIDTH - 20;
    const height =
      20 +
      kit.heightOf(t('proposalDocuments.pdf.acceptedHeading'), inner, 'bold', 11) +
      4 +
      kit.heightOf(lines[0]!, inner) +
      kit.heightOf(lines[1]!, inner, 'regular', 9);
    ensure(height + 18);
    y += 18;
    kit.artifact(() => doc.rect(LEFT, y, WIDTH, height).lineWidth(1).strokeColor(GREEN).stroke());
    let inside = y + 10;
    inside +=
      kit.text(box, 'H2', t('proposalDocuments.pdf.acceptedHeading'), {
        x: LEFT + 10,
        y: inside,
        width: inner,
        font: 'bold',
        size: 11,
        color: GREEN,
      }) + 4;
    inside += kit.text(box, 'P', lines[0]!, { x: LEFT + 10, y: inside, width: inner });
    kit.text(box, 'P', lines[1]!, { x: LEFT + 10, y: inside, width: inner, size: 9, color: MUTED });
    y += height;
  }

  // Page furniture on every page: the terms and "page n of m".
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this, PDFKit would break to a new page for it.
    doc.page.margins.bottom = 0;
    kit.artifact(() => {
      const footerY = PAGE.height - 28 - 8;
      doc.font('regular').fontSize(8).fillColor(MUTED);
      doc.text(kit.printable(t('proposalDocuments.pdf.terms', { url: p.termsUrl })), LEFT, footerY, {
        width: WIDTH * 0.75,
        lineBreak: false,
      });
      doc.text(kit.printable(t('proposalDocuments.pdf.page', { page: i + 1, pages: range.count })), LEFT, footerY, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
    }, 'Pagination');
  }
  return kit.finish();
}

/**
 * The note as the admin wrote it: paragraphs split at blank lines, each keeping its own line
 * breaks, single-spaced. A form's textarea sends CRLF: one line break, not two.
 */
export function noteParagraphs(note: string): string[] {
  return note
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((para) => para.replace(/[ \t]+\n/g, '\n'))
    .filter(Boolean);
}

/** Width over height of a PNG (its IHDR), to place the name beside the logo. */
function imageRatio(png: Buffer): number {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  return height > 0 ? width / height : 1;
}
