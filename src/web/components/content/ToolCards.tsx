import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { buttons } from '../admin-ui/fields';
import { CompanySettingsModal } from './CompanySettingsModal';

const COMING_SOON = ['contentEditor', 'media', 'analytics'] as const;

/** SPEC.md's placeholder cards, marked 'coming soon'; Settings opens the company form (DECISIONS.md). */
export function ToolCards() {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <section aria-labelledby="content-tools" className="mt-8">
      <h2 id="content-tools" className="text-xl font-bold text-green-900">
        {t('content.cards.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COMING_SOON.map((key) => (
          <li key={key} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-stone-900">{t(`content.cards.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-stone-700">{t(`content.cards.${key}.description`)}</p>
            <p className="mt-3 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
              {t('content.cards.comingSoon')}
            </p>
          </li>
        ))}
        <li className="rounded-lg border border-green-300 bg-white p-4 shadow-sm">
          <h3 className="font-semibold text-stone-900">{t('content.cards.settings.title')}</h3>
          <p className="mt-1 text-sm text-stone-700">{t('content.cards.settings.description')}</p>
          <button type="button" onClick={() => setSettingsOpen(true)} className={`mt-3 ${buttons.primary}`}>
            {t('content.cards.settings.open')}
          </button>
        </li>
      </ul>
      {settingsOpen && <CompanySettingsModal onClose={() => setSettingsOpen(false)} />}
    </section>
  );
}
