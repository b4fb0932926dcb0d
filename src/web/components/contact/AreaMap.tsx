import { useTranslation } from '../../i18n';

/**
 * A drawn map of the service area (Seattle, Lake Washington, Bellevue) with the office marked:
 * made by the project, so no third-party map script or tiles are loaded.
 */
export function AreaMap({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <figure className="overflow-hidden rounded-xl border border-stone-200">
      <svg viewBox="0 0 600 360" role="img" aria-label={t('contact.map.label', { address })} className="block h-auto w-full">
        <rect width="600" height="360" fill="#ecfccb" />
        {/* Puget Sound and Lake Washington */}
        <path d="M0 0h120c-20 60 10 120-15 180s10 120-5 180H0Z" fill="#bae6fd" />
        <path
          d="M300 10c-25 50-10 90-20 140s20 90 0 140-5 50 5 70h40c10-30-10-60 5-100s-10-90 5-140 5-80-10-110Z"
          fill="#7dd3fc"
        />
        {/* Highways */}
        <path d="M200 0v360" stroke="#fcd34d" strokeWidth="8" />
        <path d="M460 0c-10 120 10 240 0 360" stroke="#fcd34d" strokeWidth="8" fill="none" />
        <path d="M120 205h480" stroke="#fde68a" strokeWidth="6" />
        {/* Parks */}
        <circle cx="520" cy="90" r="28" fill="#bbf7d0" />
        <circle cx="170" cy="300" r="22" fill="#bbf7d0" />
        <text x="150" y="120" fill="#1c1917" fontSize="22" fontWeight="700">
          Seattle
        </text>
        <text x="392" y="250" fill="#1c1917" fontSize="22" fontWeight="700">
          Bellevue
        </text>
        <text x="304" y="190" fill="#0c4a6e" fontSize="14" fontStyle="italic" textAnchor="middle" transform="rotate(-90 304 190)">
          {t('contact.map.lake')}
        </text>
        {/* The office */}
        <g transform="translate(420 180)">
          <path d="M0-34c-11 0-20 9-20 20 0 15 20 34 20 34s20-19 20-34c0-11-9-20-20-20Z" fill="#166534" />
          <circle cy="-14" r="7" fill="#f0fdf4" />
        </g>
        <rect x="372" y="270" width="200" height="34" rx="6" fill="#ffffff" stroke="#166534" />
        <text x="472" y="292" textAnchor="middle" fill="#14532d" fontSize="15" fontWeight="700">
          {t('contact.map.office')}
        </text>
      </svg>
      <figcaption className="bg-white px-4 py-3 text-sm text-stone-700">{address}</figcaption>
    </figure>
  );
}
