import { useTranslation } from '../../i18n';
import { companyAddressLine, telHref } from '../../../domain/company-format';
import { useSite } from '../../use-site';

/** Who the proposal is from: the company's name, logo and facts. */
export function CompanyCard() {
  const { company, logo } = useSite();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-b-2 border-green-900 pb-4">
      <div className="flex items-center gap-3">
        {logo ? (
          <img src={logo.src} alt={logo.alt || company.name} width={logo.width} height={logo.height} className="h-10 w-auto" />
        ) : (
          <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" className="shrink-0">
            <circle cx="16" cy="16" r="16" fill="#166534" />
            <path
              d="M16 6c-5 4-7 9-5 14 1 2 3 3 5 3s4-1 5-3c2-5 0-10-5-14Zm0 5v15"
              fill="none"
              stroke="#f0fdf4"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
        <p className="text-xl font-bold text-green-900">{company.name}</p>
      </div>
      <address className="text-sm not-italic text-stone-700 sm:text-right">
        {companyAddressLine(company)}
        <br />
        <a href={telHref(company.phone)} className="text-green-800 underline">
          {company.phone}
        </a>
        {' · '}
        <a href={`mailto:${company.email}`} className="break-words text-green-800 underline">
          {company.email}
        </a>
      </address>
    </div>
  );
}

/** How to reach the company, under every state of the page (an expired or replaced proposal most of all). */
export function ContactLine() {
  const { t } = useTranslation();
  const { company } = useSite();
  return (
    <p className="text-stone-800">
      <span className="font-semibold">{t('proposals.page.questions')}</span>{' '}
      <a href={telHref(company.phone)} className="font-semibold text-green-800 underline">
        {t('proposals.page.call', { phone: company.phone })}
      </a>
      {' · '}
      <a href={`mailto:${company.email}`} className="break-words font-semibold text-green-800 underline">
        {t('proposals.page.write', { email: company.email })}
      </a>
    </p>
  );
}
