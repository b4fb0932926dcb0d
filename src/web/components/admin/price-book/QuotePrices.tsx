import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '../../../i18n';
import type { Lang } from '../../../../domain/languages';
import { formatPriceLine, pricedOf } from '../../../../domain/price-line';
import { QUOTE_SERVICES } from '../../../../domain/quote/options';
import { FROM_UNITS } from '../../../../domain/quote/price-book';
import { priceBookUpdateSchema, type StoredPriceBook } from '../../../../domain/quote/price-book-schema';
import type { AdminService } from '../../../../domain/service-admin-shapes';
import { apiFetch, fieldErrorsOf } from '../../../lib/api';
import { buttons, Options, SelectField } from '../../admin-ui/fields';
import { FormMessage, TextField } from '../../forms/fields';
import {
  type BookForm,
  type CatalogueRow,
  coversOf,
  formErrorKey,
  MULTIPLIER_GROUPS,
  type MultiplierGroup,
  previewBook,
  toForm,
  toUpdate,
} from './book-form';
import { Step3Preview } from './Step3Preview';

const fieldset = 'grid gap-4 rounded-lg border border-stone-200 p-4 sm:grid-cols-2 lg:grid-cols-3';
const legend = 'px-1 text-lg font-semibold text-green-900';
const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;

/** The option names of a multiplier group, as step 1, 2 and 4 of the quote builder name them. */
const OPTION_GROUP: Record<MultiplierGroup, string> = {
  property: 'propertyType',
  size: 'propertySize',
  timeline: 'timeline',
  urgency: 'urgency',
};

/**
 * Service Management's 'Quote prices' tab (docs/price-book.md): the quote services' base prices,
 * per-sq-ft rates and from prices, which catalogue services each covers (its main one first), the
 * multipliers and the range's margin, with a preview of what step 3 shows. A save is live at once.
 */
