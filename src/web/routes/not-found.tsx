import { useTranslation } from '../i18n';
import type { PageHandle } from '../root';
import { data, Link } from 'react-router';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

export function loader() {
  throw data(null, { status: 404 });
}

/**
 * The 404 page (title 'Page Not Found', heading '404 - Page Not Found': docs/decisions/0004-product-rules.md)
 * and the generic error page.
 */
export function ErrorPage({ kind }: { kind: 'notFound' | 'error' }) {
  const { t } = useTranslation();
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
    </section>
  );
}

export default function NotFound() {
  return <ErrorPage kind="notFound" />;
}
