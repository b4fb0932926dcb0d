import { useTranslation } from '../../i18n';
import { formatCents, formatDate, formatDateTime } from '../../../domain/format';
import type { PublicProposal } from '../../../server/proposals/views';
import type { ProposalActionResult } from '../../server/proposals.server';
import { CurrentRevisionForm } from './AnswerForms';

/** A day as the calendar day it is, whatever the reader's time zone. */
export const dayText = (day: string, lang: Parameters<typeof formatDate>[1]) => formatDate(`${day}T12:00:00Z`, lang, 'UTC');

/**
 * Where the proposal stands once it is not simply waiting: accepted, declined, changes requested,
 * expired, replaced. Focus moves here after an answer, so the customer hears what happened (the
 * site's script focuses what is marked data-autofocus: enhance/focus.ts).
 */
export function StatusPanel({ proposal, result }: { proposal: PublicProposal; result?: ProposalActionResult }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { status } = proposal;
  const answered = status === 'accepted' || status === 'declined' || status === 'changes_requested';

  let tone = 'border-amber-400 bg-amber-50';
  let heading = '';
  let body: string | null = null;
  switch (status) {
    case 'accepted':
      tone = 'border-green-700 bg-green-50';
      heading = t('proposals.page.accepted.heading', { name: proposal.acceptance?.signature_name ?? proposal.customer_name });
      body = t('proposals.page.accepted.body', {
        date: proposal.acceptance ? formatDateTime(proposal.acceptance.accepted_at, lang) : '',
      });
      break;
    case 'declined':
      heading = t('proposals.page.declined.heading');
      body = t('proposals.page.declined.body');
      break;
    case 'changes_requested':
      tone = 'border-sky-400 bg-sky-50';
      heading = t('proposals.page.changesRequested.heading');
      body = t('proposals.page.changesRequested.body');
      break;
    case 'expired':
      heading = t('proposals.page.expired.heading');
      body = t('proposals.page.expired.body', { date: dayText(proposal.valid_until, lang) });
      break;
    case 'replaced':
      heading = t('proposals.page.replaced.heading');
      body = t('proposals.page.replaced.body');
      break;
    default:
      return null;
  }
  return (
    <div
      tabIndex={-1}
      role="status"
      {...(answered ? { 'data-autofocus': '' } : {})}
      className={`rounded-lg border-2 p-4 outline-none sm:p-6 ${tone}`}
    >
      <h2 className="text-xl font-bold text-stone-900">{heading}</h2>
      {body && <p className="mt-2 text-stone-800">{body}</p>}
      {status === 'accepted' && proposal.acceptance && (
        <p className="mt-2 text-lg font-semibold text-green-900">
          {t('proposals.page.accepted.total')}: {formatCents(proposal.acceptance.totals.total_cents, lang)}
        </p>
      )}
      {status === 'replaced' &&
        (proposal.newer_available ? (
          <CurrentRevisionForm result={result} />
        ) : (
          <p className="mt-2 font-medium text-stone-800">{t('proposals.page.replaced.pending')}</p>
        ))}
    </div>
  );
}
