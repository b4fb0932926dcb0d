import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { LEAD_STATUSES, LEAD_TYPES } from '../../../domain/leads';
import type { LeadSummary } from '../../../server/leads/schemas';
import { formatDateTime } from '../../lib/format';
import { buttons, compactControl, Options } from '../admin-ui/fields';
import { Table } from '../admin-ui/Table';
import { optionList } from '../leads/labels';
import { OverdueFlag } from '../leads/OverdueFlag';
import { StatusBadge } from '../leads/StatusBadge';
import { Pagination } from './Pagination';
import { useApiData } from './use-api-data';

interface LeadPage {
  leads: LeadSummary[];
  pagination: { page: number; pages: number; total: number };
}


/** Quote requests and contact messages in one list, newest first, with filters and search. */
export function LeadsInbox() {
  const { t, i18n } = useTranslation();
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
      <form
        role="search"
        aria-label={t('admin.leads.filters')}
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(String(new FormData(e.currentTarget).get('search') ?? '').trim());
          setPage(1);
        }}
      >
        <div>
          <label htmlFor={ids.type} className="mb-1 block text-sm font-medium text-stone-800">
            {t('admin.leads.type')}
          </label>
          <select id={ids.type} value={type} onChange={(e) => {
              setType(e.target.value);
              setPage(1);
            }} className={compactControl}>
            <option value="">{t('admin.leads.allTypes')}</option>
            <Options values={LEAD_TYPES} label={(v) => t(`leads.types.${v}`)} />
          </select>
        </div>
        <div>
          <label htmlFor={ids.status} className="mb-1 block text-sm font-medium text-stone-800">
            {t('admin.leads.status')}
          </label>
          <select id={ids.status} value={status} onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }} className={compactControl}>
            <option value="">{t('admin.leads.allStatuses')}</option>
            <Options values={LEAD_STATUSES} label={(v) => t(`leads.statuses.${v}`)} />
          </select>
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor={ids.search} className="mb-1 block text-sm font-medium text-stone-800">
            {t('admin.leads.search')}
          </label>
          <input id={ids.search} name="search" type="search" className={`${compactControl} w-full`} />
        </div>
        <button type="submit" className={buttons.primary}>
          {t('admin.leads.searchButton')}
        </button>
      </form>

      <div role="status" aria-live="polite" className="mt-4">
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
                    {formatDateTime(i18n.language, lead.created_at)}
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
                </td>
              </tr>
            ))}
          </Table>
        </div>
      )}
      {data && data.leads.length > 0 && (
        <ul aria-label={t('admin.leads.caption')} className="mt-2 divide-y divide-stone-200 md:hidden">
          {data.leads.map((lead) => (
            <li key={`${lead.type}-${lead.id}`} className="space-y-1 py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <LeadLink lead={lead} />
                <StatusBadge status={lead.status} />
              </div>
              <p className="break-words text-stone-700">{lead.email}</p>
              <p className="text-stone-800">
                {t(`leads.types.${lead.type}`)} ·{' '}
                <time dateTime={lead.created_at}>{formatDateTime(i18n.language, lead.created_at)}</time>
              </p>
              {lead.overdue && <OverdueFlag />}
              <p className="text-stone-800">
                <LeadSummaryText lead={lead} />
              </p>
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
    <Link to={`/admin/leads/${lead.type}/${lead.id}`} className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900">
      {lead.name}
    </Link>
  );
}

/** A quote request's reference and services, or the start of a message. */
function LeadSummaryText({ lead }: { lead: LeadSummary }) {
  const { t } = useTranslation();
  if (lead.type !== 'quote') return <>{lead.excerpt}</>;
  return (
    <>
      <span className="block font-medium">{lead.reference}</span>
      {optionList(t, 'services', lead.services ?? [])}
    </>
  );
}
