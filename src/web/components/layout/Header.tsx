import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { telHref } from '../../../domain/company-format';
import { useSite } from '../../root';
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

/** The header changes style past 50 px of scroll and back only above 20 px (see useScrolled). */
const SCROLLED_AFTER = 50;
const UNSCROLLED_BEFORE = 20;

/**
 * True once the page has scrolled more than 50 px. Shrinking the header moves the page up by the
 * height it loses, which would bring a page resting at 51-65 px back under 50 and switch the style
 * again, over and over: the way back waits until the page is above 20 px (hysteresis).
 */
function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled((was) => (was ? window.scrollY >= UNSCROLLED_BEFORE : window.scrollY > SCROLLED_AFTER));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

const quoteButton = 'rounded-md bg-amber-400 font-semibold whitespace-nowrap text-green-950 hover:bg-amber-300';

export function Header() {
  const { t } = useTranslation();
  const { company } = useSite();
  const scrolled = useScrolled();
  const { hasProjects } = useSite();
  // The gallery is linked once it has a project to show.
  const nav = NAV.filter((item) => item.key !== 'projects' || hasProjects);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-3 py-2 font-medium ${isActive ? 'text-green-800 underline underline-offset-4' : 'text-stone-700 hover:text-green-800'}`;
  const call = t('layout.call', { phone: company.phone });

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 transition-all ${scrolled ? 'bg-white/95 shadow-md backdrop-blur' : 'bg-white'}`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('layout.skipToContent')}
      </a>
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 transition-all lg:gap-4 ${scrolled ? 'py-2' : 'py-3 lg:py-4'}`}
      >
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
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2 lg:gap-3">
          <LanguageSwitcher className="hidden shrink-0 lg:block" />
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
          <div className="hidden lg:block">
            <AccountLinks />
          </div>
          <button
            type="button"
            className="flex min-h-11 min-w-11 items-center justify-center rounded text-green-900 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}</span>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
            </svg>
          </button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-stone-200 bg-white px-4 pb-4 lg:hidden">
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
          <AccountLinks withRegister />
        </div>
      </div>
    </header>
  );
}
