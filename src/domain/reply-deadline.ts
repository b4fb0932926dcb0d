import { COMPANY_TIME_ZONE } from './format.js';
import { REPLY_PROMISE_MS } from './leads.js';
import { type OpeningHours, weekdayKey } from './opening-hours.js';
import { addDays, minutesOf, wallClock, weekdayOf, zonedInstant } from './visits/time-zone.js';

/**
 * When a new request is answered at the latest, in the company's hours: 24 hours after it arrived
 * when the company is open then, otherwise the close of the first opening day after that moment
 * (a request sent on Friday evening is answered by Monday's close when Saturday ends early and
 * Sunday is closed). Never earlier than the 24-hour promise. Null when the company never opens.
 */
export function replyDeadline(now: Date, hours: OpeningHours, timeZone = COMPANY_TIME_ZONE): Date | null {
  const target = now.getTime() + REPLY_PROMISE_MS;
  const at = wallClock(target, timeZone);
  for (let offset = 0; offset < 8; offset++) {
    const date = addDays(at.date, offset);
    const day = hours[weekdayKey(weekdayOf(date))];
    if (!day) continue;
    const [open, close] = [minutesOf(day.open), minutesOf(day.close)];
    if (offset === 0 && at.minutes >= open && at.minutes <= close) return new Date(target);
    if (offset === 0 && at.minutes > close) continue;
    const closing = zonedInstant(date, close, timeZone);
    if (closing !== null) return new Date(closing);
  }
  return null;
}
