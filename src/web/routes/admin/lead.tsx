import { useTranslation } from '../../i18n';
import { data, Link } from 'react-router';
import { isOverdue, LEAD_TYPES, type LeadType } from '../../../domain/leads';
import type { ContactView, LeadEvent, QuoteView } from '../../../server/leads/schemas';
import { CallCard, HistoryCard, NotesCard, StatusButtons } from '../../components/admin/LeadActions';
import { LeadContactBar, LeadPhone } from '../../components/admin/LeadContactBar';
import { ContactCard, ContactMessageCard, QuoteCards } from '../../components/admin/LeadDetails';
import { useApiData } from '../../components/admin/use-api-data';
import { ProposalPanel } from '../../components/admin/proposals/ProposalPanel';
import { ReplyForm } from '../../components/admin/replies/ReplyForm';
import { LeadVisits, VisitCancelledFlag } from '../../components/admin/visits/LeadVisits';
import { OverdueFlag } from '../../components/leads/OverdueFlag';
import { StatusBadge } from '../../components/leads/StatusBadge';
import { requireAdmin } from '../../server/auth.server';
import { clientOfLead } from '../../server/clients.server';
import type { Route } from './+types/lead';
import { useCompanyTime } from '../../components/admin/use-company-time';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = Number(params.id);
  if (!(LEAD_TYPES as readonly string[]).includes(params.type) || !Number.isInteger(id) || id < 1)
    throw data(null, { status: 404 });
  const type = params.type as LeadType;
  return { type, id, client: await clientOfLead(context, type, id) };
}

/** The lead's client (docs/clients.md) and the client's other leads. */
function LeadClient({ client }: { client: NonNullable<Awaited<ReturnType<typeof clientOfLead>>> }) {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  return (
    <section aria-labelledby="lead-client" className="mt-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="lead-client" className="font-semibold text-green-900">
        <Link to={`/admin/clients/${client.id}`} className="text-green-800 underline underline-offset-2 hover:text-green-900">
          {t('clients.admin.clientLink', { name: client.name })}
        </Link>
      </h2>
      <h3 className="mt-2 text-sm font-semibold text-stone-900">{t('clients.admin.otherLeads')}</h3>
      {client.others.length === 0 ? (
        <p className="text-sm text-stone-700">{t('clients.admin.noOtherLeads')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {client.others.map((l) => (
            <li key={`${l.type}-${l.id}`}>
              <Link to={`/admin/leads/${l.type}/${l.id}`} className="text-green-800 underline underline-offset-2">
                {l.reference ?? t('clients.admin.kinds.message')} · {dateTime(l.created_at)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface LeadDetail {
  type: LeadType;
  quote: QuoteView | null;
  contact: ContactView | null;
  events: LeadEvent[];
  first_response_at: string | null;
  visit_cancelled: string | null;
}

/**
 * One lead: status buttons at the top (a tap saves), then notes, then every field with its estimate
 * and files, then the history. On a wide screen notes and history sit beside the details.
 */
export default function Lead({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  const url = `/api/admin/leads/${loaderData.type}/${loaderData.id}`;
  const { data: detail, status, replace, reload } = useApiData<LeadDetail>(url);
  const lead = detail?.quote ?? detail?.contact;

  return (
    <>
      <title>{t('admin.lead.title')}</title>
      <Link to="/admin" className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900">
        ← {t('admin.lead.back')}
      </Link>
      <div role="status" aria-live="polite">
        {status === 'loading' && !detail && <p className="mt-6 text-stone-700">{t('admin.lead.loading')}</p>}
        {status === 'notFound' && <p className="mt-6 font-medium text-red-800">{t('admin.lead.notFound')}</p>}
        {status === 'error' && <p className="mt-6 font-medium text-red-800">{t('admin.lead.loadFailed')}</p>}
      </div>
      {detail && lead && (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">
              {detail.quote
                ? t('admin.lead.quoteHeading', { reference: detail.quote.reference })
                : t('admin.lead.contactHeading', { name: lead.name })}
            </h1>
            <StatusBadge status={lead.status} />
            {isOverdue(detail.first_response_at, lead.created_at) && <OverdueFlag />}
            {detail.visit_cancelled && <VisitCancelledFlag />}
          </div>
          {loaderData.client && <LeadClient client={loaderData.client} />}
          {detail.visit_cancelled && (
            <p className="mt-2 rounded-md border border-red-300 bg-red-50 px-4 py-2 font-medium text-red-900">
              {t('adminVisits.cancelledByVisitorLong', { when: dateTime(detail.visit_cancelled) })}
            </p>
          )}
          <p className="mt-1 text-stone-700">
            {t('leads.fields.received')}: <time dateTime={lead.created_at}>{dateTime(lead.created_at)}</time>
            {' · '}
            {detail.first_response_at ? (
              <time dateTime={detail.first_response_at}>
                {t('admin.lead.answered', { when: dateTime(detail.first_response_at) })}
              </time>
            ) : (
              t('admin.lead.notAnswered')
            )}
          </p>
          <LeadPhone name={lead.name} phone={lead.phone} />
          <div className="mt-4">
            <StatusButtons<LeadDetail> url={url} status={lead.status} onSaved={replace} />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
            <div className="space-y-6 lg:col-start-2 lg:row-start-1">
              <CallCard<LeadDetail> url={url} onSaved={replace} />
              <NotesCard<LeadDetail> url={url} onSaved={replace} />
            </div>
            <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <ContactCard lead={lead} />
              {detail.quote ? (
                <QuoteCards quote={detail.quote} />
              ) : (
                detail.contact && <ContactMessageCard contact={detail.contact} />
              )}
              <LeadVisits
                type={loaderData.type}
                id={loaderData.id}
                prefill={{
                  name: lead.name,
                  email: lead.email,
                  phone: lead.phone ?? undefined,
                  address: detail.quote?.address ?? undefined,
                  service: detail.quote?.services[0] ?? detail.contact?.service_interest ?? undefined,
                  language: lead.language_code,
                }}
              />
            </div>
            <div className="space-y-6 lg:col-start-2 lg:row-start-2">
              <ReplyForm type={detail.type} id={lead.id} email={lead.email} reference={detail.quote?.reference} onSent={reload} />
              <HistoryCard events={detail.events} />
            </div>
          </div>
          <div className="mt-6">
            <ProposalPanel type={detail.type} id={lead.id} quoted={detail.quote ?? null} onChanged={reload} />
          </div>
          {/* The contact bar's room at the end of the page, on a phone. */}
          <div aria-hidden="true" className="h-16 lg:hidden" />
          <LeadContactBar name={lead.name} phone={lead.phone} />
        </>
      )}
    </>
  );
}
