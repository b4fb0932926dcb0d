import { useTranslation } from '../../i18n';
import type { SlotOption } from '../../server/visits.server';

/** Free times as radio buttons of a form (the booking page's GET form, or the manage page's POST form). */
export function TimeChoices({ legend, times, checked }: { legend: string; times: SlotOption[]; checked?: string | null }) {
  const { t } = useTranslation();
  if (times.length === 0) return <p className="text-stone-800">{t('visits.book.noTimes')}</p>;
  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-stone-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {times.map((time, i) => (
          <label
            key={time.start}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-stone-300 bg-white px-3 py-2 font-medium text-stone-900 has-[:checked]:border-green-800 has-[:checked]:bg-green-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-green-700"
          >
            <input
              type="radio"
              name="start"
              value={time.start}
              required
              defaultChecked={checked ? time.start === checked : i === 0 && times.length === 1}
              className="h-4 w-4 accent-green-800"
            />
            {time.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
