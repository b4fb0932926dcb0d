import { formatDateTime, formatTime } from '../../../domain/format';
import type { Lang } from '../../../domain/languages';
import { useTranslation } from '../../i18n';
import { useSite } from '../../use-site';
import type { HubData } from './ClientHub';

/**
 * The client's jobs in the hub (docs/jobs.md): each with its visits in order, when the crew comes
 * (with the arrival window) or came, and the photos the crew took.
 */
export function HubJobs({ jobs }: { jobs: HubData['jobs'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { company } = useSite();
  const tz = company.timeZone;
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <li key={job.id} className="rounded-md border border-stone-200 p-3">
          <p className="font-semibold text-stone-900">
            {job.reference} · {job.title}
          </p>
          <p className="text-stone-800">{t(`clients.hub.job.status.${job.status}`)}</p>
          {job.address && <p className="text-sm text-stone-700">{job.address}</p>}
          {job.visits.length === 0 ? (
            <p className="mt-1 text-stone-800">{t('clients.hub.job.notScheduled')}</p>
          ) : (
            <ul aria-label={t('clients.hub.job.visits', { reference: job.reference })} className="mt-2 space-y-2">
              {job.visits.map((visit, i) => (
                <li key={visit.id} className="border-t border-stone-100 pt-2">
                  <p className="text-stone-900">
                    <time dateTime={visit.start}>{formatDateTime(visit.start, lang, tz)}</time>
                    {' · '}
                    {t(`jobs.crewDay.status.${visit.status}`)}
                  </p>
                  {visit.arrival_until && (
                    <p className="text-sm text-stone-700">
                      {t('clients.hub.job.arrival', {
                        from: formatTime(visit.start, lang, tz),
                        to: formatTime(visit.arrival_until, lang, tz),
                      })}
                    </p>
                  )}
                  {visit.photos.length > 0 && (
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {visit.photos.map((photo, n) => (
                        <li key={photo.id}>
                          <a href={photo.url}>
                            <img
                              src={photo.url}
                              alt={t('clients.hub.job.photoAlt', { n: n + 1, visit: i + 1, job: job.title })}
                              width={112}
                              height={84}
                              loading="lazy"
                              className="h-21 w-28 rounded object-cover"
                            />
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
