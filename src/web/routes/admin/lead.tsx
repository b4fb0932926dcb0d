import { useTranslation } from '../../i18n';
import { data, Link } from 'react-router';
import { isOverdue, LEAD_TYPES, type LeadType } from '../../../domain/leads';
import type { ContactView, LeadEvent, QuoteView } from '../../../server/leads/schemas';
import { HistoryCard, NotesCard, StatusButtons } from '../../components/admin/LeadActions';
import { ContactCard, ContactMessageCard, QuoteCards } from '../../components/admin/LeadDetails';
import { useApiData } from '../../components/admin/use-api-data';
import { ProposalPanel } from '../../components/admin/proposals/ProposalPanel';
import { ReplyForm } from '../../components/admin/replies/ReplyForm';
import { LeadVisits } from '../../components/admin/visits/LeadVisits';
import { OverdueFlag } from '../../components/leads/OverdueFlag';
import { StatusBadge } from '../../components/leads/StatusBadge';
import { formatDateTime } from '../../../domain/format';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/lead';

export function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = Number(params.id);
  if (!(LEAD_TYPES as readonly string[]).includes(params.type) || !Number.isInteger(id) || id < 1)
    throw data(null, { status: 404 });
  return { type: params.type as LeadType, id };
}

interface LeadDetail {
  type: LeadType;
  quote: QuoteView | null;
  contact: ContactView | null;
  events: LeadEvent[];
}

/**
 * One lead: status buttons at the top (a tap saves), then notes, then every field with its estimate
 * and files, then the history. On a wide screen notes and history sit beside the details.
 */
export default function Lead({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
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
            {isOverdue(lead.status, lead.created_at) && <OverdueFlag />}
          </div>
          <p className="mt-1 text-stone-700">
            {t('leads.fields.received')}: <time dateTime={lead.created_at}>{formatDateTime(lead.created_at, i18n.language)}</time>
          </p>
          <div className="mt-4">
            <StatusButtons<LeadDetail> url={url} status={lead.status} onSaved={replace} />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
            <div className="lg:col-start-2 lg:row-start-1">
              <NotesCard<LeadDetail> url={url} onSaved={replace} />
            </div>
            <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <ContactCard lead={lead} />
              {detail.quote ? (
                <QuoteCards quote={detail.quote} />
              ) : (
                detail.contact && <ContactMessageCard contact={detail.contact} />
              )}
              <LeadVisits type={loaderData.type} id={loaderData.id} />
            </div>
            <div className="space-y-6 lg:col-start-2 lg:row-start-2">
              <ReplyForm type={detail.type} id={lead.id} email={lead.email} reference={detail.quote?.reference} onSent={reload} />
              <HistoryCard events={detail.events} />
            </div>
          </div>
          <div className="mt-6">
            <ProposalPanel type={detail.type} id={lead.id} estimate={detail.quote?.estimate ?? null} onChanged={reload} />
          </div>
        </>
      )}
    </>
  );
}
