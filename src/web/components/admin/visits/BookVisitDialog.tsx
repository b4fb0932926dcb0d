import { type FormEvent, useEffect, useState } from 'react';
import { SERVICE_INTERESTS } from '../../../../domain/contact';
import { formatDateTime, formatTime } from '../../../../domain/format';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../../domain/languages';
import { wallClock } from '../../../../domain/visits/time-zone';
import type { AdminVisit } from '../../../../server/visits/views';
import { useTranslation } from '../../../i18n';
import { apiFetch, fieldErrorsOf } from '../../../lib/api';
import { buttons, CheckboxField, Options, SelectField, TextAreaField } from '../../admin-ui/fields';
import { Modal } from '../../admin-ui/Modal';
import { FormMessage, TextField } from '../../forms/fields';
import { companyInstant } from './BlockPeriods';

/** What is known of the customer when the dialog opens from their lead. */
export interface BookingPrefill {
  lead?: { type: 'quote' | 'contact'; id: number };
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  service?: string;
  language?: string;
}

type Slot = { start: string; end: string };

/**
 * Books a visit for a customer who phoned (POST /api/admin/visits): a day, then one of its free
 * times, or any time with 'Any time'; who, where and notes for the crew; the language of the
 * confirmation the customer receives. Opened from the calendar (a new lead) or from a lead.
 */
export function BookVisitDialog({
  timeZone,
  prefill = {},
  onClose,
  onBooked,
}: {
  timeZone: string;
  prefill?: BookingPrefill;
  onClose: () => void;
  onBooked: (visit: AdminVisit, message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState(() => wallClock(Date.now(), timeZone).date);
  const [anyTime, setAnyTime] = useState(false);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (anyTime || !day) return;
    let current = true;
    setSlots(null);
    void apiFetch<{ data: Slot[] }>(`/api/visits/slots?from=${day}&days=1`).then((result) => {
      if (current) setSlots(result.ok ? result.body.data : []);
    });
    return () => {
      current = false;
    };
  }, [day, anyTime]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const start = anyTime ? (companyInstant(`${day}T${values.time}`, timeZone) ?? '') : (values.slot ?? '');
    setBusy(true);
    setFailure(null);
    const result = await apiFetch<{ data: AdminVisit }>('/api/admin/visits', {
      method: 'POST',
      body: {
        start,
        any_time: anyTime,
        name: values.name,
        email: values.email,
        phone: values.phone,
        address: values.address,
        service: values.service,
        notes: values.notes,
        language: values.language,
        ...(prefill.lead ? { lead_type: prefill.lead.type, lead_id: prefill.lead.id } : {}),
      },
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(fieldErrorsOf(result.body));
      setFailure(result.status === 409 ? t('adminVisits.book.taken') : (result.body?.message ?? t('adminVisits.saveFailed')));
      if (result.status === 409) setSlots(null);
      return;
    }
    const visit = result.body.data;
    onBooked(visit, t('adminVisits.book.booked', { when: formatDateTime(visit.start, i18n.language, visit.time_zone) }));
  }

  return (
    <Modal title={t('adminVisits.book.title')} closeLabel={t('adminVisits.close')} onClose={onClose} size="lg">
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <p className="text-stone-800">{t('adminVisits.book.intro')}</p>
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adminVisits.book.date')}
            name="day"
            type="date"
            required
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
          {anyTime ? (
            <TextField label={t('adminVisits.book.timeAny')} name="time" type="time" required error={errors.start} />
          ) : (
            <SelectField
              label={t('adminVisits.book.time')}
              name="slot"
              required
              error={errors.start}
              hint={
                slots === null
                  ? t('adminVisits.book.loadingTimes')
                  : slots.length === 0
                    ? t('adminVisits.book.noTimes')
                    : undefined
              }
              defaultValue=""
            >
              <option value="">{t('adminVisits.book.chooseTime')}</option>
              {(slots ?? []).map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {formatTime(slot.start, i18n.language, timeZone)}
                </option>
              ))}
            </SelectField>
          )}
        </div>
        <div>
          <CheckboxField label={t('adminVisits.book.anyTime')} checked={anyTime} onChange={setAnyTime} />
          <p className="mt-1 text-sm text-stone-700">{t('adminVisits.book.anyTimeHint')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adminVisits.book.name')}
            name="name"
            required
            defaultValue={prefill.name}
            maxLength={120}
            error={errors.name}
          />
          <TextField
            label={t('adminVisits.book.email')}
            name="email"
            type="email"
            required
            defaultValue={prefill.email}
            maxLength={200}
            error={errors.email}
          />
          <TextField
            label={t('adminVisits.book.phone')}
            name="phone"
            type="tel"
            required
            defaultValue={prefill.phone}
            maxLength={40}
            error={errors.phone}
          />
          <SelectField
            label={t('adminVisits.book.service')}
            name="service"
            defaultValue={prefill.service ?? ''}
            error={errors.service}
          >
            <option value="">{t('adminVisits.book.noService')}</option>
            <Options values={SERVICE_INTERESTS} label={(s) => t(`contact.form.services.${s}`)} />
          </SelectField>
          <TextField
            label={t('adminVisits.book.address')}
            name="address"
            required
            defaultValue={prefill.address}
            maxLength={300}
            error={errors.address}
            className="sm:col-span-2"
          />
        </div>
        <TextAreaField label={t('adminVisits.book.notes')} name="notes" maxLength={2000} rows={3} error={errors.notes} />
        <SelectField label={t('adminVisits.book.language')} name="language" defaultValue={prefill.language ?? i18n.language}>
          <Options values={LANGUAGES} label={(l) => LANGUAGE_NAMES[l].nativeName} />
        </SelectField>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={buttons.secondary}>
            {t('adminVisits.book.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttons.primary}>
            {busy ? t('adminVisits.book.booking') : t('adminVisits.book.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
