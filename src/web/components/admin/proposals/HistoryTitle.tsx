import { useTranslation } from '../../../i18n';
import type { LeadEvent } from '../../../../server/leads/schemas';

/** What a proposal event or an e-mail reply in the lead's history says (status changes and notes are the page's own). */
export function HistoryTitle({ event }: { event: LeadEvent }) {
  const { t } = useTranslation();
  if (event.kind === 'reply') return <>{t('proposalsAdmin.history.reply', { subject: event.subject ?? '' })}</>;
  return (
    <>
      {t(`proposalsAdmin.history.${event.action}`, { defaultValue: event.action ?? '' })}
      {event.status && (
        <span className="block text-sm font-normal text-stone-800">
          {t('proposalsAdmin.history.leadStatus', { status: t(`leads.statuses.${event.status}`) })}
        </span>
      )}
    </>
  );
}
