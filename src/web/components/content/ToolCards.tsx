import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { buttons } from '../admin-ui/fields';
import { CompanySettingsModal } from './CompanySettingsModal';

/** Where the owner edits what visitors see: each card opens its screen. */
const SCREENS = [
  { key: 'contentEditor', to: '/admin/content/editor' },
  { key: 'media', to: '/admin/content/media' },
  { key: 'texts', to: '/admin/multilanguage' },
  { key: 'analytics', to: '/admin/analytics' },
] as const;

const card = 'flex flex-col rounded-lg border border-stone-200 bg-white p-4 shadow-sm';

/** The Content screen's entry points: company details first, then the lists, pictures, texts and analytics. */
export function ToolCards() {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <section aria-labelledby="content-tools" className="mb-8">
      <h2 id="content-tools" className="text-xl font-bold text-green-900">
        {t('content.cards.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li className={`${card} border-green-300`}>
          <h3 className="font-semibold text-stone-900">{t('content.cards.settings.title')}</h3>
          <p className="mt-1 flex-1 text-sm text-stone-700">{t('content.cards.settings.description')}</p>
          <button type="button" onClick={() => setSettingsOpen(true)} className={`mt-3 self-start ${buttons.primary}`}>
            {t('content.cards.settings.open')}
          </button>
        </li>
        {SCREENS.map(({ key, to }) => (
          <li key={key} className={card}>
            <h3 className="font-semibold text-stone-900">{t(`content.cards.${key}.title`)}</h3>
            <p className="mt-1 flex-1 text-sm text-stone-700">{t(`content.cards.${key}.description`)}</p>
            <Link to={to} className={`mt-3 self-start ${buttons.secondary}`}>
              {t(`content.cards.${key}.open`)}
            </Link>
          </li>
        ))}
      </ul>
      {settingsOpen && <CompanySettingsModal onClose={() => setSettingsOpen(false)} />}
    </section>
  );
}
