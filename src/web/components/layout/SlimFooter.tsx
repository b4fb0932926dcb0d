import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { telHref } from '../../../domain/company-format';
import { useSite } from '../../use-site';

/**
 * The footer of a page where the visitor is busy with one task (the quote builder, `handle.footer
 * = 'slim'` in root.tsx): one line with the phone, the legal links and the copyright, so no
 * marketing footer leads away from the steps.
 */
export function SlimFooter() {
  const { t } = useTranslation();
  const { company } = useSite();
  return (
    <footer className="border-t border-stone-200 bg-stone-50">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-5 text-sm text-stone-700 sm:flex-row sm:flex-wrap sm:justify-between">
        <a href={telHref(company.phone)} className="font-semibold text-green-800 underline underline-offset-2">
          {t('layout.call', { phone: company.phone })}
        </a>
        <ul className="flex gap-4">
          <li>
            <Link className="underline-offset-2 hover:underline" to="/privacy">
              {t('layout.footer.privacy')}
            </Link>
          </li>
          <li>
            <Link className="underline-offset-2 hover:underline" to="/terms">
              {t('layout.footer.terms')}
            </Link>
          </li>
        </ul>
        <p className="text-center">{t('layout.footer.copyright', { year: new Date().getFullYear(), company: company.name })}</p>
      </div>
    </footer>
  );
}
