import { useTranslation } from '../../i18n';
import { formatCents, numberLocale } from '../../../domain/format';
import type { Lang } from '../../../domain/languages';
import { percentToBasisPoints } from '../../../domain/proposals/model';
import { proposalTotals } from '../../../domain/proposals/totals';
import type { PublicProposal } from '../../../server/proposals/views';

type Line = PublicProposal['lines'][number];

export const quantityText = (n: number, lang: Lang) =>
  new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 }).format(n);

/** "2.5 × $95.00 per hour" */
function LineFigures({ line }: { line: Line }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="text-sm text-stone-700">
      {t('proposals.lines.each', {
        quantity: quantityText(line.quantity, i18n.language),
        price: formatCents(line.unit_price_cents, i18n.language),
        unit: line.unit,
      })}
    </span>
  );
}

/** An optional line the customer has unticked is struck out: CSS follows its checkbox, with or without a script. */
const FOLLOWS_TICK =
  'text-stone-900 group-has-[input:not(:checked)]/line:text-stone-600 group-has-[input:not(:checked)]/line:line-through';

/**
 * The proposal's lines and totals, rendered on the server. While the customer can still answer,
 * optional lines carry a checkbox that belongs to the accept form (form="…"): ticked boxes are sent
 * with the acceptance, with or without JavaScript. The site's script (enhance/proposal-totals.ts)
 * makes the totals follow the boxes from the amounts written here as data-* attributes, with the
 * same tax rounding and money format as the server.
 */
export function ProposalLines({
  proposal,
  chosen,
  acceptFormId,
}: {
  proposal: PublicProposal;
  /** Optional lines counted; null shows the proposal as stored (accepted choice, or every optional line). */
  chosen: Set<string> | null;
  acceptFormId?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (cents: number) => formatCents(cents, lang);
  const accepted = proposal.acceptance;
  const lines = accepted ? accepted.lines : proposal.lines;
  const totals = accepted
    ? accepted.totals
    : proposalTotals(lines, percentToBasisPoints(proposal.tax_rate), chosen ? [...chosen] : undefined);
  const included = (line: Line) => (accepted ? line.included : !line.optional || !chosen || chosen.has(line.id));
  const choosing = Boolean(acceptFormId && chosen);
  const taxRate = accepted?.tax_rate ?? proposal.tax_rate;
  const lineText = (line: Line) =>
    choosing && line.optional ? FOLLOWS_TICK : included(line) ? 'text-stone-900' : 'text-stone-600 line-through';

  return (
    <section
      aria-labelledby="proposal-lines"
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      {...(choosing
        ? { 'data-proposal-totals': '', 'data-required': totals.required_cents, 'data-tax-rate': percentToBasisPoints(taxRate) }
        : {})}
    >
      <h2 id="proposal-lines" className="text-xl font-semibold text-green-900">
        {t('proposals.lines.heading')}
      </h2>
      {choosing && lines.some((l) => l.optional) && <p className="mt-1 text-stone-700">{t('proposals.page.optionalHint')}</p>}
      <ul className="mt-3 divide-y divide-stone-200">
        {lines.map((line) => (
          <li key={line.id} className="group/line flex gap-3 py-3">
            {line.optional && choosing && (
              <input
                type="checkbox"
                name="optional_line_ids"
                value={line.id}
                form={acceptFormId}
                defaultChecked={chosen?.has(line.id) ?? true}
                data-amount={line.amount_cents}
                aria-label={t('proposals.page.keep', { item: line.description })}
                className="mt-1 h-6 w-6 shrink-0 accent-green-800"
              />
            )}
            <div className="min-w-0 flex-1">
              <p className={`break-words font-medium ${lineText(line)}`}>{line.description}</p>
              {line.optional && <p className="text-sm font-semibold text-amber-900">{t('proposals.lines.optionalTag')}</p>}
              <LineFigures line={line} />
            </div>
            <p className={`shrink-0 text-right font-semibold ${lineText(line)}`}>{money(line.amount_cents)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-stone-300 pt-3 text-stone-800">
        <div className="flex justify-between gap-4">
          <dt>{t('proposals.totals.required')}</dt>
          <dd>{money(totals.required_cents)}</dd>
        </div>
        {lines.some((l) => l.optional) && (
          <div className="flex justify-between gap-4">
            <dt>{t('proposals.totals.optional')}</dt>
            <dd data-total="optional">{money(totals.optional_cents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{t('proposals.totals.subtotal')}</dt>
          <dd data-total="subtotal">{money(totals.subtotal_cents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('proposals.totals.tax', { rate: `${quantityText(taxRate, lang)} %` })}</dt>
          <dd data-total="tax">{money(totals.tax_cents)}</dd>
        </div>
      </dl>
      <div role="status" aria-live="polite" className="mt-3 flex justify-between gap-4 rounded-md bg-green-50 px-3 py-2">
        <span className="text-lg font-bold text-green-900">{t('proposals.totals.total')}</span>
        <span data-total="total" className="text-lg font-bold text-green-900">
          {money(totals.total_cents)}
        </span>
      </div>
    </section>
  );
}
