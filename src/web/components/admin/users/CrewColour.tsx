import { useState } from 'react';
import { useTranslation } from '../../../i18n';

/**
 * A crew member's colour on the schedule, changed in place. Saved when the picker closes (on
 * blur), not at every step of a drag through the colours.
 */
export function CrewColour({ name, colour, onSave }: { name: string; colour: string | null; onSave: (colour: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(colour ?? '#a8a29e');
  return (
    <input
      type="color"
      aria-label={t('admin.users.crew.colourOf', { name })}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => {
        if (value !== colour) onSave(value);
      }}
      className="mr-2 h-8 w-10 cursor-pointer rounded border border-stone-400 align-middle"
    />
  );
}
