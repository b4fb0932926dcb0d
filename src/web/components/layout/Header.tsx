import { useTranslation } from '../../i18n';
import { Link, NavLink } from 'react-router';
import { telHref } from '../../../domain/company-format';
import { useSite } from '../../use-site';
import { AccountLinks } from '../auth/AccountLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { PhoneIcon } from './PhoneIcon';

const NAV = [
  { to: '/', key: 'home' },
  { to: '/services', key: 'services' },
  { to: '/projects', key: 'projects' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;

const quoteButton = 'rounded-md bg-amber-400 font-semibold whitespace-nowrap text-green-950 hover:bg-amber-300';

/**
 * The site's header. It holds no state of its own, so it is the same with or without React in the
 * browser: the phone menu is a <details> element the browser opens and closes, and the scrolled
 * style (data-scrolled, set by enhance/header.ts past 50 px of scroll) is plain CSS.
 *
 * Every link of the header is on screen at every width from 320 px, in every language (the
 * header-fit browser test measures it): on a wide screen in two rows, a slim strip (language,
 * Login and Register or the account menu, Privacy and Terms) above the bar (logo, pages, call,
 * Get Free Quote); below 1024 px the bar keeps the logo, call and quote, and the menu holds the
 * rest. The strip scrolls away and the bar stays (the header sticks 2.5rem above the top).
 */
export function Header() {
  const { t } = useTranslation();
  const { company, hasProjects } = useSite();
  // The gallery is linked once it has a project to show.
  const nav = NAV.filter((item) => item.key !== 'projects' || hasProjects);

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-3 py-2 font-medium whitespace-nowrap lg:px-2.5 xl:px-3 ${isActive ? 'text-green-800 underline underline-offset-4' : 'text-stone-700 hover:text-green-800'}`;
  const call = t('layout.call', { phone: company.phone });

  return (
    <header
      data-site-header=""
      className="group/header sticky top-0 z-40 bg-white transition-all data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur lg:-top-10"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('layout.skipToContent')}
      </a>
      <div className="hidden h-10 border-b border-green-100 bg-green-50 text-sm lg:block">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-end gap-5 px-4">
          <LegalLinks className="flex items-center gap-1" />
          <LanguageSwitcher className="shrink-0" />
          <AccountLinks compact />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 transition-all group-data-[scrolled=true]/header:py-2 lg:gap-4 lg:py-4 lg:group-data-[scrolled=true]/header:py-2">
        <Logo compact />
        <nav aria-label={t('layout.nav.main')} className="hidden shrink-0 lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                  {t(`layout.nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Only the logo gives way when room is short: its name wraps onto two lines. */}
        <div className="flex shrink-0 items-center gap-1 min-[360px]:gap-1.5 sm:gap-2 lg:gap-3">
          {/* One tap to call: an icon on phones, the number itself on wide screens. */}
          <a
            href={telHref(company.phone)}
            aria-label={call}
            title={call}
            className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-green-800 px-2 font-semibold whitespace-nowrap text-green-900 hover:bg-green-50 xl:px-3"
          >
            <PhoneIcon />
            <span className="hidden xl:inline">{company.phone}</span>
          </a>
          <Link to="/quote-builder" className={`${quoteButton} px-2.5 py-2.5 text-sm sm:px-4 sm:text-base`}>
            {t('layout.getFreeQuote')}
          </Link>
          {/* The phone menu: opened by the browser, with or without a script (enhance/header.ts closes it on Escape). */}
          <details data-menu="" className="group/menu lg:hidden">
            <summary
              aria-label={t('layout.menu')}
              className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded text-green-900 [&::-webkit-details-marker]:hidden"
            >
              <svg
                viewBox="0 0 24 24"
                width="28"
                height="28"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path className="group-open/menu:hidden" d="M3 6h18M3 12h18M3 18h18" />
                <path className="hidden group-open/menu:block" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </summary>
            <div className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-4 shadow-md">
              <div className="flex flex-col gap-2 pt-4 sm:flex-row">
                <a
                  href={telHref(company.phone)}
                  className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md border-2 border-green-800 px-4 py-2 font-semibold text-green-900 hover:bg-green-50"
                >
                  <PhoneIcon />
                  {call}
                </a>
                <Link to="/quote-builder" className={`${quoteButton} flex min-h-11 flex-1 items-center justify-center px-4 py-2`}>
                  {t('layout.getFreeQuote')}
                </Link>
              </div>
              <nav aria-label={t('layout.nav.main')}>
                <ul className="flex flex-col py-2">
                  {nav.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end={item.to === '/'} className={(s) => `block ${navLinkClass(s)}`}>
                        {t(`layout.nav.${item.key}`)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <LanguageSwitcher />
                <AccountLinks />
              </div>
              <LegalLinks className="mt-3 flex flex-wrap gap-x-2 border-t border-stone-200 pt-3 text-sm" />
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}

/** Privacy and Terms, linked from the header as from the footer (SPEC.md). */
function LegalLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  const link = 'block rounded px-2 py-1 whitespace-nowrap text-stone-700 underline-offset-4 hover:text-green-800 hover:underline';
  return (
    <ul className={className}>
      <li>
        <Link to="/privacy" className={link}>
          {t('layout.footer.privacy')}
        </Link>
      </li>
      <li>
        <Link to="/terms" className={link}>
          {t('layout.footer.terms')}
        </Link>
      </li>
    </ul>
  );
}
