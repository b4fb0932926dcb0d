import { Fragment } from 'react';
import { useTranslation } from '../../i18n';
import type { Lang } from '../../../domain/languages';
import { formatHoursRange, hoursRuns, type OpeningHours } from '../../../domain/opening-hours';

/** The opening hours as lines of days in a row with the same hours: 'Mon-Fri 8AM-6PM', 'Sun closed'. */
export function OpeningHoursLines({ hours }: { hours: OpeningHours }) {
  const { t, i18n } = useTranslation();
  const lines = hoursRuns(hours).map((run) => {
    const first = t(`layout.hours.days.${run.first}`);
    const days = run.first === run.last ? first : t('layout.hours.span', { first, last: t(`layout.hours.days.${run.last}`) });
    const open = run.hours ? formatHoursRange(run.hours, i18n.language as Lang) : t('layout.hours.closed');
    return t('layout.hours.line', { days, hours: open });
  });
  return lines.map((line, i) => (
    <Fragment key={line}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}
