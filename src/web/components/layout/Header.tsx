import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { NavLink, useLocation } from 'react-router';
import { AccountLinks } from '../auth/AccountLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

const NAV = [
  { to: '/', key: 'home' },
  { to: '/services', key: 'services' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;

/** True once the page has scrolled more than 50 px (SPEC: the header changes style). */
function useScrolled(threshold = 50) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const { t } = useTranslation();
  const scrolled = useScrolled();
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

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 transition-all ${
        scrolled ? 'bg-white/95 shadow-md backdrop-blur' : 'bg-white'
      }`}
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('layout.skipToContent')}
      </a>
      <div className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-all ${scrolled ? 'py-2' : 'py-4'}`}>
        <Logo />
        <nav aria-label={t('layout.nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                  {t(`layout.nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitcher />
          <AccountLinks />
        </div>
        <button
          type="button"
          className="rounded p-2 text-green-900 lg:hidden"
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
      <div id={menuId} hidden={!menuOpen} className="border-t border-stone-200 bg-white px-4 pb-4 lg:hidden">
        <nav aria-label={t('layout.nav.main')}>
          <ul className="flex flex-col py-2">
            {NAV.map((item) => (
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
      </div>
    </header>
  );
}
