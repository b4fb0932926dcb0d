import { useTranslation } from '../../i18n';
import { PasswordCard } from '../../components/account/PasswordCard';
import { ProfileCard } from '../../components/account/ProfileCard';
import { QuoteRequests } from '../../components/account/QuoteRequests';
import { CustomerProposals } from '../../components/account/Proposals';
import { dashboardData } from '../../server/account.server';
import { dashboardAction } from '../../server/account-forms.server';
import { privatePageHeaders, requireUser } from '../../server/auth.server';
import type { Route } from './+types/dashboard';

export const headers = privatePageHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  return dashboardData(context, requireUser(context, request));
}

/** The profile and password forms posted without JavaScript. */
export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request);
  return dashboardAction(context, request);
}

/** /dashboard: any signed-in user's profile, password and quote requests. */
export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, quotes, proposals } = loaderData;
  return (
    <div className="bg-stone-50 px-4 py-10">
      <title>{t('account.title')}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-bold text-green-900">{t('account.heading', { name: profile.first_name })}</h1>
        <p className="mt-2 text-stone-700">{t('account.intro')}</p>
        <div className="mt-8 space-y-6">
          <CustomerProposals proposals={proposals} />
          <QuoteRequests quotes={quotes} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ProfileCard profile={profile} result={actionData?.form === 'profile' ? actionData : undefined} />
            <PasswordCard result={actionData?.form === 'password' ? actionData : undefined} />
          </div>
        </div>
      </div>
    </div>
  );
}
