import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../i18n';
import { formatDate } from '../../domain/format';
import { AcceptForm, ChangesForm, DeclineForm } from '../components/proposals/AnswerForms';
import { CompanyCard, ContactLine } from '../components/proposals/CompanyCard';
import { ProposalLines } from '../components/proposals/ProposalLines';
import { dayText, StatusPanel } from '../components/proposals/StatusPanel';
import { type PageHandle } from '../root';
import { useSite } from '../use-site';
import { loadProposal, proposalAction, proposalPageHeaders } from '../server/proposals.server';
import { HubButton } from '../components/hub/HubButton';
import { openHubFromItem } from '../server/hub.server';
import type { Route } from './+types/proposal';

export const headers = proposalPageHeaders;
/**
 * Complete HTML: no React in the browser. The answers are plain form posts; the site's small script
 * makes the total follow the optional lines as they are ticked (enhance/proposal-totals.ts).
 */
export const handle: PageHandle = { hydrate: false, toasts: false };

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadProposal(context, params.token);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return (await openHubFromItem(context, request, 'proposal', params.token)) ?? proposalAction(context, request, params.token);
}

const ACCEPT_FORM = 'proposal-accept';
const page = 'mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12';

/**
 * /proposals/{token}: the proposal a customer opens from the e-mail, on any phone, without an account.
 * Every answer is a plain form post handled by the action above. The totals are the server's, for the
 * optional lines ticked (all of them at first; after a refused acceptance, those that were sent).
 */
export default function ProposalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { company } = useSite();
  const { proposal, pdfUrl } = loaderData;
  const lang = i18n.language;
  const optionalIds = proposal.lines.filter((l) => l.optional).map((l) => l.id);
  const chosen = proposal.can_answer ? new Set(actionData?.chosen ?? optionalIds) : null;

  return (
    <div className="bg-stone-50">
      <title>{`${t('proposals.page.title', { reference: proposal.reference })} | ${company.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className={page}>
        <CompanyCard />
        <HubButton label="proposals.hubLink" />
        <header>
          <h1 className="text-3xl font-bold text-green-900">{t('proposals.page.heading', { reference: proposal.reference })}</h1>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-stone-800 sm:grid-cols-4">
            <div>
              <dt className="text-sm text-stone-700">{t('proposals.page.preparedFor')}</dt>
              <dd className="break-words font-semibold">{proposal.customer_name}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-700">{t('proposals.page.date')}</dt>
              <dd className="font-semibold">{proposal.sent_at ? formatDate(proposal.sent_at, lang) : '-'}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-700">{t('proposals.page.validUntil')}</dt>
              <dd className="font-semibold">{dayText(proposal.valid_until, lang)}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-700">{t('proposals.page.revision')}</dt>
              <dd className="font-semibold">{proposal.revision}</dd>
            </div>
          </dl>
          {proposal.can_answer && <p className="mt-4 text-stone-800">{t('proposals.page.intro')}</p>}
        </header>

        {/* An answer that came too late (already answered, expired, replaced meanwhile): say why, above where it stands. */}
        {actionData && !proposal.can_answer && actionData.intent !== 'current' && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
            {actionData.message}
          </p>
        )}
        <StatusPanel proposal={proposal} result={actionData} />

        <ProposalLines proposal={proposal} chosen={chosen} acceptFormId={proposal.can_answer ? ACCEPT_FORM : undefined} />

        {proposal.note.trim() !== '' && (
          <section aria-labelledby="proposal-note" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="proposal-note" className="text-lg font-semibold text-green-900">
              {t('proposals.page.noteHeading', { company: company.name })}
            </h2>
            <p className="mt-2 whitespace-pre-wrap text-stone-800">{proposal.note}</p>
          </section>
        )}

        {proposal.can_answer && (
          <div className="space-y-4">
            <AcceptForm formId={ACCEPT_FORM} result={actionData} />
            <ChangesForm result={actionData} />
            <DeclineForm result={actionData} />
          </div>
        )}

        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 shadow-sm">
          <ContactLine />
          <p className="flex flex-wrap gap-4">
            <a href="/terms" className="font-semibold text-green-800 underline">
              {t('proposals.page.terms')}
            </a>
            <a href={pdfUrl} className="font-semibold text-green-800 underline">
              {t('proposals.page.pdf')}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}

/** A link that opens nothing (or too many tries): the same answer for every wrong link, with a way to reach us. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !(isRouteErrorResponse(error) && error.status === 429)) throw error;
  return (
    <div className="bg-stone-50">
      <div className={page}>
        <title>{t('proposals.page.notFound.title')}</title>
        <meta name="robots" content="noindex, nofollow" />
        <CompanyCard />
        <h1 className="text-3xl font-bold text-green-900">{t('proposals.page.notFound.heading')}</h1>
        <p className="text-lg text-stone-800">{notFound ? t('proposals.page.notFound.body') : t('proposals.page.tooMany')}</p>
        <ContactLine />
      </div>
    </div>
  );
}
