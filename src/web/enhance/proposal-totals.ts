import { formatCents } from '../../domain/format';
import type { Lang } from '../../domain/languages';
import { taxCents } from '../../domain/proposals/totals';

/** Writes the totals of a proposal's lines (components/proposals/ProposalLines.tsx) for the optional lines ticked. */
function update(section: HTMLElement, lang: Lang): void {
  let optional = 0;
  for (const box of section.querySelectorAll<HTMLInputElement>('input[data-amount]'))
    if (box.checked) optional += Number(box.dataset.amount);
  const subtotal = Number(section.dataset.required) + optional;
  const tax = taxCents(subtotal, Number(section.dataset.taxRate));
  const totals: Record<string, number> = { optional, subtotal, tax, total: subtotal + tax };
  for (const cell of section.querySelectorAll<HTMLElement>('[data-total]'))
    cell.textContent = formatCents(totals[cell.dataset.total!] ?? 0, lang);
}

/**
 * The customer's proposal page is complete HTML with its totals as the server computed them; here
 * they follow the optional lines as they are ticked and unticked. The amounts come from data-*
 * attributes (each box's line amount, the required lines' sum, the tax rate in basis points) and go
 * through the same tax rounding and money format as the server's, in the page's language. Also run
 * once at load, for boxes the browser restored from an earlier visit of the page.
 */
export function enhanceProposalTotals(doc: Document = document): void {
  const lang = doc.documentElement.lang as Lang;
  for (const section of doc.querySelectorAll<HTMLElement>('[data-proposal-totals]')) update(section, lang);
  doc.addEventListener('change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.hasAttribute('data-amount')) return;
    const section = box.closest<HTMLElement>('[data-proposal-totals]');
    if (section) update(section, lang);
  });
}