export function QuotePrices() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [book, setBook] = useState<StoredPriceBook | null>(null);
  const [catalogue, setCatalogue] = useState<CatalogueRow[]>([]);
  const [form, setForm] = useState<BookForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const load = useCallback(async () => {
    const [bookResult, servicesResult] = await Promise.all([
      apiFetch<{ data: StoredPriceBook }>('/api/admin/price-book'),
      apiFetch<{ data: { services: AdminService[] } }>('/api/admin/services?limit=100'),
    ]);
    if (!bookResult.ok || !servicesResult.ok) {
      setLoadFailed(true);
      return;
    }
    const rows = servicesResult.body.data.services
      .slice()
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((s) => ({
        slug: s.slug,
        name: s.name,
        line: formatPriceLine(t, lang, pricedOf(s)),
        active: s.is_active,
      }));
    setLoadFailed(false);
    setCatalogue(rows);
    setBook(bookResult.body.data);
    setForm(toForm(bookResult.body.data, rows));
    setErrors({});
  }, [t, lang]);

  useEffect(() => {
    void load();
  }, [load]);

  // After a refused save, the first field to fix gets the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (loadFailed)
    return (
      <FormMessage kind="error">
        {t('priceBook.loadFailed')}{' '}
        <button type="button" className="underline" onClick={() => void load()}>
          {t('priceBook.retry')}
        </button>
      </FormMessage>
    );
  if (!book || !form) return <p className="text-stone-700">{t('priceBook.loading')}</p>;

  const change = (patch: (f: BookForm) => BookForm) => setForm((f) => (f ? patch(f) : f));
  const errorOf = (key: string) => errors[key];

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form || !book) return;
    setBanner(null);
    const update = toUpdate(form, catalogue, book.version);
    const checked = priceBookUpdateSchema.safeParse(update);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[formErrorKey(issue.path.join('.'))] ??= t(issue.message);
      setErrors(found);
      setBanner({ kind: 'error', text: t('common.error.fixBelow') });
      return;
    }
    setBusy(true);
    const result = await apiFetch<{ data: StoredPriceBook; message: string }>('/api/admin/price-book', {
      method: 'PUT',
      body: checked.data,
    });
    setBusy(false);
    if (result.ok) {
      setBook(result.body.data);
      setForm(toForm(result.body.data, catalogue));
      setErrors({});
      setBanner({ kind: 'success', text: result.body.message });
      toast.success(result.body.message);
      return;
    }
    if (result.network) {
      setBanner({ kind: 'error', text: t('priceBook.networkError') });
      return;
    }
    const found: Record<string, string> = {};
    for (const [path, msg] of Object.entries(fieldErrorsOf(result.body))) found[formErrorKey(path)] ??= msg;
    setErrors(found);
    setBanner({ kind: 'error', text: result.body?.message ?? t('priceBook.saveFailed') });
  }

  const preview = previewBook(form, catalogue, book);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form ref={formRef} noValidate onSubmit={(e) => void save(e)} className="min-w-0 space-y-6">
        <p className="text-stone-700">{t('priceBook.intro')}</p>
        {banner && <FormMessage kind={banner.kind}>{banner.text}</FormMessage>}

        {QUOTE_SERVICES.map((id) => {
          const state = form.services[id];
          const set = (patch: Partial<typeof state>) =>
            change((f) => ({ ...f, services: { ...f.services, [id]: { ...f.services[id], ...patch } } }));
          const covered = catalogue.filter((c) => form.covers[c.slug] === id);
          return (
            <fieldset key={id} className={fieldset}>
              <legend className={legend}>{t(`quote.options.services.${id}.label`)}</legend>
              <TextField
                label={t('priceBook.fields.fromPrice')}
                name={`${id}.from_price`}
                hint={t('priceBook.fields.fromPriceHint')}
                {...money}
                value={state.from_price}
                error={errorOf(`services.${id}.from_price`)}
                onChange={(e) => set({ from_price: e.target.value })}
              />
              <SelectField
                label={t('priceBook.fields.fromUnit')}
                value={state.from_unit}
                onChange={(e) => set({ from_unit: e.target.value as typeof state.from_unit })}
              >
                <Options values={FROM_UNITS} label={(u) => t(`priceBook.fromUnits.${u}`)} />
              </SelectField>
              <SelectField
                label={t('priceBook.fields.main')}
                hint={t('priceBook.fields.mainHint')}
                value={coversOf(form, catalogue, id)[0] ?? ''}
                onChange={(e) => set({ main: e.target.value })}
              >
                {covered.length === 0 && <option value="">{t('priceBook.fields.noCovers')}</option>}
                {covered.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('priceBook.fields.basePrice')}
                name={`${id}.base_price`}
                hint={t('priceBook.fields.basePriceHint')}
                {...money}
                value={state.base_price}
                error={errorOf(`services.${id}.base_price`)}
                onChange={(e) => set({ base_price: e.target.value })}
              />
              <TextField
                label={t('priceBook.fields.ratePerSqft')}
                name={`${id}.rate_per_sqft`}
                hint={t('priceBook.fields.ratePerSqftHint')}
                {...money}
                value={state.rate_per_sqft}
                error={errorOf(`services.${id}.rate_per_sqft`)}
                onChange={(e) => set({ rate_per_sqft: e.target.value })}
              />
            </fieldset>
          );
        })}

        <fieldset className="rounded-lg border border-stone-200 p-4">
          <legend className={legend}>{t('priceBook.covers.heading')}</legend>
          <p className="mb-3 text-stone-700">{t('priceBook.covers.hint')}</p>
          <ul className="grid gap-3 md:grid-cols-2">
            {catalogue.map((c) => (
              <li key={c.slug}>
                <SelectField
                  label={c.active ? c.name : t('priceBook.covers.inactive', { name: c.name })}
                  hint={c.line}
                  value={form.covers[c.slug] ?? ''}
                  error={errorOf(`covers.${form.covers[c.slug]}`)}
                  onChange={(e) => {
                    const value = e.target.value as BookForm['covers'][string];
                    change((f) => ({ ...f, covers: { ...f.covers, [c.slug]: value } }));
                  }}
                >
                  <option value="">{t('priceBook.covers.none')}</option>
                  <Options values={QUOTE_SERVICES} label={(q) => t(`quote.options.services.${q}.label`)} />
                </SelectField>
              </li>
            ))}
          </ul>
        </fieldset>

        {(Object.keys(MULTIPLIER_GROUPS) as MultiplierGroup[]).map((group) => (
          <fieldset key={group} className={fieldset}>
            <legend className={legend}>{t(`priceBook.multipliers.${group}`)}</legend>
            {group === 'timeline' && (
              <p className="text-stone-700 sm:col-span-2 lg:col-span-3">{t('priceBook.multipliers.hint')}</p>
            )}
            {MULTIPLIER_GROUPS[group].map((key) => (
              <TextField
                key={key}
                label={t('priceBook.multipliers.field', { option: t(`quote.options.${OPTION_GROUP[group]}.${key}.label`) })}
                name={`${group}.${key}`}
                type="number"
                step="0.01"
                min="0"
                inputMode="decimal"
                value={form.multipliers[group][key] ?? ''}
                error={errorOf(`multipliers.${group}.${key}`)}
                onChange={(e) =>
                  change((f) => ({
                    ...f,
                    multipliers: { ...f.multipliers, [group]: { ...f.multipliers[group], [key]: e.target.value } },
                  }))
                }
              />
            ))}
          </fieldset>
        ))}

        <fieldset className={fieldset}>
          <legend className={legend}>{t('priceBook.range.heading')}</legend>
          <p className="text-stone-700 sm:col-span-2 lg:col-span-3">{t('priceBook.range.hint')}</p>
          {(['below_percent', 'above_percent'] as const).map((key) => (
            <TextField
              key={key}
              label={t(`priceBook.range.${key}`)}
              name={key}
              type="number"
              step="1"
              min="0"
              inputMode="numeric"
              value={form.range[key]}
              error={errorOf(`range.${key}`)}
              onChange={(e) => change((f) => ({ ...f, range: { ...f.range, [key]: e.target.value } }))}
            />
          ))}
        </fieldset>

        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void load()}>
            {t('priceBook.reload')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {busy ? t('priceBook.saving') : t('priceBook.save')}
          </button>
        </div>
      </form>
      <Step3Preview book={preview} catalogue={catalogue} form={form} />
    </div>
  );
}
