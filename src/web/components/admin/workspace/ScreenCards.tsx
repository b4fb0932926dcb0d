import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ADMIN_SCREENS } from './screens';

/** The admin screens as cards with what each is for: 'Manage the site' on the admin home, and the phone's More tab. */
export function ScreenCards({ onlyOthers = false }: { onlyOthers?: boolean }) {
  const { t } = useTranslation();
  const screens = ADMIN_SCREENS.filter((s) => s.key !== 'leads' && (!onlyOthers || !s.tab));
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {screens.map((screen) => (
        <li key={screen.to}>
          <Link
            to={screen.to}
            className="block h-full rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-green-800 hover:shadow"
          >
            <span className="block font-semibold text-green-900">{t(`admin.home.screens.${screen.key}.title`)}</span>
            <span className="mt-1 block text-sm text-stone-700">{t(`admin.home.screens.${screen.key}.description`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
