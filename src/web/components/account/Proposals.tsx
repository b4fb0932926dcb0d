import { Form } from 'react-router';
import { useTranslation } from '../../i18n';
import { formatCents, formatDate } from '../../../domain/format';
import type { CustomerProposal } from '../../../server/proposals/customer';
import { ProposalStatusBadge } from '../admin/proposals/ProposalBadge';
import { dayText } from '../proposals/StatusPanel';

/** The proposals sent to the signed-in customer's e-mail: status, total, validity, and a way to open each. */
export function CustomerProposals({ proposals }: { proposals: CustomerProposal[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (proposals.length === 0) return null;
  return (
    <section aria-labelledby="proposals-heading" className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="proposals-heading" className="text-xl font-semibold text-green-900">
        {t('proposals.dashboard.heading')}
      </h2>
      <ul aria-label={t('proposals.dashboard.caption')} className="mt-4 space-y-4">
        {proposals.map((p) => (
          <li key={p.id} className="rounded-md border border-stone-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-stone-900">{t('proposals.page.heading', { reference: p.reference })}</h3>
              <ProposalStatusBadge status={p.status} />
            </div>
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-stone-700">{t('proposals.dashboard.sent')}</dt>
              <dd className="text-stone-900">{p.sent_at ? formatDate(p.sent_at, lang) : '-'}</dd>
              <dt className="font-medium text-stone-700">{t('proposals.dashboard.validUntil')}</dt>
              <dd className="text-stone-900">{dayText(p.valid_until, lang)}</dd>
              <dt className="font-medium text-stone-700">{t('proposals.dashboard.total')}</dt>
              <dd className="font-semibold text-stone-900">{formatCents(p.total_cents, lang)}</dd>
            </dl>
            <Form method="post" action={`/dashboard/proposals/${p.id}`} className="mt-3">
              <button
                type="submit"
                className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900"
                aria-label={t('proposals.dashboard.open', { reference: p.reference })}
              >
                {t('proposals.dashboard.openShort')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
