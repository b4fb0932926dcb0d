import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { LEAD_STATUSES, LEAD_TYPES } from '../../../domain/leads';
import type { LeadSummary } from '../../../server/leads/schemas';
import { telHref } from '../../../domain/company-format';
import { formatAge, formatCentsRange, formatMoney } from '../../../domain/format';
import { buttons, compactControl, Options } from '../admin-ui/fields';
import { Table } from '../admin-ui/Table';
import { catalogueName, optionLabel, optionList } from '../leads/labels';
import { OverdueFlag } from '../leads/OverdueFlag';
import { StatusBadge } from '../leads/StatusBadge';
import { Pagination } from './Pagination';
import { ProposalBadge } from './proposals/ProposalBadge';
import { VisitCancelledFlag } from './visits/LeadVisits';
import { useApiData } from './use-api-data';
import { useCompanyTime } from './use-company-time';

interface LeadPage {
  leads: LeadSummary[];
  pagination: { page: number; pages: number; total: number };
}

/** Quote requests and contact messages in one list, overdue first, then newest first, with filters and search. */
export function LeadsInbox() {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const ids = { type: useId(), status: useId(), search: useId(), heading: useId() };
  const query = new URLSearchParams({ page: String(page) });
  if (type) query.set('type', type);
  if (status) query.set('status', status);
  if (search) query.set('search', search);
  const { data, status: loadStatus } = useApiData<LeadPage>(`/api/admin/leads?${query}`);

  return (
    <section aria-labelledby={ids.heading} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={ids.heading} className="text-xl font-semibold text-green-900">
        {t('admin.leads.heading')}
      </h2>
      {/* On a phone: the type and status side by side, then the search, so the first lead shows on the first screen. */}
      <form
        role="search"
        aria-label={t('admin.leads.filters')}
        className="mt-3 grid grid-cols-2 items-end gap-x-3 gap-y-2 sm:mt-4 sm:flex sm:flex-wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(String(new FormData(e.currentTarget).get('search') ?? '').trim());
          setPage(1);
        }}
      >
        <div className="min-w-0">
          <label htmlFor={ids.type} className="mb-1 block text-sm font-medium text-stone-800">
            {t('admin.leads.type')}
          </label>
          <select
            id={ids.type}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPage(1);
            }}
            className={`${compactControl} w-full sm:w-auto`}
          >
            <option value="">{t('admin.leads.allTypes')}</option>
            <Options values={LEAD_TYPES} label={(v) => t(`leads.types.${v}`)} />
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={ids.status} className="mb-1 block text-sm font-medium text-stone-800">
            {t('admin.leads.status')}
          </label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            className={`${compactControl} w-full sm:w-auto`}
          >
            <option value="">{t('admin.leads.allStatuses')}</option>
            <Options values={LEAD_STATUSES} label={(v) => t(`leads.statuses.${v}`)} />
          </select>
        </div>
        <div className="col-span-2 flex items-end gap-2 sm:min-w-48 sm:flex-1 sm:gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={ids.search} className="mb-1 block text-sm font-medium text-stone-800">
              {t('admin.leads.search')}
            </label>
            <input id={ids.search} name="search" type="search" className={`${compactControl} w-full`} />
          </div>
          <button type="submit" className={buttons.primary}>
            {t('admin.leads.searchButton')}
          </button>
        </div>
      </form>

      <div role="status" aria-live="polite" className="mt-3 sm:mt-4">
        {loadStatus === 'loading' && !data && <p className="text-stone-700">{t('admin.leads.loading')}</p>}
        {loadStatus === 'error' && <p className="font-medium text-red-800">{t('admin.leads.loadFailed')}</p>}
        {loadStatus === 'ready' && data?.leads.length === 0 && <p className="text-stone-700">{t('admin.leads.empty')}</p>}
      </div>

      {data && data.leads.length > 0 && (
        <div className="mt-2 hidden md:block">
          <Table
            caption={t('admin.leads.caption')}
            columns={[
              t('admin.leads.received'),
              t('admin.leads.type'),
              t('admin.leads.lead'),
              t('admin.leads.summary'),
              t('admin.leads.status'),
            ]}
          >
            {data.leads.map((lead) => (
              <tr key={`${lead.type}-${lead.id}`} className="border-b border-stone-200 align-top">
                <td className="py-3 pr-3">
                  <time dateTime={lead.created_at} className="block whitespace-nowrap text-stone-800">
                    {dateTime(lead.created_at)}
                  </time>
                  {lead.overdue && <OverdueFlag />}
                </td>
                <td className="py-3 pr-3 text-stone-800">{t(`leads.types.${lead.type}`)}</td>
                <td className="py-3 pr-3">
                  <LeadLink lead={lead} />
                  <span className="block text-stone-700">{lead.email}</span>
                </td>
                <td className="py-3 pr-3 text-stone-800">
                  <LeadSummaryText lead={lead} />
                </td>
                <td className="py-3">
                  <StatusBadge status={lead.status} />
                  {lead.visit_cancelled && (
                    <span className="mt-1 block">
                      <VisitCancelledFlag />
                    </span>
                  )}
                  {lead.proposal && <ProposalBadge proposal={lead.proposal} />}
                </td>
              </tr>
            ))}
          </Table>
        </div>
      )}
      {data && data.leads.length > 0 && (
        <ul aria-label={t('admin.leads.caption')} className="mt-2 space-y-3 md:hidden">
          {data.leads.map((lead) => (
            <li key={`${lead.type}-${lead.id}`}>
              <LeadCard lead={lead} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={data.pagination.page} pages={data.pagination.pages} onPage={setPage} />}
    </section>
  );
}

function LeadLink({ lead }: { lead: LeadSummary }) {
  return (
    <Link
      to={`/admin/leads/${lead.type}/${lead.id}`}
      className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900"
    >
      {lead.name}
    </Link>
  );
}

/** What the lead is about: the catalogue service a quote came from, else its quote services; a message's service interest. */
function useServiceText(lead: LeadSummary): string | null {
  const { t, i18n } = useTranslation();
  if (lead.type === 'contact') return lead.service_interest ? optionLabel(t, 'services', lead.service_interest) : null;
  const services = optionList(t, 'services', lead.services ?? []);
  return lead.catalogue_service ? `${catalogueName(lead.catalogue_service, i18n.language)} (${services})` : services;
}

/** A quote request's reference and services, or the start of a message; a visit the visitor cancelled first. */
function LeadSummaryText({ lead }: { lead: LeadSummary }) {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  const service = useServiceText(lead);
  const cancelled = lead.visit_cancelled && (
    <span className="block font-medium text-red-900">
      {t('adminVisits.cancelledByVisitorLong', { when: dateTime(lead.visit_cancelled) })}
    </span>
  );
  if (lead.type !== 'quote')
    return (
      <>
        {cancelled}
        {lead.excerpt}
      </>
    );
  return (
    <>
      {cancelled}
      <span className="block font-medium">{lead.reference}</span>
      {service}
    </>
  );
}

const action = 'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md border-2 px-4 py-2 font-semibold';

/**
 * A lead as a card on a phone: who, what, where, how much and how long ago (with the 24-hour
 * flag), and one tap to call or e-mail.
 */
function LeadCard({ lead }: { lead: LeadSummary }) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useCompanyTime();
  const service = useServiceText(lead);
  const facts = [t(`leads.types.${lead.type}`), service, lead.city].filter(Boolean).join(' · ');
  return (
    <article className="rounded-lg border border-stone-200 p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base">
          <LeadLink lead={lead} />
        </h3>
        <span className="flex flex-wrap gap-1">
          {lead.visit_cancelled && <VisitCancelledFlag />}
          <StatusBadge status={lead.status} />
        </span>
      </div>
      <p className="mt-1 break-words text-stone-800">{facts}</p>
      {lead.range_low_cents !== null && lead.range_high_cents !== null ? (
        <p className="mt-1 text-stone-800">
          {t('quoteJob.range.label')}:{' '}
          <span className="font-semibold text-green-900">
            {formatCentsRange(lead.range_low_cents, lead.range_high_cents, i18n.language)}
          </span>
        </p>
      ) : (
        lead.total_price !== null && (
          <p className="mt-1 text-stone-800">
            {t('leads.estimate.total')}:{' '}
            <span className="font-semibold text-green-900">{formatMoney(lead.total_price, i18n.language)}</span>
          </p>
        )
      )}
      <p className="mt-1 flex flex-wrap items-center gap-2 text-stone-700">
        <time dateTime={lead.created_at} title={dateTime(lead.created_at)}>
          {t('leads.fields.age', { age: formatAge(lead.created_at, i18n.language) })}
        </time>
        {lead.overdue && <OverdueFlag />}
      </p>
      {lead.proposal && <ProposalBadge proposal={lead.proposal} />}
      <div className="mt-3 flex gap-2">
        {lead.phone && (
          <a
            href={telHref(lead.phone)}
            aria-label={t('leads.actions.callLabel', { name: lead.name })}
            className={`${action} border-green-800 bg-green-800 text-white hover:bg-green-900`}
          >
            {t('leads.actions.call')}
          </a>
        )}
        <a
          href={`mailto:${lead.email}`}
          aria-label={t('leads.actions.emailLabel', { name: lead.name })}
          className={`${action} border-green-800 text-green-900 hover:bg-green-50`}
        >
          {t('leads.actions.email')}
        </a>
      </div>
    </article>
  );
}
