import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import type { PrefillField } from '../../../domain/visits/prefill';

/**
 * 'Book a site visit' from another page: the quote builder's success screen (prefilled from the
 * request and linked to its lead by the reference) or the contact page. A plain link to /book-visit.
 */
export function BookVisitLink({
  intro,
  prefill = {},
}: {
  intro: 'fromQuote' | 'fromContact';
  prefill?: Partial<Record<PrefillField, string>>;
}) {
  const { t } = useTranslation();
  const query = new URLSearchParams(Object.entries(prefill).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const href = query.size ? `/book-visit?${query}` : '/book-visit';
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-stone-800">{t(`visitLinks.${intro}`)}</p>
      <Link
        to={href}
        className="rounded-md border-2 border-green-800 bg-white px-6 py-3 font-semibold text-green-900 hover:bg-green-50"
      >
        {t('visitLinks.book')}
      </Link>
    </div>
  );
}
