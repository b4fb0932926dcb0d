import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { useSite } from '../../use-site';

/**
 * The company's logo: the uploaded one when there is one, otherwise the built-in leaf mark. In the
 * header (`compact`) the mark stands alone where the call and quote buttons need the room: on a narrow
 * phone, and on a small laptop beside the navigation.
 */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const { company, logo } = useSite();
  if (logo) {
    return (
      <Link to="/" className="flex items-center" aria-label={t('layout.nav.home')}>
        {/* On the dark footer the logo sits on a light plate, so a dark logo stays visible. */}
        <img
          src={logo.src}
          srcSet={logo.srcSet || undefined}
          sizes={logo.srcSet ? `${logo.width}px` : undefined}
          alt={logo.alt || t('layout.logoAlt', { company: company.name })}
          width={logo.width}
          height={logo.height}
          className={`h-10 w-auto object-contain ${compact ? 'max-w-[100px] sm:max-w-[160px] lg:max-w-[100px] xl:max-w-[200px]' : 'max-w-[200px]'} ${inverted ? 'rounded bg-white p-1 box-content' : ''}`}
        />
      </Link>
    );
  }
  return (
    <Link to="/" className="flex items-center gap-2 font-bold" aria-label={t('layout.logoHome', { company: company.name })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <circle cx="16" cy="16" r="16" fill={inverted ? '#f0fdf4' : '#166534'} />
        <path
          d="M16 6c-5 4-7 9-5 14 1 2 3 3 5 3s4-1 5-3c2-5 0-10-5-14Zm0 5v15"
          fill="none"
          stroke={inverted ? '#166534' : '#f0fdf4'}
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`text-lg leading-tight ${inverted ? 'text-white' : 'text-green-900'} ${compact ? 'hidden min-[480px]:inline lg:hidden xl:inline' : ''}`}
      >
        {company.name}
      </span>
    </Link>
  );
}
