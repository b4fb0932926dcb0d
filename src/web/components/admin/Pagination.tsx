import { useTranslation } from '../../i18n';

/** 'Page x of y' with Previous/Next, shown only when there is more than one page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const button =
    'rounded-md border border-stone-400 px-3 py-1.5 font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-50';
  return (
    <nav aria-label={t('admin.pagination.label')} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pagination.previous')}
      </button>
      <p className="text-stone-700">{t('admin.pagination.page', { page, pages })}</p>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pagination.next')}
      </button>
    </nav>
  );
}
