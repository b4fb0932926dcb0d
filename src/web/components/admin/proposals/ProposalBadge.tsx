import { useTranslation } from '../../../i18n';
import { formatCents } from '../../../../domain/format';
import type { ProposalStatus } from '../../../../domain/proposals/model';
import type { ProposalSummary } from '../../../../server/proposals/views';

const STYLES: Record<ProposalStatus, string> = {
  draft: 'bg-stone-100 text-stone-800 border-stone-300',
  sent: 'bg-violet-100 text-violet-900 border-violet-300',
  viewed: 'bg-sky-100 text-sky-900 border-sky-300',
  accepted: 'bg-green-100 text-green-900 border-green-300',
  declined: 'bg-stone-100 text-stone-800 border-stone-300',
  changes_requested: 'bg-amber-100 text-amber-900 border-amber-300',
  expired: 'bg-red-50 text-red-900 border-red-300',
  replaced: 'bg-stone-100 text-stone-800 border-stone-300',
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold ${STYLES[status]}`}>
      {t(`proposals.statuses.${status}`)}
    </span>
  );
}

/** The inbox's line about a lead's proposal: its status and total. */
export function ProposalBadge({ proposal }: { proposal: ProposalSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="mt-1 block text-sm text-stone-800">
      {t('proposalsAdmin.inbox', {
        status: t(`proposals.statuses.${proposal.status}`).toLowerCase(),
        total: formatCents(proposal.total_cents, i18n.language),
      })}
    </span>
  );
}
