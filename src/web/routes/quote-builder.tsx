import { useTranslation } from '../i18n';
import { QuoteBuilder } from '../components/quote/QuoteBuilder';
import { PageMeta } from '../components/seo/PageMeta';
import { loadQuoteBuilder } from '../server/quote-builder.server';
import type { PageHandle } from '../root';
import type { Route } from './+types/quote-builder';

/** No toasts here (the outcome of a submission shows in the page), and no marketing footer under the steps. */
export const handle: PageHandle = { toasts: false, footer: 'slim' };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadQuoteBuilder(context, new URL(request.url));
}

export default function QuoteBuilderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('quote.meta.title')} description={t('quote.meta.description')} path="/quote-builder" />
      <section className="bg-gradient-to-b from-green-900 to-green-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('quote.heading')}</h1>
          <p className="mt-3 text-lg text-green-50">{t('quote.intro')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <QuoteBuilder {...loaderData} />
        </div>
      </div>
    </>
  );
}
