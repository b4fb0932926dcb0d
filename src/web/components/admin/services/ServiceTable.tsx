import { useTranslation } from '../../../i18n';
import type { AdminService } from '../../../../domain/service-admin-shapes';
import { previewText, splitDuration } from '../../../../domain/service-admin';
import type { Lang } from '../../../../domain/languages';
import { formatPriceLine, pricedOf } from '../../../../domain/price-line';
import { ManagedImage } from './ManagedImage';

export type FlagName = 'is_active' | 'is_featured';

interface Props {
  services: AdminService[];
  total: number;
  busy: boolean;
  onToggle: (service: AdminService, flag: FlagName) => void;
  onEdit: (service: AdminService) => void;
  onImages: (service: AdminService) => void;
  onDelete: (service: AdminService) => void;
}

/** A switch whose visible text says the state; the service's name completes its accessible name. */
function Switch({
  checked,
  label,
  serviceName,
  disabled,
  onToggle,
}: {
  checked: boolean;
  label: string;
  serviceName: string;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={onToggle}
      className="group inline-flex items-center gap-2 rounded-md py-1 text-left disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${checked ? 'bg-green-800' : 'bg-stone-400'}`}
      >
        <span
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </span>
      <span className={`text-sm font-semibold ${checked ? 'text-green-900' : 'text-stone-700'}`}>{label}</span>
      <span className="sr-only"> – {serviceName}</span>
    </button>
  );
}

function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const parts = splitDuration(minutes);
  if (parts.hours && parts.minutes) return <>{t('adminServices.table.hoursMinutes', parts)}</>;
  if (parts.hours) return <>{t('adminServices.table.hours', parts)}</>;
  return <>{t('adminServices.table.minutes', parts)}</>;
}

const actionButton = 'rounded-md border px-3 py-1.5 text-sm font-semibold';

/** Edit, Images and Delete of one service; each button's name ends with the service's name. */
function Actions({
  service,
  onEdit,
  onImages,
  onDelete,
}: Pick<Props, 'onEdit' | 'onImages' | 'onDelete'> & { service: AdminService }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => onEdit(service)}
        className={`${actionButton} border-green-800 text-green-900 hover:bg-green-50`}
      >
        {t('adminServices.table.edit')}
        <span className="sr-only"> {service.name}</span>
      </button>
      <button
        type="button"
        onClick={() => onImages(service)}
        className={`${actionButton} border-stone-400 text-stone-800 hover:bg-stone-100`}
      >
        {t('adminServices.table.images')}
        <span className="sr-only"> {service.name}</span>
      </button>
      <button
        type="button"
        onClick={() => onDelete(service)}
        className={`${actionButton} border-red-300 text-red-800 hover:bg-red-50`}
      >
        {t('adminServices.table.delete')}
        <span className="sr-only"> {service.name}</span>
      </button>
    </div>
  );
}

/** The picture of a service, or a placeholder saying it has none. */
function Thumbnail({ service }: { service: AdminService }) {
  const { t } = useTranslation();
  return service.primary_image_url ? (
    <ManagedImage
      src={service.primary_image_url}
      alt={service.primary_image_alt_text || service.name}
      width={96}
      height={64}
      className="h-16 w-24 rounded-md"
    />
  ) : (
    <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-md bg-stone-100 text-center text-xs text-stone-700">
      {t('adminServices.table.noImage')}
    </span>
  );
}

/** The switches of one service: active and featured. */
function Toggles({ service, busy, onToggle }: Pick<Props, 'busy' | 'onToggle'> & { service: AdminService }) {
  const { t } = useTranslation();
  return (
    <>
      <Switch
        checked={service.is_active}
        label={t(service.is_active ? 'adminServices.table.active' : 'adminServices.table.inactive')}
        serviceName={service.name}
        disabled={busy}
        onToggle={() => onToggle(service, 'is_active')}
      />
      <Switch
        checked={service.is_featured}
        label={t(service.is_featured ? 'adminServices.table.isFeatured' : 'adminServices.table.notFeatured')}
        serviceName={service.name}
        disabled={busy}
        onToggle={() => onToggle(service, 'is_featured')}
      />
    </>
  );
}

