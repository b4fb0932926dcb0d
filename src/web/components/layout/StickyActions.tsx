import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { telHref } from '../../../domain/company-format';
import { useSite } from '../../use-site';
import { PhoneIcon } from './PhoneIcon';

/**
 * The slim bar at the bottom of a phone screen: call in one tap, or ask for a quote. CSS
 * (site.css, `data-sticky-actions`) keeps the end of the page and any focused element clear of
 * it, and hides it while a form field has focus, so it never covers what the visitor types into.
 * Hidden from tablet width up, where the header shows both actions.
 */
export function StickyActions({ quoteTo = '/quote-builder' }: { quoteTo?: string }) {
  const { t } = useTranslation();
  const { company } = useSite();
  return (
    <nav
      aria-label={t('layout.actions.label')}
      data-sticky-actions=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-lg gap-2">
        <a
          href={telHref(company.phone)}
          aria-label={t('layout.actions.callNow', { phone: company.phone })}
          className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md border-2 border-green-800 px-3 font-semibold text-green-900"
        >
          <PhoneIcon />
          {t('layout.actions.call')}
        </a>
        <Link
          to={quoteTo}
          className="flex min-h-11 flex-1 items-center justify-center rounded-md bg-amber-400 px-3 font-semibold whitespace-nowrap text-green-950"
        >
          {t('layout.actions.quote')}
        </Link>
      </div>
    </nav>
  );
}
