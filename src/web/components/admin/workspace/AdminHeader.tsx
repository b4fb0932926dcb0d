import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useSite } from '../../../use-site';
import { AccountLinks } from '../../auth/AccountLinks';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';

/**
 * The back office's own header: the company (its logo when it has one) leading to the leads, a
 * 'View site' link, the language and the account menu. Nothing of the marketing site: no 'Get Free
 * Quote', no site navigation. One line, 56 px, on a phone too.
 */
export function AdminHeader() {
  const { t } = useTranslation();
  const { company, logo } = useSite();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('layout.skipToContent')}
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-2 px-4">
        <Link
          to="/admin"
          className="flex min-w-0 items-center gap-2 font-bold text-green-900"
          aria-label={t('admin.workspace.home', { company: company.name })}
        >
          {logo ? (
            <img
              src={logo.src}
              alt={logo.alt || t('layout.logoAlt', { company: company.name })}
              width={logo.width}
              height={logo.height}
              className="h-8 w-auto max-w-[96px] shrink-0 object-contain"
            />
          ) : (
            <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
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
          <span className="text-sm leading-tight sm:text-base">{company.name}</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <LanguageSwitcher className="hidden md:block" />
          <a
            href="/"
            className="flex min-h-11 items-center rounded-md px-2 text-sm font-semibold whitespace-nowrap text-green-900 underline-offset-4 hover:underline"
          >
            {t('admin.workspace.viewSite')}
          </a>
          <AccountLinks compact />
        </div>
      </div>
    </header>
  );
}
