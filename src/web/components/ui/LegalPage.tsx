import { useTranslation } from '../../i18n';
import { companyAddressLine } from '../../../domain/company-format';
import { useSite } from '../../use-site';
import { PageMeta } from '../seo/PageMeta';

/** A legal text (privacy policy, terms): numbered sections with a table of contents, company facts filled in. */
export function LegalPage({ area, path, sections }: { area: 'privacy' | 'terms'; path: string; sections: readonly string[] }) {
  const { t } = useTranslation();
  const { company } = useSite();
  const facts = { company: company.name, email: company.email, phone: company.phone, address: companyAddressLine(company) };
  const key = (rest: string) => `legal.${area}.${rest}`;
  return (
    <>
      <PageMeta title={t(key('meta.title'))} description={t(key('meta.description'))} path={path} />
      <article className="mx-auto max-w-3xl px-4 py-14">
        <h1 className="text-4xl font-bold text-green-900">{t(key('title'))}</h1>
        <p className="mt-2 text-sm text-stone-700">{t('legal.updated')}</p>
        <p className="mt-6 text-lg leading-relaxed text-stone-800">{t(key('intro'), facts)}</p>
        <nav aria-labelledby={`${area}-contents`} className="mt-8 rounded-xl bg-stone-50 p-6">
          <h2 id={`${area}-contents`} className="font-semibold text-green-900">
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {sections.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className="text-green-800 underline">
                  {t(key(`sections.${section}.title`))}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section} id={section} aria-labelledby={`${section}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${section}-title`} className="text-2xl font-semibold text-green-900">
              {index + 1}. {t(key(`sections.${section}.title`))}
            </h2>
            <p className="mt-3 leading-relaxed text-stone-800">{t(key(`sections.${section}.body`), facts)}</p>
          </section>
        ))}
      </article>
    </>
  );
}
