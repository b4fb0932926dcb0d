import { type AppLoadContext, data, redirect } from 'react-router';
import { telHref } from '../../domain/company-format';
import { formatLongDate, formatTime } from '../../domain/format';
import { homeOfRole } from '../../domain/roles';
import { addDays, isCalendarDate, wallClock } from '../../domain/visits/time-zone';
import { translator } from '../../i18n/translate';
import { feedSince } from '../../server/calendar-feed/feeds';
import { crewDay, addVisitPhoto } from '../../server/jobs/crew';
import { HttpError } from '../../server/http/errors';
import { readCompany } from '../../server/settings/repository';

/** The crew's actions on a visit, as the page's forms name them (the button's `intent`). */
const ACTIONS = { 'on-my-way': 'on-my-way', start: 'start', complete: 'complete' } as const;
type Done = keyof typeof ACTIONS | 'photo' | 'feed-stopped';
const DONE = new Set<string>([...Object.keys(ACTIONS), 'photo', 'feed-stopped']);

/** A crew member signed in, or the way there: anyone else is sent to their own home page. */
function crewMember(context: AppLoadContext, request: Request) {
  const user = context.user;
  if (!user) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
  }
  if (user.role !== 'crew') throw redirect(homeOfRole(user.role));
  return user;
}

/** A link that opens the phone's maps app at the address (a web map on a computer). */
const mapsHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** /crew: the signed-in crew member's visits of a day (today, or `?date=`), in order, as the page shows them. */
export async function crewDayPage(context: AppLoadContext, request: Request) {
  const user = crewMember(context, request);
  const params = new URL(request.url).searchParams;
  const { lang } = context;
  const tz = (await readCompany(context.app.db)).timeZone;
  const today = wallClock(Date.now(), tz).date;
  const asked = params.get('date');
  const date = asked && isCalendarDate(asked) ? asked : today;
  const [visits, feed] = await Promise.all([crewDay(context.app, user.id, date), feedSince(context.app.db, user.id)]);
  const done = params.get('done');
  return {
    date,
    feedSince: feed ? formatLongDate(feed, lang, tz) : null,
    isToday: date === today,
    dateLabel: formatLongDate(`${date}T12:00:00Z`, lang, 'UTC'),
    previous: addDays(date, -1),
    next: addDays(date, 1),
    done: done && DONE.has(done) ? (done as Done) : null,
    visits: visits.map((v) => ({
      id: v.id,
      time: `${formatTime(v.start, lang, tz)} – ${formatTime(v.end, lang, tz)}`,
      job: `${v.job_reference} · ${v.job_title}`,
      client: v.client_name,
      phone: v.client_phone,
      tel: v.client_phone ? telHref(v.client_phone) : null,
      address: v.address,
      maps: v.address ? mapsHref(v.address) : null,
      accessNotes: v.access_notes,
      instructions: v.instructions,
      checklist: v.checklist.map((item) => ({ item, done: v.checklist_done.includes(item) })),
      status: v.status,
      onMyWaySent: v.on_my_way_at !== null,
      completedAt: v.completed_at ? formatTime(v.completed_at, lang, tz) : null,
      minutesSpent: v.minutes_spent,
      notes: v.notes,
      photos: v.photos,
    })),
  };
}

export type CrewDayPage = Awaited<ReturnType<typeof crewDayPage>>;

/**
 * What an action answers when it does not go back to the day: a refusal, beside the visit it was
 * about, or a new calendar link, which is shown once (the database keeps only its digest).
 */
export interface CrewActionResult {
  visit: number;
  message?: string;
  errors: Record<string, string>;
  feedUrl?: string;
}

const refused = (visit: number, status: number, message: string, errors: Record<string, string> = {}) =>
  data<CrewActionResult>({ visit, message, errors }, { status });

/** 'Get my calendar link' shows the new link on the page; 'Stop' returns to the day with a status line. */
async function calendarFeedAction(context: AppLoadContext, intent: 'feed-new' | 'feed-stop') {
  const answer = await context.api(intent === 'feed-new' ? 'POST' : 'DELETE', '/api/calendar-feed');
  if (answer.status >= 300) return refused(0, answer.status, translator(context.lang)('jobs.feed.failed'));
  if (intent === 'feed-stop') return redirect('/crew?done=feed-stopped#calendar-feed');
  const { url } = answer.body.data as { url: string };
  return data<CrewActionResult>({ visit: 0, errors: {}, feedUrl: url });
}

/**
 * The page's forms, posted with or without JavaScript: 'On my way', 'Start' and 'Complete' go to
 * the crew's API in process (the same rules and answers; each is recorded once however often it is
 * sent), a photo is stored like every upload. A success returns to the day, at the visit, so a
 * reload sends nothing again.
 */
export async function crewDayAction(context: AppLoadContext, request: Request) {
  const user = crewMember(context, request);
  const t = translator(context.lang);
  const form = await request.formData();
  const visit = Number(form.get('visit'));
  const date = String(form.get('date') ?? '');
  const intent = String(form.get('intent') ?? '');
  if (intent === 'feed-new' || intent === 'feed-stop') return calendarFeedAction(context, intent);
  if (!Number.isInteger(visit) || visit <= 0) return refused(0, 400, t('apiErrors.validation'));
  const back = (done: Done) =>
    redirect(`/crew?${new URLSearchParams({ ...(isCalendarDate(date) ? { date } : {}), done })}#visit-${visit}`);

  if (intent === 'photo') {
    const image = form.get('image');
    try {
      await addVisitPhoto(
        context.app,
        user.id,
        visit,
        image instanceof File ? Buffer.from(await image.arrayBuffer()) : undefined,
      );
    } catch (error) {
      if (error instanceof HttpError) return refused(visit, error.statusCode, t(error.message));
      throw error;
    }
    return back('photo');
  }
  if (!(intent in ACTIONS)) return refused(visit, 400, t('apiErrors.validation'));
  const action = intent as keyof typeof ACTIONS;
  const body =
    action === 'complete'
      ? {
          notes: String(form.get('notes') ?? ''),
          minutes: Number(form.get('minutes') || 0),
          checklist: form.getAll('checklist').map(String),
        }
      : {};
  const answer = await context.api('POST', `/api/crew/visits/${visit}/${ACTIONS[action]}`, body);
  if (answer.status >= 300) {
    const errors = Object.fromEntries((answer.body.errors ?? []).map((e) => [e.path, e.msg]));
    return refused(visit, answer.status, answer.body.message ?? t('apiErrors.validation'), errors);
  }
  return back(action);
}
