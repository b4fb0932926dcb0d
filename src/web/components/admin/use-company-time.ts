import { formatDate, formatDateTime } from '../../../domain/format';
import { useTranslation } from '../../i18n';
import { useSite } from '../../use-site';

/** Dates and times on the company's clocks (its time zone setting, not the browser's), in the admin's language. */
export function useCompanyTime() {
  const { i18n } = useTranslation();
  const { company } = useSite();
  return {
    dateTime: (iso: string) => formatDateTime(iso, i18n.language, company.timeZone),
    date: (iso: string) => formatDate(iso, i18n.language, company.timeZone),
  };
}
