import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { CrewActionResult, CrewDayPage } from '../../server/crew.server';

type Visit = CrewDayPage['visits'][number];

const statusTone: Record<Visit['status'], string> = {
  scheduled: 'bg-stone-200 text-stone-900',
  on_my_way: 'bg-sky-100 text-sky-950',
  in_progress: 'bg-amber-100 text-amber-950',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
};
const button = 'w-full rounded-md px-6 py-3 text-lg font-semibold sm:w-auto';
const primary = `${button} bg-green-800 text-white hover:bg-green-900`;
const secondary = `${button} border-2 border-green-800 text-green-900 hover:bg-green-50`;

/** One of the page's forms: a post to the day's page naming the visit, the day to return to and the action. */
function VisitForm({
  visit,
  date,
  intent,
  children,
  upload = false,
  className,
}: {
  visit: number;
  date: string;
  intent: string;
  children: ReactNode;
  upload?: boolean;
  className?: string;
}) {
  return (
    <form method="post" action={`/crew?date=${date}`} encType={upload ? 'multipart/form-data' : undefined} className={className}>
      <input type="hidden" name="visit" value={visit} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

/** A visit of the crew's day: who, where, how to get in, what to do, and the buttons for each step. */
export function CrewVisit({ visit, date, refused }: { visit: Visit; date: string; refused?: CrewActionResult }) {
  const { t } = useTranslation();
  const headingId = `visit-${visit.id}-heading`;
  const open = visit.status !== 'completed';
  return (
    <article
      id={`visit-${visit.id}`}
      aria-labelledby={headingId}
      className="scroll-mt-24 space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-green-900">
          <span className="block">{visit.time}</span>
          <span className="block">{visit.client}</span>
        </h2>
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${statusTone[visit.status]}`}>
          {t(`jobs.crewDay.status.${visit.status}`)}
        </span>
      </div>
      <p className="text-stone-800">{visit.job}</p>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr]">
        {visit.phone && visit.tel && (
          <>
            <dt className="font-medium text-stone-700">{t('jobs.crewDay.phone')}</dt>
            <dd>
              <a href={visit.tel} className="font-semibold text-green-800 underline">
                {t('jobs.crewDay.call', { phone: visit.phone })}
              </a>
            </dd>
          </>
        )}
        {visit.address && visit.maps && (
          <>
            <dt className="font-medium text-stone-700">{t('jobs.crewDay.address')}</dt>
            <dd className="break-words text-stone-900">
              {visit.address}{' '}
              <a href={visit.maps} className="font-semibold whitespace-nowrap text-green-800 underline">
                {t('jobs.crewDay.maps')}
              </a>
            </dd>
          </>
        )}
        {visit.accessNotes && (
          <>
            <dt className="font-medium text-stone-700">{t('jobs.crewDay.access')}</dt>
            <dd className="font-semibold whitespace-pre-line text-stone-900">{visit.accessNotes}</dd>
          </>
        )}
        {visit.instructions && (
          <>
            <dt className="font-medium text-stone-700">{t('jobs.crewDay.instructions')}</dt>
            <dd className="whitespace-pre-line text-stone-900">{visit.instructions}</dd>
          </>
        )}
      </dl>

      <div role="alert">
        {refused && (
          <p className="rounded-md border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
            {refused.message}
            {Object.values(refused.errors).map((error) => (
              <span key={error} className="block font-normal">
                {error}
              </span>
            ))}
          </p>
        )}
      </div>

      {visit.status === 'scheduled' && !visit.onMyWaySent && (
        <VisitForm visit={visit.id} date={date} intent="on-my-way">
          <button type="submit" className={secondary}>
            {t('jobs.crewDay.onMyWay')}
          </button>
          <p className="mt-1 text-sm text-stone-700">{t('jobs.crewDay.onMyWayHint')}</p>
        </VisitForm>
      )}
      {visit.onMyWaySent && open && <p className="font-medium text-stone-800">{t('jobs.crewDay.onMyWaySent')}</p>}
      {(visit.status === 'scheduled' || visit.status === 'on_my_way') && (
        <VisitForm visit={visit.id} date={date} intent="start">
          <button type="submit" className={primary}>
            {t('jobs.crewDay.start')}
          </button>
        </VisitForm>
      )}

      {open ? (
        <VisitForm visit={visit.id} date={date} intent="complete" className="space-y-4 border-t border-stone-200 pt-4">
          {visit.checklist.length > 0 && (
            <fieldset>
              <legend className="mb-2 font-semibold text-stone-900">{t('jobs.crewDay.checklist')}</legend>
              <ul className="space-y-2">
                {visit.checklist.map(({ item, done }) => (
                  <li key={item}>
                    <label className="flex items-center gap-3 text-stone-900">
                      <input
                        type="checkbox"
                        name="checklist"
                        value={item}
                        defaultChecked={done}
                        className="size-6 accent-green-800"
                      />
                      {item}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <div>
            <label htmlFor={`visit-${visit.id}-notes`} className="mb-1 block font-medium text-stone-800">
              {t('jobs.crewDay.notes')}
            </label>
            <textarea
              id={`visit-${visit.id}-notes`}
              name="notes"
              rows={3}
              maxLength={4000}
              defaultValue={visit.notes}
              className="block w-full rounded-md border border-stone-400 px-3 py-2 text-stone-900"
            />
          </div>
          <div>
            <label htmlFor={`visit-${visit.id}-minutes`} className="mb-1 block font-medium text-stone-800">
              {t('jobs.crewDay.minutes')}
            </label>
            <input
              id={`visit-${visit.id}-minutes`}
              name="minutes"
              type="number"
              inputMode="numeric"
              min={0}
              max={1440}
              required
              defaultValue={visit.minutesSpent ?? ''}
              className="block w-32 rounded-md border border-stone-400 px-3 py-2 text-stone-900"
            />
          </div>
          <button type="submit" className={primary}>
            {t('jobs.crewDay.complete')}
          </button>
        </VisitForm>
      ) : (
        <div className="border-t border-stone-200 pt-4 text-stone-900">
          <p className="font-semibold">
            {t('jobs.crewDay.completedAt', { time: visit.completedAt ?? '', count: visit.minutesSpent ?? 0 })}
          </p>
          {visit.notes && <p className="mt-1 whitespace-pre-line">{visit.notes}</p>}
          {visit.checklist.length > 0 && (
            <ul className="mt-2 list-inside list-disc">
              {visit.checklist.map(({ item, done }) => (
                <li key={item}>{t(done ? 'jobs.crewDay.ticked' : 'jobs.crewDay.notTicked', { item })}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <section aria-labelledby={`visit-${visit.id}-photos`} className="border-t border-stone-200 pt-4">
        <h3 id={`visit-${visit.id}-photos`} className="mb-2 font-semibold text-stone-900">
          {t('jobs.crewDay.photos', { count: visit.photos.length })}
        </h3>
        {visit.photos.length > 0 && (
          <ul className="mb-3 flex flex-wrap gap-2">
            {visit.photos.map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={photo.url}
                  alt={t('jobs.crewDay.photoAlt', { n: index + 1, client: visit.client })}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-24 rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        {visit.status !== 'cancelled' && (
          <VisitForm visit={visit.id} date={date} intent="photo" upload className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div>
              <label htmlFor={`visit-${visit.id}-photo`} className="mb-1 block font-medium text-stone-800">
                {t('jobs.crewDay.photo')}
              </label>
              {/* capture: a phone opens its camera first, and still offers its gallery. */}
              <input
                id={`visit-${visit.id}-photo`}
                name="image"
                type="file"
                accept="image/*"
                capture="environment"
                required
                className="block w-full text-stone-900"
              />
            </div>
            <button type="submit" className={secondary}>
              {t('jobs.crewDay.addPhoto')}
            </button>
          </VisitForm>
        )}
      </section>
    </article>
  );
}
