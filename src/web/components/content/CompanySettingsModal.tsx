import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useRevalidator } from 'react-router';
import { toast } from 'react-toastify';
import type { CompanySettings } from '../../../domain/company';
import { apiFetch, fieldErrorsOf } from '../../lib/api';
import { FormMessage, TextField } from '../forms/fields';
import { buttons } from '../admin-ui/fields';
import { Modal } from '../admin-ui/Modal';
import { FiguresFields } from './FiguresFields';
import { OpeningHoursFields, VisitSettingsFields, visitFieldMessage } from './VisitSettingsFields';

const REQUIRED = new Set(['name', 'streetAddress', 'city', 'region', 'postalCode', 'phone', 'serviceArea']);
const SOCIAL = ['facebook', 'instagram', 'twitter', 'linkedin'] as const;

/** A server field error as a message the admin can act on, in the screen's language. */
function fieldMessage(path: string, value: string): string {
  if (REQUIRED.has(path) && !value.trim()) return 'content.settings.fieldRequired';
  if (path === 'email') return 'content.settings.fieldEmail';
  if (path.startsWith('social.') || path === 'reviewUrl') return 'content.settings.fieldUrl';
  if (path.startsWith('figures.') || path.startsWith('credentials.') || path === 'priceRange') {
    return 'content.settings.fieldTooLong';
  }
  if (path === 'geo.latitude') return 'content.settings.fieldLatitude';
  if (path === 'geo.longitude') return 'content.settings.fieldLongitude';
  return 'content.settings.fieldInvalid';
}

function valueAt(settings: CompanySettings, path: string): string {
  const [head, tail] = path.split('.') as [keyof CompanySettings, string | undefined];
  const value = settings[head];
  return typeof value === 'string' ? value : tail ? String((value as Record<string, string>)[tail] ?? '') : '';
}

/**
 * The Settings card's form: the company record (docs/decisions/0008-company-catalogue-and-leads.md) used by the footer, the contact
 * page, search results and e-mails. Saved with PUT /api/admin/settings/company.
 */
export function CompanySettingsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [settings, setSettings] = useState<CompanySettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void apiFetch<{ data: CompanySettings }>('/api/settings/company').then((result) =>
      result.ok ? setSettings(result.body.data) : setLoadFailed(true),
    );
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    setBusy(true);
    setFailure(null);
    const result = await apiFetch<{ data: CompanySettings }>('/api/admin/settings/company', { method: 'PUT', body: settings });
    setBusy(false);
    if (!result.ok) {
      const found = fieldErrorsOf(result.body);
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([path, msg]) => [
            path,
            visitFieldMessage(path, msg, t) ?? t(fieldMessage(path, valueAt(settings, path))),
          ]),
        ),
      );
      setFailure(result.body?.message ?? t('content.settings.saveError'));
      return;
    }
    toast.success(t('content.settings.saved'));
    void revalidator.revalidate();
    onClose();
  }

  const field = (path: string, label: string, extra: { type?: string; hint?: string; autoComplete?: string } = {}) => {
    if (!settings) return null;
    const [head, tail] = path.split('.') as [keyof CompanySettings, string | undefined];
    return (
      <TextField
        label={label}
        name={path}
        required={REQUIRED.has(path) || path === 'email'}
        value={valueAt(settings, path)}
        error={errors[path]}
        onChange={(e) => {
          const value = e.target.value;
          setSettings((s) => s && (tail ? { ...s, [head]: { ...(s[head] as object), [tail]: value } } : { ...s, [head]: value }));
        }}
        {...extra}
      />
    );
  };

  return (
    <Modal title={t('content.settings.title')} closeLabel={t('content.close')} onClose={onClose} size="lg">
      <p className="mb-4 text-stone-700">{t('content.settings.intro')}</p>
      {loadFailed && <FormMessage kind="error">{t('content.settings.loadError')}</FormMessage>}
      {!settings && !loadFailed && <p role="status">{t('content.loading')}</p>}
      {settings && (
        <form noValidate onSubmit={save} className="space-y-6">
          {failure && (
            <FormMessage kind="error">
              {t('content.settings.saveError')} {failure}
            </FormMessage>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', t('content.settings.name'), { autoComplete: 'organization' })}
            {field('phone', t('content.settings.phone'), { type: 'tel' })}
            {field('email', t('content.settings.email'), { type: 'email' })}
            {field('serviceArea', t('content.settings.serviceArea'))}
            {field('streetAddress', t('content.settings.streetAddress'))}
            {field('city', t('content.settings.city'))}
            {field('region', t('content.settings.region'))}
            {field('postalCode', t('content.settings.postalCode'))}
          </div>
          <OpeningHoursFields settings={settings} errors={errors} update={(change) => setSettings((s) => s && change(s))} />
          <VisitSettingsFields settings={settings} errors={errors} update={(change) => setSettings((s) => s && change(s))} />
          <fieldset>
            <legend className="text-lg font-semibold text-stone-900">{t('content.settings.socialHeading')}</legend>
            <p className="mb-3 text-sm text-stone-700">{t('content.settings.socialHint')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {SOCIAL.map((s) => (
                <div key={s}>{field(`social.${s}`, t(`content.settings.${s}`), { type: 'url' })}</div>
              ))}
              <div className="sm:col-span-2">
                {field('reviewUrl', t('content.settings.reviewUrl'), { type: 'url', hint: t('content.settings.reviewUrlHint') })}
              </div>
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-lg font-semibold text-stone-900">{t('content.settings.searchHeading')}</legend>
            <p className="mb-3 text-sm text-stone-700">
              {t('content.settings.searchHint')} {t('content.settings.geoHint')}
            </p>
            <div className="grid gap-4 sm:grid-cols-3">
              {(['latitude', 'longitude'] as const).map((axis) => (
                <TextField
                  key={axis}
                  label={t(`content.settings.${axis}`)}
                  name={`geo.${axis}`}
                  type="number"
                  step="any"
                  inputMode="decimal"
                  value={String(settings.geo[axis])}
                  error={errors[`geo.${axis}`]}
                  onChange={(e) => {
                    const value = e.target.value;
                    setSettings((s) => s && { ...s, geo: { ...s.geo, [axis]: value === '' ? Number.NaN : Number(value) } });
                  }}
                />
              ))}
              {field('priceRange', t('content.settings.priceRange'), { hint: t('content.settings.priceRangeHint') })}
            </div>
          </fieldset>
          <TextField
            label={t('content.settings.taxRate')}
            name="taxRatePercent"
            type="number"
            min={0}
            max={100}
            step={0.01}
            inputMode="decimal"
            hint={t('content.settings.taxRateHint')}
            value={String(settings.taxRatePercent)}
            error={errors.taxRatePercent}
            onChange={(e) => {
              const value = e.target.value;
              setSettings((s) => s && { ...s, taxRatePercent: value === '' ? 0 : Number(value) });
            }}
            className="max-w-xs"
          />
          <FiguresFields
            figures={settings.figures}
            credentials={settings.credentials}
            errors={errors}
            onChange={(change) => setSettings((s) => s && { ...s, ...change })}
          />
          <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
            <button type="button" onClick={onClose} className={buttons.secondary}>
              {t('content.settings.cancel')}
            </button>
            <button type="submit" disabled={busy} className={buttons.primary}>
              {busy ? t('content.settings.saving') : t('content.settings.save')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
