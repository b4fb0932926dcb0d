import { useTranslation } from '../../i18n';
import type { LeadStatus } from '../../../domain/leads';

const STYLES: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-900 border-amber-300',
  contacted: 'bg-sky-100 text-sky-900 border-sky-300',
  quoted: 'bg-violet-100 text-violet-900 border-violet-300',
  won: 'bg-green-100 text-green-900 border-green-300',
  lost: 'bg-stone-100 text-stone-800 border-stone-300',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold ${STYLES[status]}`}>
      {t(`leads.statuses.${status}`)}
    </span>
  );
}
