import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n';
import { AuthCard } from '../components/auth/AuthCard';
import { FormMessage, TextField } from '../components/forms/fields';
import { hubSignInAction } from '../server/account-forms.server';
import { privatePageHeaders } from '../server/auth.server';
import type { Route } from './+types/hub-sign-in';

/** The token is in the address: never stored by a cache, never indexed. */
export const headers = privatePageHeaders;

/**
 * Opening the link changes nothing: its button posts the token (a mail scanner that opens links
 * first cannot use up the single-use link). Without a token, the page asks for a link by e-mail.
 */
export async function action({ context, request }: Route.ActionArgs) {
  return hubSignInAction(context, request);
}

/** /hub/sign-in(?token=…): the sign-in link's page, and where to ask for one (docs/clients.md). */
export default function HubSignIn({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token')) && actionData?.form !== 'open';
  return (
    <AuthCard title={t('clients.signIn.title')} heading={t('clients.signIn.title')} intro={t('clients.signIn.intro')}>
      <div className="space-y-5">
        {actionData?.form === 'open' && !actionData.ok && <FormMessage kind="error">{t('clients.signIn.invalid')}</FormMessage>}
        {actionData?.form === 'link' && (
          <FormMessage kind={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage>
        )}
        {hasToken ? (
          <form method="post">
            <input type="hidden" name="intent" value="open" />
            <button
              type="submit"
              className="w-full rounded-md bg-green-800 px-4 py-3 font-semibold text-white hover:bg-green-900"
            >
              {t('clients.signIn.open')}
            </button>
          </form>
        ) : (
          <form method="post" action="/hub/sign-in" className="space-y-4">
            <input type="hidden" name="intent" value="link" />
            <TextField
              label={t('clients.signIn.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={actionData?.values.email ?? ''}
              error={actionData?.errors.email}
            />
            <button
              type="submit"
              className="w-full rounded-md bg-green-800 px-4 py-3 font-semibold text-white hover:bg-green-900"
            >
              {t('clients.signIn.send')}
            </button>
          </form>
        )}
      </div>
    </AuthCard>
  );
}
