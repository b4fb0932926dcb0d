import { useTranslation } from '../../i18n';
import { PasswordCard } from '../../components/account/PasswordCard';
import { ProfileCard } from '../../components/account/ProfileCard';
import { QuoteRequests } from '../../components/account/QuoteRequests';
import { CustomerProposals } from '../../components/account/Proposals';
import { dashboardData } from '../../server/account.server';
import { privatePageHeaders, requireUser } from '../../server/auth.server';
import type { Route } from './+types/dashboard';

export const headers = privatePageHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  return dashboardData(context, requireUser(context, request));
}

/** /dashboard: any signed-in user's profile, password and quote requests. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
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
            <ProfileCard profile={profile} />
            <PasswordCard />
          </div>
        </div>
      </div>
    </div>
  );
}
