import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LANGUAGES } from '../../../domain/languages';
import { SITE_BLOCK_KINDS, type SiteBlockKind } from '../../../domain/site-blocks';
import { useTranslation } from '../../i18n';
import { getBlock } from '../site-editor/api';
import { type EditorItem, itemLabel } from '../site-editor/items';

type StaleItem = { kind: SiteBlockKind; item: EditorItem };

/**
 * The site's lists (testimonials, team, FAQ, values) in the Multi-language overview: the items
 * whose other languages need an update since one language changed (the Content Editor marks them
 * the same way), each with a link to its list.
 */
export function SiteListsStatus({ reloadKey }: { reloadKey: number }) {
  const { t } = useTranslation();
  const [stale, setStale] = useState<StaleItem[] | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all(SITE_BLOCK_KINDS.map((kind) => getBlock(kind))).then((results) => {
      if (!current) return;
      setStale(
        results.flatMap((result, i) =>
          result.ok
            ? result.body.data.items
                .filter((item) => (item.needs_update as string[] | undefined)?.length)
                .map((item) => ({ kind: SITE_BLOCK_KINDS[i]!, item }))
            : [],
        ),
      );
    });
    return () => {
      current = false;
    };
  }, [reloadKey]);
  if (!stale) return null;
  return (
    <section
      aria-labelledby="site-lists-status"
      className="mt-8 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="site-lists-status" className="text-xl font-bold text-green-900">
        {t('multilanguage.lists.heading')}
      </h2>
      {stale.length === 0 ? (
        <p className="mt-2 text-stone-800">{t('multilanguage.lists.none')}</p>
      ) : (
        <>
          <p className="mt-1 text-stone-700">{t('multilanguage.lists.intro')}</p>
          <ul className="mt-2 divide-y divide-stone-200">
            {stale.map(({ kind, item }) => {
              const list = t(`siteContent.kinds.${kind}.title`);
              const languages = LANGUAGES.filter((l) => (item.needs_update as string[]).includes(l));
              return (
                <li key={`${kind}-${item.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="block font-medium text-stone-900">
                      {t('multilanguage.lists.item', { list, name: itemLabel(item) })}
                    </span>
                    <span className="block text-sm text-amber-950">
                      {t('multilanguage.lists.languages', {
                        languages: languages.map((l) => t(`siteContent.languages.${l}`)).join(', '),
                      })}
                    </span>
                  </span>
                  <Link
                    to={`/admin/content/editor?list=${kind}`}
                    aria-label={t('multilanguage.lists.openLabel', { list })}
                    className="rounded-md border border-green-800 px-3 py-1 font-semibold text-green-900 hover:bg-green-50"
                  >
                    {t('multilanguage.lists.open')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
