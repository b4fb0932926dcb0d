import { useTranslation } from '../../../../i18n';
import type { GenerationLog } from '../../../../../domain/service-admin-shapes';
import { useCompanyTime } from '../../use-company-time';

const ICONS: Record<GenerationLog['generation_status'], { path: string; className: string }> = {
  completed: { path: 'M5 12.5l4.5 4.5L19 7.5', className: 'bg-green-100 text-green-800' },
  pending: { path: 'M12 6v6l4 2', className: 'bg-amber-100 text-amber-900' },
  failed: { path: 'M7 7l10 10M17 7 7 17', className: 'bg-red-100 text-red-800' },
};

/** Status icon of a generation: completed, pending or failed (the text beside it says which). */
function StatusIcon({ status }: { status: GenerationLog['generation_status'] }) {
  const icon = ICONS[status];
  return (
    <span
      aria-hidden="true"
      data-status={status}
      className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${icon.className}`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        {status === 'pending' && <circle cx="12" cy="12" r="8" />}
        <path d={icon.path} />
      </svg>
    </span>
  );
}

/** The service's generation history, newest first. */
export function GenerationHistory({ logs }: { logs: GenerationLog[] | null }) {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  return (
    <section aria-labelledby="generation-history-heading" className="mt-6">
      <h3 id="generation-history-heading" className="text-lg font-semibold text-green-900">
        {t('adminServices.images.history')}
      </h3>
      {logs === null && <p className="mt-2 text-stone-700">{t('adminServices.images.loading')}</p>}
      {logs?.length === 0 && <p className="mt-2 text-stone-700">{t('adminServices.images.historyEmpty')}</p>}
      {logs && logs.length > 0 && (
        <ol className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-200">
          {logs.map((log) => (
            <li key={log.id} className="flex gap-3 p-3 text-sm">
              <StatusIcon status={log.generation_status} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold text-stone-900">{t(`adminServices.images.status.${log.generation_status}`)}</p>
                <p className="break-words text-stone-800">{log.prompt}</p>
                <p className="text-stone-700">
                  <time dateTime={log.created_at}>{dateTime(log.created_at)}</time>
                  {log.created_by_username && <> · {t('adminServices.images.by', { name: log.created_by_username })}</>}
                  {log.generation_time_ms !== null && <> · {t('adminServices.images.took', { ms: log.generation_time_ms })}</>}
                </p>
                {log.error_message && <p className="font-medium text-red-800">{log.error_message}</p>}
                {log.generated_image_url && (
                  <a
                    href={log.generated_image_url}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-green-800 underline hover:text-green-900"
                  >
                    {t('adminServices.images.viewImage')}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
