import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { QuotePrices } from '../../components/admin/price-book/QuotePrices';
import { ServiceManagement } from '../../components/admin/services/ServiceManagement';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/services';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

const TABS = ['services', 'prices'] as const;

/**
 * /admin/services: Service Management (docs/admin-services.md) with two tabs, the catalogue's
 * services and, at ?tab=prices, the quote builder's prices (docs/price-book.md). Data comes from
 * the admin API in the browser.
 */
export default function AdminServices() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'prices' ? 'prices' : 'services';
  return (
    <>
      <title>{t('adminServices.meta.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('adminServices.heading')}</h1>
      <p className="mt-2 text-stone-700">{t('adminServices.intro')}</p>
      <nav aria-label={t('priceBook.tabs.label')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {TABS.map((k) => (
            <li key={k}>
              <Link
                to={{ search: k === 'prices' ? '?tab=prices' : '' }}
                aria-current={k === tab ? 'page' : undefined}
                className={`block rounded-md border px-4 py-2 font-semibold ${
                  k === tab
                    ? 'border-green-800 bg-green-800 text-white'
                    : 'border-stone-300 bg-white text-green-900 hover:bg-green-50'
                }`}
              >
                {t(`priceBook.tabs.${k}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'prices' ? (
        <section aria-labelledby="quote-prices-heading" className="mt-6">
          <h2 id="quote-prices-heading" className="mb-2 text-2xl font-bold text-green-900">
            {t('priceBook.tabs.prices')}
          </h2>
          <QuotePrices />
        </section>
      ) : (
        <ServiceManagement />
      )}
    </>
  );
}
