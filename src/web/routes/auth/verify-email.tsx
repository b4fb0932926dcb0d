import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { AuthCard } from '../../components/auth/AuthCard';
import { FormMessage } from '../../components/forms/fields';
import { useSite } from '../../use-site';
import { verifyEmailAction } from '../../server/account-forms.server';
import { privatePageHeaders } from '../../server/auth.server';
import type { Route } from './+types/verify-email';

/** The token is in the address: the page is never stored by a browser or proxy, never indexed. */
export const headers = privatePageHeaders;

/**
 * The button posts the token; opening the link changes nothing, so a mail scanner that opens
 * links before its reader does cannot use it up.
 */
export async function action({ context, request }: Route.ActionArgs) {
  return verifyEmailAction(context, request);
}

/** /verify-email?token=…: the page the verification e-mail links to. */
export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useSite();
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token'));
  const next = user ? { to: '/dashboard', label: t('auth.verify.dashboard') } : { to: '/login', label: t('auth.verify.login') };
  return (
    <AuthCard
      title={t('auth.verify.title')}
      heading={t('auth.verify.heading')}
      intro={actionData?.ok ? undefined : t('auth.verify.intro')}
    >
      <div className="space-y-5">
        {actionData && <FormMessage kind={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage>}
        {!hasToken && <FormMessage kind="error">{t('auth.verify.missing')}</FormMessage>}
        {hasToken && !actionData?.ok && (
          <form method="post">
            <button
              type="submit"
              className="w-full rounded-md bg-green-800 px-4 py-3 font-semibold text-white hover:bg-green-900"
            >
              {t('auth.verify.submit')}
            </button>
          </form>
        )}
        <p className="text-center">
          <Link to={next.to} className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900">
            {next.label}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
