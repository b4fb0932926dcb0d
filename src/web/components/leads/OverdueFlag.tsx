import { useTranslation } from '../../i18n';

/** The flag on a lead still new after 24 hours (the reply promise). */
export function OverdueFlag() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800">
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="10" cy="10" r="8" />
        <path d="M10 5v5l3 2" />
      </svg>
      {t('admin.leads.overdue')}
    </span>
  );
}
