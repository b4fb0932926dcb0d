import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.meta.title')}</title>
      <meta name="description" content={t('home.meta.description')} />
      <section className="bg-gradient-to-b from-green-900 to-green-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-green-50">{t('home.hero.subtitle')}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/quote-builder" className="rounded-md bg-amber-400 px-6 py-3 font-semibold text-green-950 hover:bg-amber-300">
              {t('home.hero.getFreeQuote')}
            </Link>
            <Link to="/services" className="rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-green-700">
              {t('home.hero.viewServices')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
