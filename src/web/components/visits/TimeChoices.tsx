import { useTranslation } from '../../i18n';
import type { SlotOption } from '../../server/visits.server';

/**
 * Free times as radio buttons of a form (the booking page's GET form, or the manage page's POST
 * form). With an `id` the group is where a chosen day's link lands, and takes the focus there.
 */
export function TimeChoices({
  legend,
  times,
  checked,
  id,
}: {
  legend: string;
  times: SlotOption[];
  checked?: string | null;
  id?: string;
}) {
  const { t } = useTranslation();
  if (times.length === 0)
    return (
      <p id={id} tabIndex={id ? -1 : undefined} className="scroll-mt-24 text-stone-800 outline-none">
        {t('visits.book.noTimes')}
      </p>
    );
  return (
    <fieldset id={id} tabIndex={id ? -1 : undefined} className="scroll-mt-24 outline-none">
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
