import { useTranslation } from '../../i18n';
import type { Role } from '../../../domain/roles';

interface DemoAccount {
  email: string;
  password: string;
  role: Role;
}

/** The login page's demo box (docs/decisions/0005-accounts-and-access.md): shown only while demo accounts exist. */
export function DemoAccounts({ accounts, onUse }: { accounts: DemoAccount[]; onUse: (account: DemoAccount) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="demo-accounts" className="mt-8 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h2 id="demo-accounts" className="font-semibold text-stone-900">
        {t('auth.login.demo.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('auth.login.demo.intro')}</p>
      <ul className="mt-3 space-y-2">
        {accounts.map((account) => {
          const role = t(`auth.roles.${account.role}`);
          return (
            <li key={account.email} className="flex items-center justify-between gap-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{role}</p>
                <p className="break-all text-stone-800">
                  {account.email} / <code>{account.password}</code>
                </p>
              </div>
              <button
                type="button"
                aria-label={t('auth.login.demo.useLabel', { role })}
                onClick={() => onUse(account)}
                className="shrink-0 rounded-md border border-green-800 px-3 py-1.5 font-semibold text-green-900 hover:bg-green-50"
              >
                {t('auth.login.demo.use')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
