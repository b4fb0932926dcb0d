import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import type { ServiceCategory } from '../../../domain/services';

/**
 * The sticky category filter. Each choice is a link (?category=tree-services), so a filtered view
 * can be shared and works without JavaScript; the scroll position stays when the filter changes.
 */
export function CategoryFilter({ categories, selected }: { categories: ServiceCategory[]; selected: string | null }) {
  const { t } = useTranslation();
  const options = [{ slug: null, name: t('services.filter.all') }, ...categories];
  return (
    <nav
      aria-label={t('services.filter.label')}
      className="sticky top-14 z-30 border-b border-stone-200 bg-white/95 backdrop-blur"
    >
      <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3">
        {options.map((option) => {
          const current = option.slug === selected;
          return (
            <li key={option.slug ?? 'all'} className="shrink-0">
              <Link
                to={option.slug ? `/services?category=${encodeURIComponent(option.slug)}` : '/services'}
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={`block rounded-full border px-4 py-1.5 text-sm font-semibold whitespace-nowrap ${
                  current
                    ? 'border-green-800 bg-green-800 text-white'
                    : 'border-stone-300 text-stone-700 hover:border-green-800 hover:text-green-900'
                }`}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