/**
 * The services of the current page: picture, name, category, prices, duration, toggles and actions.
 * A table from tablet width up; on a phone, one card per service with the same controls, so no
 * action hides to the right of a table wider than the screen.
 */
export function ServiceTable(props: Props) {
  const { t } = useTranslation();
  const { services, total, busy, onToggle } = props;
  return (
    <>
      <div className="hidden md:block">
        <WideTable {...props} />
      </div>
      <div className="mt-4 md:hidden">
        <p className="pb-2 text-stone-700">{t('adminServices.table.caption', { total })}</p>
        <ul aria-label={t('adminServices.table.caption', { total })} aria-busy={busy || undefined} className="space-y-3">
          {services.map((service) => (
            <li key={service.id} className="rounded-lg border border-stone-200 p-3">
              <div className="flex gap-3">
                <Thumbnail service={service} />
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-stone-900">{service.name}</h3>
                  <p className="text-sm text-stone-700">{service.category_name}</p>
                  <Prices service={service} />
                </div>
              </div>
              <div className="mt-2 flex flex-wrap gap-x-4">
                <Toggles service={service} busy={busy} onToggle={onToggle} />
              </div>
              <div className="mt-2">
                <Actions service={service} onEdit={props.onEdit} onImages={props.onImages} onDelete={props.onDelete} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The service's one price line, as visitors read it ('From $26 per sq ft'). */
function Prices({ service }: { service: AdminService }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const unit = ((lang === 'es' || lang === 'pt') && service.translations[lang].unit.trim()) || service.unit;
  return <span className="block text-sm text-stone-800">{formatPriceLine(t, lang, pricedOf({ ...service, unit }))}</span>;
}

function WideTable({ services, total, busy, onToggle, onEdit, onImages, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    // relative: the screen-reader-only texts (absolutely placed) stay inside the scrolling box.
    <div className="relative mt-4 overflow-x-auto">
      <table aria-busy={busy || undefined} className="w-full min-w-[60rem] text-left text-sm">
        <caption className="pb-2 text-left text-stone-700">{t('adminServices.table.caption', { total })}</caption>
        <thead className="border-b border-stone-300 text-stone-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('adminServices.table.image')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('adminServices.table.name')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('adminServices.table.category')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('adminServices.table.price')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('adminServices.table.duration')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('adminServices.table.status')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('adminServices.table.featured')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('adminServices.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => (
            <tr key={service.id} className="border-b border-stone-200 align-top">
              <td className="py-3 pr-3">
                <Thumbnail service={service} />
              </td>
              <th scope="row" className="max-w-xs py-3 pr-3 font-normal">
                <span className="block font-semibold text-stone-900">{service.name}</span>
                <span className="mt-1 block text-stone-700">{previewText(service.description)}</span>
              </th>
              <td className="py-3 pr-3 text-stone-800">{service.category_name}</td>
              <td className="whitespace-nowrap py-3 pr-3">
                <Prices service={service} />
              </td>
              <td className="whitespace-nowrap py-3 pr-3 text-stone-800">
                <Duration minutes={service.estimated_duration_minutes} />
              </td>
              <td className="py-3 pr-3">
                <Switch
                  checked={service.is_active}
                  label={t(service.is_active ? 'adminServices.table.active' : 'adminServices.table.inactive')}
                  serviceName={service.name}
                  disabled={busy}
                  onToggle={() => onToggle(service, 'is_active')}
                />
              </td>
              <td className="py-3 pr-3">
                <Switch
                  checked={service.is_featured}
                  label={t(service.is_featured ? 'adminServices.table.isFeatured' : 'adminServices.table.notFeatured')}
                  serviceName={service.name}
                  disabled={busy}
                  onToggle={() => onToggle(service, 'is_featured')}
                />
              </td>
              <td className="py-3">
                <Actions service={service} onEdit={onEdit} onImages={onImages} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
