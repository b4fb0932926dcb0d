import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { type CompanySettings, VISIT_LIMITS } from '../../../domain/company';
import { type DayHours, WEEKDAYS } from '../../../domain/opening-hours';
import { TextField } from '../forms/fields';

type Update = (change: (s: CompanySettings) => CompanySettings) => void;

/** Each day open from one time to another, or closed: what the pages show and visits are booked in. */
export function OpeningHoursFields({
  settings,
  errors,
  update,
}: {
  settings: CompanySettings;
  errors: Record<string, string>;
  update: Update;
}) {
  const { t } = useTranslation();
  const id = useId();
  const setDay = (day: (typeof WEEKDAYS)[number], hours: DayHours | null) =>
    update((s) => ({ ...s, openingHours: { ...s.openingHours, [day]: hours } }));
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-stone-900">{t('content.settings.hoursHeading')}</legend>
      <p className="mb-3 text-sm text-stone-700">{t('content.settings.openingHoursHint')}</p>
      <div className="space-y-3">
        {WEEKDAYS.map((day) => {
          const hours = settings.openingHours[day];
          const name = t(`content.settings.days.${day}`);
          return (
            <div
              key={day}
              role="group"
              aria-labelledby={`${id}-${day}`}
              className="grid items-end gap-3 sm:grid-cols-[8rem_6rem_1fr_1fr]"
            >
              <span id={`${id}-${day}`} className="font-medium text-stone-900 sm:pb-2">
                {name}
              </span>
              <label className="flex items-center gap-2 text-stone-800 sm:pb-2">
                <input
                  type="checkbox"
                  checked={hours !== null}
                  onChange={(e) => setDay(day, e.target.checked ? { open: '09:00', close: '17:00' } : null)}
                  className="h-5 w-5 accent-green-800"
                />
                {t('content.settings.open')}
              </label>
              {hours && (
                <>
                  <TextField
                    label={`${t('content.settings.opens')} (${name})`}
                    name={`openingHours.${day}.open`}
                    type="time"
                    value={hours.open}
                    error={errors[`openingHours.${day}.open`]}
                    onChange={(e) => setDay(day, { ...hours, open: e.target.value })}
                  />
                  <TextField
                    label={`${t('content.settings.closes')} (${name})`}
                    name={`openingHours.${day}.close`}
                    type="time"
                    value={hours.close}
                    error={errors[`openingHours.${day}.close`]}
                    onChange={(e) => setDay(day, { ...hours, close: e.target.value })}
                  />
                </>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The time zone of the hours and the rules of site visits (docs/visits.md). */
export function VisitSettingsFields({
  settings,
  errors,
  update,
}: {
  settings: CompanySettings;
  errors: Record<string, string>;
  update: Update;
}) {
  const { t } = useTranslation();
  const number = (key: keyof typeof VISIT_LIMITS) => (
    <TextField
      label={t(`content.settings.${key}`)}
      name={`visits.${key}`}
      type="number"
      inputMode="numeric"
      min={VISIT_LIMITS[key][0]}
      max={VISIT_LIMITS[key][1]}
      step={1}
      required
      value={Number.isNaN(settings.visits[key]) ? '' : String(settings.visits[key])}
      error={errors[`visits.${key}`]}
      onChange={(e) =>
        update((s) => ({ ...s, visits: { ...s.visits, [key]: e.target.value === '' ? Number.NaN : Number(e.target.value) } }))
      }
    />
  );
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-stone-900">{t('content.settings.visitsHeading')}</legend>
      <p className="mb-3 text-sm text-stone-700">{t('content.settings.visitsHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('content.settings.timeZone')}
          name="timeZone"
          hint={t('content.settings.timeZoneHint')}
          required
          value={settings.timeZone}
          error={errors.timeZone}
          onChange={(e) => update((s) => ({ ...s, timeZone: e.target.value }))}
        />
        {number('lengthMinutes')}
        {number('noticeHours')}
        {number('horizonDays')}
        {number('arrivalWindowMinutes')}
      </div>
    </fieldset>
  );
}

/** A server field error of these fields as the admin reads it, or null for the form's other fields. */
export function visitFieldMessage(
  path: string,
  serverMessage: string,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const key = path.split('.')[1] as keyof typeof VISIT_LIMITS;
  if (path.startsWith('visits.') && key in VISIT_LIMITS)
    return t('content.settings.fieldRange', { min: VISIT_LIMITS[key][0], max: VISIT_LIMITS[key][1] });
  if (path === 'timeZone') return t('content.settings.fieldTimeZone');
  if (path.startsWith('openingHours.')) return serverMessage;
  return null;
}
