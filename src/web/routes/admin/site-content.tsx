import { Link, useSearchParams } from 'react-router';
import { isBlockKind, SITE_BLOCK_KINDS, type SiteBlockKind } from '../../../domain/site-blocks';
import { BlockEditor } from '../../components/site-editor/BlockEditor';
import { useTranslation } from '../../i18n';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/site-content';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

/** /admin/content/editor?list=team: the Content Editor of the site's lists, one list at a time. */
export default function ContentEditor() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('list') ?? '';
  const kind: SiteBlockKind = isBlockKind(requested) ? requested : 'testimonials';
  return (
    <>
      <title>{t('siteContent.title')}</title>
      <p>
        <Link to="/admin/content" className="font-semibold text-green-800 hover:underline">
          <span aria-hidden="true">← </span>
          {t('siteContent.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-green-900">{t('siteContent.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('siteContent.intro')}</p>
      <nav aria-label={t('siteContent.listsLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SITE_BLOCK_KINDS.map((k) => (
            <li key={k}>
              <Link
                to={`?list=${k}`}
                aria-current={k === kind ? 'page' : undefined}
                className={`block rounded-md border px-4 py-2 font-semibold ${
                  k === kind
                    ? 'border-green-800 bg-green-800 text-white'
                    : 'border-stone-300 bg-white text-green-900 hover:bg-green-50'
                }`}
              >
                {t(`siteContent.kinds.${k}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-6 text-2xl font-bold text-green-900">{t(`siteContent.kinds.${kind}.title`)}</h2>
      <p className="mt-1 text-stone-700">{t(`siteContent.kinds.${kind}.where`)}</p>
      {/* A new list starts a fresh editor: nothing typed in one list leaks into another. */}
      <BlockEditor key={kind} kind={kind} />
    </>
  );
}
