import { useTranslation } from '../i18n';
import type { loader as rootLoader, PageHandle } from '../root';
import { data, Link, useRouteLoaderData } from 'react-router';
import { telHref } from '../../domain/company-format';
import { PhoneIcon } from '../components/layout/PhoneIcon';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

export function loader() {
  throw data(null, { status: 404 });
}

/**
 * The 404 page (title 'Page Not Found', heading '404 - Page Not Found': docs/decisions/0004-product-rules.md)
 * and the generic error page. Neither is a dead end: the home page, the services, the quote builder
 * and the company's phone (when the site's data could be read) are one tap away.
 */
export function ErrorPage({ kind }: { kind: 'notFound' | 'error' }) {
  const { t } = useTranslation();
  const phone = useRouteLoaderData<typeof rootLoader>('root')?.company.phone;
  const secondary =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-green-800 px-5 py-2.5 font-semibold text-green-900 hover:bg-green-50';
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <title>{t(`common.${kind}.title`)}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold text-green-900">
        {kind === 'notFound' ? t('common.notFound.heading') : t('common.error.title')}
      </h1>
      <p className="mt-4 text-lg text-stone-700">{t(`common.${kind}.message`)}</p>
      <Link to="/" className="mt-8 rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900">
        {t('common.notFound.home')}
      </Link>
      <h2 className="mt-12 text-lg font-semibold text-stone-900">{t('common.notFound.next')}</h2>
      <ul className="mt-4 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        <li>
          <Link to="/services" className={`${secondary} w-full`}>
            {t('common.notFound.services')}
          </Link>
        </li>
        <li>
          <Link to="/quote-builder" className={`${secondary} w-full`}>
            {t('common.notFound.quote')}
          </Link>
        </li>
        {phone && (
          <li>
            <a href={telHref(phone)} className={`${secondary} w-full`}>
              <PhoneIcon />
              {t('layout.call', { phone })}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

export default function NotFound() {
  return <ErrorPage kind="notFound" />;
}
