import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttons } from '../../components/admin-ui/fields';
import { Table } from '../../components/admin-ui/Table';
import { useApiData } from '../../components/admin/use-api-data';
import { useTranslation } from '../../i18n';
import { apiFetch } from '../../lib/api';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/mail';
import { useCompanyTime } from '../../components/admin/use-company-time';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

interface Undelivered {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: 'pending' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string;
}

const WATCH_EVERY_MS = 2_000;
const WATCH_FOR_MS = 30_000;

/** /admin/mail: e-mails the site could not deliver yet, with the mail server's last answer and a retry. */
export default function UndeliveredMail() {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  const { data, status, reload } = useApiData<Undelivered[]>('/api/admin/outbox');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // A retried e-mail is sent in the background: the list is read again a few times so it leaves once delivered.
  const [watchUntil, setWatchUntil] = useState(0);
  useEffect(() => {
    if (!watchUntil) return;
    const timer = setInterval(() => {
      if (Date.now() > watchUntil) setWatchUntil(0);
      else reload();
    }, WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [watchUntil, reload]);

  async function retry(id: number) {
    const result = await apiFetch<{ message: string }>(`/api/admin/outbox/${id}/retry`, { method: 'POST' });
    setMessage(
      result.ok
        ? { kind: 'ok', text: result.body.message }
        : { kind: 'error', text: result.body?.message ?? t('admin.mail.retryFailed') },
    );
    reload();
    if (result.ok) setWatchUntil(Date.now() + WATCH_FOR_MS);
  }

  return (
    <>
      <title>{t('admin.mail.title')}</title>
      <p>
        <Link to="/admin" className="text-green-800 underline">
          {t('admin.lead.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-green-900">{t('admin.mail.heading')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('admin.mail.intro')}</p>
      <div role="status" aria-live="polite" className="mt-4 space-y-2">
        {message && (
          <p
            className={`rounded-md border px-4 py-3 font-medium ${message.kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'}`}
          >
            {message.text}
          </p>
        )}
        {status === 'loading' && !data && <p className="text-stone-700">{t('admin.mail.loading')}</p>}
        {status === 'error' && <p className="font-medium text-red-800">{t('admin.mail.loadFailed')}</p>}
        {status === 'ready' && data?.length === 0 && <p className="text-stone-700">{t('admin.mail.empty')}</p>}
      </div>
      {data && data.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <Table
            caption={t('admin.mail.caption')}
            columns={[t('admin.mail.created'), t('admin.mail.message'), t('admin.mail.lastError'), t('admin.mail.actions')]}
          >
            {data.map((mail) => (
              <tr key={mail.id} className="border-b border-stone-200 align-top">
                <td className="py-3 pr-3 whitespace-nowrap">
                  <time dateTime={mail.created_at}>{dateTime(mail.created_at)}</time>
                </td>
                <td className="py-3 pr-3">
                  <span className="block font-semibold text-stone-900">{mail.subject}</span>
                  <span className="block break-all text-stone-700">{mail.recipient}</span>
                  <span className="block text-stone-700">
                    {mail.status === 'failed'
                      ? t('admin.mail.gaveUp', { count: mail.attempts })
                      : t('admin.mail.willRetry', {
                          count: mail.attempts,
                          time: dateTime(mail.next_attempt_at),
                        })}
                  </span>
                </td>
                <td className="py-3 pr-3 break-words text-stone-800">{mail.last_error ?? '-'}</td>
                <td className="py-3">
                  <button
                    type="button"
                    className={buttons.primary}
                    onClick={() => void retry(mail.id)}
                    aria-label={t('admin.mail.retryLabel', { subject: mail.subject })}
                  >
                    {t('admin.mail.retry')}
                  </button>
                </td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </>
  );
}
