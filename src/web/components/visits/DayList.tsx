import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import type { DayOption } from '../../server/visits.server';

/**
 * The days of a window as links (no JavaScript needed): a day with free times opens them, a full
 * or closed day says so. `href` builds each link from the page's own address. The page opens again
 * at what comes next (a fragment, docs/visits.md): a day at its times (`timesAnchor`), the earlier
 * and later weeks at this list (`listAnchor`), so a phone never lands back at the top.
 */
export function DayList({
  days,
  selected,
  earlier,
  later,
  href,
  timesAnchor,
  listAnchor,
}: {
  days: DayOption[];
  selected: string | null;
  earlier: string | null;
  later: string | null;
  href: (changes: Record<string, string | null>) => string;
  timesAnchor: string;
  listAnchor: string;
}) {
  const { t } = useTranslation();
  const pager =
    'inline-flex min-h-11 items-center rounded-md border border-green-800 px-4 font-semibold text-green-900 hover:bg-green-50';
  return (
    <nav aria-label={t('visits.book.daysLabel')}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {days.map((day) => {
          const current = day.date === selected;
          const text =
            day.free > 0 ? t('visits.book.free', { count: day.free }) : t(day.closed ? 'visits.book.closed' : 'visits.book.full');
          return (
            <li key={day.date}>
              {day.free > 0 ? (
                <Link
                  to={`${href({ date: day.date, start: null })}#${timesAnchor}`}
                  aria-current={current ? 'date' : undefined}
                  className={`flex min-h-16 flex-col justify-center rounded-md border-2 px-3 py-2 ${
                    current
                      ? 'border-green-800 bg-green-800 text-white'
                      : 'border-green-700 bg-white text-green-900 hover:bg-green-50'
                  }`}
                >
                  <span className="font-semibold">{day.label}</span>
                  <span className={`text-sm ${current ? 'text-green-50' : 'text-stone-700'}`}>{text}</span>
                </Link>
              ) : (
                <span className="flex min-h-16 flex-col justify-center rounded-md border border-stone-300 bg-stone-50 px-3 py-2 text-stone-700">
                  <span className="font-semibold">{day.label}</span>
                  <span className="text-sm">{text}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {(earlier || later) && (
        <div className="mt-3 flex flex-wrap justify-between gap-2">
          {earlier ? (
            <Link to={`${href({ from: earlier, date: null, start: null })}#${listAnchor}`} className={pager}>
              ← {t('visits.book.earlier')}
            </Link>
          ) : (
            <span />
          )}
          {later && (
            <Link to={`${href({ from: later, date: null, start: null })}#${listAnchor}`} className={pager}>
              {t('visits.book.later')} →
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}

/** The page's address with some parameters changed (null removes one). */
export function hrefWith(pathname: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
