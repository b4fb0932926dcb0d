import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../root';

/** The company's logo: the uploaded one when there is one, otherwise the built-in leaf mark. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const { company } = useSite();
  return (
    <Link to="/" className="flex items-center gap-2 font-bold" aria-label={t('layout.nav.home')}>
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
      <span className={`text-lg leading-tight ${inverted ? 'text-white' : 'text-green-900'}`}>{company.name}</span>
    </Link>
  );
}
