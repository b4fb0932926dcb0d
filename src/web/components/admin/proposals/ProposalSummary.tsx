import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { formatCents, numberLocale } from '../../../../domain/format';
import type { AdminProposal } from '../../../../server/proposals/views';
import { dayText } from '../../proposals/StatusPanel';
import { useCompanyTime } from '../use-company-time';

/** A proposal as the customer has it (read-only): dates, lines, totals, their answer, what they accepted. */
export function ProposalSummary({ proposal }: { proposal: AdminProposal }) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useCompanyTime();
  const lang = i18n.language;
  const money = (cents: number) => formatCents(cents, lang);
  const when = (iso: string | null) => (iso ? dateTime(iso) : null);
  const quantity = (n: number) => new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 }).format(n);
  const accepted = proposal.acceptance;
  const lines = accepted ? accepted.lines : proposal.lines;
  const totals = accepted ? accepted.totals : proposal.totals;
  const dates: [string, ReactNode][] = [
    [t('proposalsAdmin.sentOn'), when(proposal.sent_at)],
    [t('proposalsAdmin.viewedOn'), when(proposal.viewed_at) ?? t('proposalsAdmin.notViewed')],
    ...(proposal.answered_at ? [[t('proposalsAdmin.answeredOn'), when(proposal.answered_at)] as [string, ReactNode]] : []),
    [t('proposalsAdmin.validUntil'), dayText(proposal.valid_until, lang)],
  ];

  return (
    <div className="mt-4 space-y-4">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {dates.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-700">{label}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>

      {accepted && (
        <div className="rounded-md border border-green-700 bg-green-50 p-3">
          <h3 className="font-semibold text-green-900">{t('proposalsAdmin.acceptedHeading')}</h3>
          <p className="text-stone-900">
            {t('proposalsAdmin.acceptedBy', { name: accepted.signature_name, date: dateTime(accepted.accepted_at) })}{' '}
            {t('proposalsAdmin.acceptedFrom', { ip: accepted.ip_address })}
          </p>
        </div>
      )}
      {proposal.status === 'declined' && (
        <div className="rounded-md border border-stone-300 bg-stone-50 p-3">
          <h3 className="font-semibold text-stone-900">{t('proposalsAdmin.declineReason')}</h3>
          <p className="whitespace-pre-wrap text-stone-900">{proposal.decline_reason || t('proposalsAdmin.noReason')}</p>
        </div>
      )}
      {proposal.change_request && proposal.status === 'changes_requested' && (
        <div className="rounded-md border border-sky-400 bg-sky-50 p-3">
          <h3 className="font-semibold text-stone-900">{t('proposalsAdmin.changeRequest')}</h3>
          <p className="whitespace-pre-wrap text-stone-900">{proposal.change_request}</p>
        </div>
      )}

      <ul aria-label={t('proposals.lines.heading')} className="divide-y divide-stone-200 border-y border-stone-200">
        {lines.map((line) => (
          <li key={line.id} className={`flex justify-between gap-3 py-2 ${line.included ? '' : 'text-stone-600 line-through'}`}>
            <span className="min-w-0">
              <span className="block break-words font-medium">{line.description}</span>
              <span className="text-sm">
                {t('proposals.lines.each', {
                  quantity: quantity(line.quantity),
                  price: money(line.unit_price_cents),
                  unit: line.unit,
                })}
                {line.optional && ` · ${t('proposals.lines.optional')}`}
              </span>
            </span>
            <span className="shrink-0 font-semibold">{money(line.amount_cents)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-stone-800">
        <div className="flex justify-between gap-4">
          <dt>{t('proposals.totals.subtotal')}</dt>
          <dd>{money(totals.subtotal_cents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('proposals.totals.tax', { rate: `${accepted?.tax_rate ?? proposal.tax_rate} %` })}</dt>
          <dd>{money(totals.tax_cents)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-bold text-green-900">
          <dt>{t('proposals.totals.total')}</dt>
          <dd>{money(totals.total_cents)}</dd>
        </div>
      </dl>
      {proposal.note && <p className="whitespace-pre-wrap text-stone-800">{proposal.note}</p>}
    </div>
  );
}
