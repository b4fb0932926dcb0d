import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ListFilters } from './api';

interface Props {
  filters: ListFilters;
  categories: { id: number; name: string }[];
  onChange: (changes: Partial<ListFilters>) => void;
  onAdd: () => void;
}

const control = 'w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900';
const SEARCH_DELAY_MS = 300;

/** Search box (searches as you type), category filter, 'Active Only' (on by default) and 'Add New Service'. */
export function ServiceFilters({ filters, categories, onChange, onAdd }: Props) {
  const { t } = useTranslation();
  const ids = { search: useId(), category: useId() };
  const [search, setSearch] = useState(filters.search);

  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <form
        role="search"
        aria-label={t('adminServices.filters.label')}
        className="flex min-w-56 flex-1 flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ search: search.trim() });
        }}
      >
        <div className="min-w-48 flex-1">
          <label htmlFor={ids.search} className="mb-1 block text-sm font-medium text-stone-800">
            {t('adminServices.filters.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={search}
            placeholder={t('adminServices.filters.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            className={control}
          />
        </div>
        <div className="min-w-44">
          <label htmlFor={ids.category} className="mb-1 block text-sm font-medium text-stone-800">
            {t('adminServices.filters.category')}
          </label>
          <select
            id={ids.category}
            value={filters.categoryId}
            onChange={(e) => onChange({ categoryId: Number(e.target.value) })}
            className={control}
          >
            <option value={0}>{t('adminServices.filters.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 py-2 font-medium text-stone-800">
          <input
            type="checkbox"
            checked={filters.activeOnly}
            onChange={(e) => onChange({ activeOnly: e.target.checked })}
            className="h-5 w-5 accent-green-800"
          />
          {t('adminServices.filters.activeOnly')}
        </label>
      </form>
      <button
        type="button"
        onClick={onAdd}
        className="rounded-md bg-green-800 px-4 py-2.5 font-semibold text-white hover:bg-green-900"
      >
        {t('adminServices.add')}
      </button>
    </div>
  );
}
