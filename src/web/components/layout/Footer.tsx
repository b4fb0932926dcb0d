import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { companyAddressLine, telHref } from '../../../domain/company-format';
import { categoryLink } from '../../../domain/home-services';
import { useSite } from '../../use-site';
import { Logo } from './Logo';
import { OpeningHoursLines } from './OpeningHours';

const SOCIAL = ['facebook', 'instagram', 'twitter', 'linkedin'] as const;

export function Footer() {
  const { t } = useTranslation();
  const { company, lang, categories, hasProjects } = useSite();
  const { licenseNumber, insurance } = company.credentials;
  const insuranceLine = insurance[lang] || insurance.en;
  return (
    <footer className="bg-green-950 text-green-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed text-green-100">{t('layout.footer.description')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('layout.footer.follow')}>
            {SOCIAL.filter((s) => company.social[s]).map((s) => (
              <li key={s}>
                <a
                  href={company.social[s]}
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full border border-green-700 px-3 py-1 text-xs whitespace-nowrap text-green-50 hover:bg-green-800"
                >
                  {t(`layout.footer.social.${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('layout.footer.quickLinks')}>
          <h2 className="mb-3 font-semibold text-white">{t('layout.footer.quickLinks')}</h2>
          <ul className="space-y-2 text-sm">
            {(['home', 'services', 'projects', 'about', 'contact'] as const)
              .filter((key) => key !== 'projects' || hasProjects)
              .map((key) => (
                <li key={key}>
                  <Link className="hover:underline" to={key === 'home' ? '/' : `/${key}`}>
                    {t(`layout.nav.${key}`)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-label={t('layout.footer.services')}>
          <h2 className="mb-3 font-semibold text-white">{t('layout.footer.services')}</h2>
          <ul className="space-y-2 text-sm">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link className="hover:underline" to={categoryLink(category.slug)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t('layout.footer.contactTitle')}</h2>
          <address className="space-y-2 text-sm not-italic">
            <p>{companyAddressLine(company)}</p>
            <p>
              <a className="hover:underline" href={telHref(company.phone)}>
                {company.phone}
              </a>
            </p>
            <p>
              <a className="hover:underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
            <p>
              <OpeningHoursLines hours={company.openingHours} />
            </p>
          </address>
          {(insuranceLine || licenseNumber) && (
            <p className="mt-3 text-sm text-green-100">
              {insuranceLine}
              {insuranceLine && licenseNumber && <br />}
              {licenseNumber && t('layout.footer.license', { number: licenseNumber, region: company.region })}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Link
              to="/quote-builder"
              className="rounded-md bg-amber-400 px-4 py-2 text-sm font-semibold text-green-950 hover:bg-amber-300"
            >
              {t('layout.footer.getFreeQuote')}
            </Link>
            <Link
              to="/contact"
              className="rounded-md border border-green-200 px-4 py-2 text-sm font-semibold text-white hover:bg-green-900"
            >
              {t('layout.footer.contactUs')}
            </Link>
          </div>
        </div>
      </div>
      <div className="border-t border-green-900">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-green-100 sm:flex-row">
          <p>{t('layout.footer.copyright', { year: new Date().getFullYear(), company: company.name })}</p>
          <ul className="flex gap-4">
            <li>
              <Link className="hover:underline" to="/privacy">
                {t('layout.footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/terms">
                {t('layout.footer.terms')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
