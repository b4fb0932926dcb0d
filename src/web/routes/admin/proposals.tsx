import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../domain/format';
import type { ProposalListItem } from '../../../server/proposals/list';
import { ProposalStatusBadge } from '../../components/admin/proposals/ProposalBadge';
import { Pagination } from '../../components/admin/Pagination';
import { useApiData } from '../../components/admin/use-api-data';
import { useTranslation } from '../../i18n';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/proposals';
import { useCompanyTime } from '../../components/admin/use-company-time';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

interface ProposalPage {
  proposals: ProposalListItem[];
  pagination: { page: number; pages: number; total: number };
}

/** /admin/proposals: every proposal in force, newest change first; each opens its lead, where it is edited and sent. */
export default function AdminProposals() {
  const { t, i18n } = useTranslation();
  const { date } = useCompanyTime();
  const [page, setPage] = useState(1);
  const { data, status } = useApiData<ProposalPage>(`/api/admin/proposals?page=${page}`);
  return (
    <>
      <title>{t('proposalsAdmin.list.title')}</title>
      <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">{t('proposalsAdmin.list.heading')}</h1>
      <p className="mt-1 text-stone-700">{t('proposalsAdmin.list.intro')}</p>
      <div role="status" aria-live="polite" className="mt-4">
        {status === 'loading' && !data && <p className="text-stone-700">{t('proposalsAdmin.list.loading')}</p>}
        {status === 'error' && <p className="font-medium text-red-800">{t('proposalsAdmin.list.loadFailed')}</p>}
        {data?.proposals.length === 0 && <p className="text-stone-700">{t('proposalsAdmin.list.empty')}</p>}
      </div>
      {data && data.proposals.length > 0 && (
        <ul aria-label={t('proposalsAdmin.list.heading')} className="mt-2 space-y-3">
          {data.proposals.map((p) => (
            <li key={p.id}>
              <article className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                <div className="min-w-0">
                  <h2 className="text-base font-semibold">
                    <Link
                      to={`/admin/leads/${p.lead_type}/${p.lead_id}`}
                      className="text-green-800 underline underline-offset-2 hover:text-green-900"
                    >
                      {p.customer_name}
                    </Link>
                  </h2>
                  <p className="text-sm text-stone-700">
                    {t('proposalsAdmin.list.reference', { reference: p.reference, revision: p.revision })}
                    {' · '}
                    {p.sent_at ? t('proposalsAdmin.list.sent', { date: date(p.sent_at) }) : t('proposalsAdmin.list.notSent')}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold text-green-900">{formatCents(p.total_cents, i18n.language)}</span>
                  <ProposalStatusBadge status={p.status} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={data.pagination.page} pages={data.pagination.pages} onPage={setPage} />}
    </>
  );
}
