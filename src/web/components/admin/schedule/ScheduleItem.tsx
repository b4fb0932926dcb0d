import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../../domain/format';
import { buttons } from '../../admin-ui/fields';
import { MoveVisitForm } from './MoveVisitForm';
import type { ScheduleData, ScheduleVisit } from './types';

/** The colour of the schedule where nobody is assigned (and for a member without a colour). */
const NO_COLOUR = '#a8a29e';

/** A crew member's colour as a dot beside their name: the name says who, the colour helps the eye. */
function CrewNames({ crew }: { crew: ScheduleVisit['crew'] }) {
  const { t } = useTranslation();
  if (crew.length === 0) {
    return (
      <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
        {t('adminVisits.schedule.unassigned')}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-x-3 text-sm text-stone-800">
      {crew.map((member) => (
        <span key={member.id} className="inline-flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3 rounded-full"
            style={{ backgroundColor: member.colour ?? NO_COLOUR }}
          />
          {member.name}
        </span>
      ))}
    </span>
  );
}

/** One job visit on the schedule: time, job, client, crew, and a way to move it. */
export function ScheduleVisitItem({
  visit,
  crew,
  timeZone,
  doubleBooked,
  onMoved,
}: {
  visit: ScheduleVisit;
  crew: ScheduleData['crew'];
  timeZone: string;
  doubleBooked: boolean;
  onMoved: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [moving, setMoving] = useState(false);
  const open = visit.status === 'scheduled' || visit.status === 'on_my_way';
  return (
    <article
      aria-label={`${visit.job_reference} · ${visit.job_title}`}
      className="rounded-md border border-l-8 border-stone-200 bg-white p-3"
      style={{ borderLeftColor: visit.crew[0]?.colour ?? NO_COLOUR }}
    >
      <p className="font-semibold text-stone-900">
        {formatTime(visit.start, i18n.language, timeZone)} – {formatTime(visit.end, i18n.language, timeZone)}
        {visit.status !== 'scheduled' && (
          <span className="ml-2 text-sm font-normal text-stone-700">({t(`jobs.crewDay.status.${visit.status}`)})</span>
        )}
      </p>
      <p className="text-green-900">
        {visit.job_reference} · {visit.job_title}
      </p>
      <p className="text-stone-800">
        {visit.client_name}
        {visit.address ? ` · ${visit.address}` : ''}
      </p>
      <div className="mt-1">
        <CrewNames crew={visit.crew} />
      </div>
      {doubleBooked && <p className="mt-1 text-sm font-semibold text-red-800">{t('adminVisits.schedule.doubleBooked')}</p>}
      {visit.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {visit.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url}>
                <img
                  src={photo.url}
                  alt={t('jobs.crewDay.photoAlt', { n: i + 1, client: visit.client_name })}
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-18 w-24 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {open && !moving && (
        <button type="button" onClick={() => setMoving(true)} className={`mt-2 ${buttons.secondary}`}>
          {t('adminVisits.schedule.move')}
          <span className="sr-only"> {visit.job_reference}</span>
        </button>
      )}
      {moving && (
        <MoveVisitForm
          visit={visit}
          crew={crew}
          timeZone={timeZone}
          onCancel={() => setMoving(false)}
          onDone={(message) => {
            setMoving(false);
            onMoved(message);
          }}
        />
      )}
    </article>
  );
}

/** A site-visit consultation on the schedule (moved from Visits, where the customer is told). */
export function ScheduleConsultationItem({
  visit,
  timeZone,
}: {
  visit: ScheduleData['consultations'][number];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article
      aria-label={t('jobs.feed.consultation', { name: visit.name })}
      className="rounded-md border border-l-8 border-stone-200 border-l-sky-700 bg-white p-3"
    >
      <p className="font-semibold text-stone-900">
        {formatTime(visit.start, i18n.language, timeZone)} – {formatTime(visit.end, i18n.language, timeZone)}
      </p>
      <p className="text-sky-900">{t('jobs.feed.consultation', { name: visit.name })}</p>
      <p className="text-stone-800">{visit.address}</p>
      <a href="/admin/visits" className="mt-1 inline-block text-sm font-semibold text-green-900 underline">
        {t('adminVisits.schedule.openVisits')}
      </a>
    </article>
  );
}
