import { useTranslation } from '../../i18n';

const REASONS = [
  { key: 'certified', icon: 'M12 2l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17l-5.9 3 1.2-6.5L2.5 8.9 9.1 8z' },
  { key: 'insured', icon: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z' },
  { key: 'guarantee', icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2L6.6 12l1.4-1.4 2.8 2.8 5.2-5.2 1.4 1.4z' },
  { key: 'onTime', icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.4V6h-2v7.4l5 3 1-1.7z' },
] as const;

/** Why choose the company: certified, insured and bonded, satisfaction guarantee, on time. */
export function WhyChooseUs({ company }: { company: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-choose" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="why-choose" className="text-center text-3xl font-bold text-green-900">
          {t('services.detail.whyChoose.title', { company })}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ key, icon }) => (
            <li key={key} className="rounded-xl bg-white p-6 shadow-sm">
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" className="text-green-700">
                <path d={icon} fill="currentColor" />
              </svg>
              <h3 className="mt-4 text-lg font-semibold text-green-950">{t(`services.detail.whyChoose.${key}.title`)}</h3>
              <p className="mt-2 text-stone-700">{t(`services.detail.whyChoose.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
