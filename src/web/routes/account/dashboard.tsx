import { redirect } from 'react-router';
import { useTranslation } from '../../i18n';
import { EmailVerification } from '../../components/account/EmailVerification';
import { PasswordCard } from '../../components/account/PasswordCard';
import { ProfileCard } from '../../components/account/ProfileCard';
import { QuoteRequests } from '../../components/account/QuoteRequests';
import { CustomerProposals } from '../../components/account/Proposals';
import { ClientHub } from '../../components/hub/ClientHub';
import { dashboardData } from '../../server/account.server';
import { dashboardAction } from '../../server/account-forms.server';
import { privatePageHeaders } from '../../server/auth.server';
import { hubPageData } from '../../server/hub.server';
import type { Route } from './+types/dashboard';

export const headers = privatePageHeaders;

/**
 * A signed-in account: its profile and password, and its client's hub once its e-mail is verified
 * (before that, what it sent while signed in). A hub session alone (an e-mailed link): the hub
 * only. Nobody: the sign-in link page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const hub = await hubPageData(context);
  if (context.user) return { account: await dashboardData(context, context.user), hub };
  if (hub) return { account: null, hub };
  throw redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`);
}

/** The profile, password and hub forms posted without JavaScript. */
export async function action({ context, request }: Route.ActionArgs) {
  return dashboardAction(context, request);
}

/** /dashboard: the client hub (docs/clients.md), and a signed-in user's profile and password. */
export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account, hub } = loaderData;
  return (
    <div className="bg-stone-50 px-4 py-8 sm:py-10">
      <title>{account ? t('account.title') : t('clients.hub.title')}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">
          {account ? t('account.heading', { name: account.profile.first_name }) : t('clients.hub.title')}
        </h1>
        {account && <p className="mt-2 text-stone-700">{t('account.intro')}</p>}
        <div className="mt-6 space-y-6">
          {account && !account.profile.email_verified_at && (
            <EmailVerification
              email={account.profile.email}
              result={actionData?.form === 'verify-email' ? actionData : undefined}
            />
          )}
          {hub?.client ? (
            <ClientHub hub={hub} hubOnly={!account} result={actionData ?? undefined} />
          ) : (
            account && (
              <>
                <CustomerProposals proposals={account.proposals} />
                <QuoteRequests quotes={account.quotes} />
              </>
            )
          )}
          {account && (
            <div className="grid gap-6 lg:grid-cols-2">
              <ProfileCard profile={account.profile} result={actionData?.form === 'profile' ? actionData : undefined} />
              <PasswordCard result={actionData?.form === 'password' ? actionData : undefined} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
