import type { ReactNode } from 'react';
import type { z } from 'zod';
import { formatCents, formatDate, formatDateTime } from '../../../domain/format';
import type { Lang } from '../../../domain/languages';
import type { hubSchema } from '../../../server/clients/schemas';
import { useTranslation } from '../../i18n';
import { FormMessage } from '../forms/fields';
import { HubJobs } from './HubJobs';

export type HubData = z.infer<typeof hubSchema>;

/** One part of the hub: each area (jobs, later invoices) adds its kind to the list the hub shows. */
interface HubSection {
  id: string;
  heading: string;
  count: number;
  content: ReactNode;
}

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
const button = 'inline-block rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900';
const secondary = 'inline-block rounded-md border border-green-800 px-4 py-2 font-semibold text-green-900 hover:bg-green-50';

interface FormResult {
  ok: boolean;
  form: string;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/**
 * The client hub (docs/clients.md), phone first: proposals, site visits, jobs, requests and
 * messages, newest first; "Request more work" with a property; the
 * language of the hub and of every e-mail.
 */
export function ClientHub({
  hub,
  result,
  hubOnly,
}: {
  hub: HubData;
  result?: FormResult;
  /** Opened from an e-mailed link, without an account's sign-in. */
  hubOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const client = hub.client!;
  const date = (iso: string) => formatDate(iso, lang);
  const upcoming = hub.visits.filter((v) => v.upcoming).sort((a, b) => a.start_at.localeCompare(b.start_at));
  const past = hub.visits.filter((v) => !v.upcoming);

  const sections: HubSection[] = [
    {
      id: 'proposals',
      heading: t('clients.hub.sections.proposals'),
      count: hub.proposals.length,
      content: (
        <ul className="space-y-3">
          {hub.proposals.map((p) => (
            <li key={p.id} className="rounded-md border border-stone-200 p-3">
              <p className="font-semibold text-stone-900">{t('clients.hub.proposal.title', { reference: p.reference })}</p>
              <p className="text-stone-800">{t(`clients.hub.proposal.status.${p.status}`)}</p>
              <p className="text-stone-800">{t('clients.hub.proposal.total', { total: formatCents(p.total_cents, lang) })}</p>
              <p className="text-sm text-stone-700">{t('clients.hub.proposal.validUntil', { date: p.valid_until })}</p>
              <a href={p.url} className={`mt-2 ${p.open ? button : secondary}`}>
                {p.open ? t('clients.hub.proposal.open') : t('clients.hub.proposal.view')}
              </a>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'visits',
      heading: t('clients.hub.sections.visits'),
      count: hub.visits.length,
      content: (
        <div className="space-y-4">
          {[
            { label: t('clients.hub.visit.upcoming'), list: upcoming },
            { label: t('clients.hub.visit.past'), list: past },
          ]
            .filter((g) => g.list.length > 0)
            .map((g) => (
              <div key={g.label}>
                <h3 className="font-semibold text-stone-900">{g.label}</h3>
                <ul className="mt-2 space-y-3">
                  {g.list.map((v) => (
                    <li key={v.id} className="rounded-md border border-stone-200 p-3">
                      <p className="font-semibold text-stone-900">
                        <time dateTime={v.start_at}>{formatDateTime(v.start_at, lang)}</time>
                      </p>
                      <p className="text-stone-800">{v.address}</p>
                      <p className="text-sm text-stone-700">
                        {v.reference} · {t(`clients.hub.visit.status.${v.status}`)}
                      </p>
                      {v.manage_url && (
                        <a href={v.manage_url} className={`mt-2 ${secondary}`}>
                          {t('clients.hub.visit.manage')}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      ),
    },
    {
      id: 'jobs',
      heading: t('clients.hub.sections.jobs'),
      count: hub.jobs.length,
      content: <HubJobs jobs={hub.jobs} />,
    },
    {
      id: 'requests',
      heading: t('clients.hub.sections.requests'),
      count: hub.requests.length,
      content: (
        <ul className="space-y-3">
          {hub.requests.map((r) => (
            <li key={r.id} className="rounded-md border border-stone-200 p-3">
              <p className="font-semibold text-stone-900">{t('clients.hub.request.reference', { reference: r.reference })}</p>
              <p className="text-sm text-stone-700">
                <time dateTime={r.created_at}>{date(r.created_at)}</time>
                {r.address ? ` · ${r.address}` : ''}
              </p>
              {r.range_low_cents !== null && r.range_high_cents !== null && (
                <p className="text-stone-800">
                  {t('clients.hub.request.range', {
                    low: formatCents(r.range_low_cents, lang),
                    high: formatCents(r.range_high_cents, lang),
                  })}
                </p>
              )}
              {r.message && <p className="whitespace-pre-wrap text-stone-800">{r.message}</p>}
              {r.photos.length > 0 && (
                <div className="mt-2">
                  <h3 className="text-sm font-semibold text-stone-900">{t('clients.hub.request.photos')}</h3>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {r.photos.map((f) => (
                      <li key={f.id}>
                        <a href={f.url} className="text-green-800 underline underline-offset-2">
                          {f.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <section aria-labelledby="hub-heading" className={card}>
        <h2 id="hub-heading" className="text-2xl font-bold text-green-900">
          {t('clients.hub.greeting', { name: client.name })}
        </h2>
        {hubOnly && <p className="mt-2 text-stone-700">{t('clients.hub.fromEmail')}</p>}
        <form method="get" action="/quote-builder" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div>
            <label htmlFor="hub-property" className="block font-medium text-stone-800">
              {t('clients.hub.property')}
            </label>
            <select
              id="hub-property"
              name="property"
              className="mt-1 block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900"
            >
              {client.properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.address}
                </option>
              ))}
              <option value="">{t('clients.hub.anyProperty')}</option>
            </select>
          </div>
          <button type="submit" className="rounded-md bg-amber-400 px-5 py-2.5 font-semibold text-green-950 hover:bg-amber-300">
            {t('clients.hub.requestMore')}
          </button>
        </form>
        <form method="post" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="hub-language" />
          <div>
            <label htmlFor="hub-language" className="block font-medium text-stone-800">
              {t('clients.hub.language')}
            </label>
            <select
              id="hub-language"
              name="language"
              defaultValue={client.language}
              className="mt-1 block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900"
            >
              <option value="en">English</option>
              <option value="es">Español</option>
              <option value="pt">Português</option>
            </select>
          </div>
          <button type="submit" className={secondary}>
            {t('clients.admin.save')}
          </button>
        </form>
      </section>

      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`hub-${s.id}`} className={card}>
          <h2 id={`hub-${s.id}`} className="text-xl font-semibold text-green-900">
            {s.heading}
          </h2>
          <div className="mt-3">{s.count === 0 ? <p className="text-stone-700">{t('clients.hub.empty')}</p> : s.content}</div>
        </section>
      ))}

      <section aria-labelledby="hub-messages" className={card}>
        <h2 id="hub-messages" className="text-xl font-semibold text-green-900">
          {t('clients.hub.sections.messages')}
        </h2>
        <form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="hub-message" />
          <label htmlFor="hub-message" className="block font-medium text-stone-800">
            {t('clients.hub.messages.label')}
          </label>
          <textarea
            id="hub-message"
            name="message"
            required
            maxLength={5000}
            rows={3}
            defaultValue={result?.form === 'hub-message' && !result.ok ? (result.values.message ?? '') : ''}
            className="block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900"
          />
          {result?.form === 'hub-message' && (
            <FormMessage kind={result.ok ? 'success' : 'error'}>
              {result.ok ? t('clients.hub.messages.sent') : result.message}
            </FormMessage>
          )}
          <button type="submit" className={button}>
            {t('clients.hub.messages.send')}
          </button>
        </form>
        {hub.messages.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('clients.hub.messages.none')}</p>
        ) : (
          <ol className="mt-4 space-y-3">
            {hub.messages.map((m) => (
              <li
                key={m.id}
                className={`rounded-md border p-3 ${m.from === 'company' ? 'border-green-700 bg-green-50' : 'border-stone-200'}`}
              >
                <p className="text-sm font-semibold text-stone-900">
                  {m.from === 'company' ? t('clients.hub.messages.company') : t('clients.hub.messages.you')} ·{' '}
                  <time dateTime={m.created_at}>{date(m.created_at)}</time>
                </p>
                {m.subject && <p className="font-semibold text-stone-900">{m.subject}</p>}
                <p className="whitespace-pre-wrap text-stone-900">{m.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {hubOnly && (
        <form method="post">
          <input type="hidden" name="intent" value="hub-sign-out" />
          <button type="submit" className="text-green-800 underline underline-offset-2">
            {t('clients.hub.signOut')}
          </button>
        </form>
      )}
    </div>
  );
}
