import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { toast } from 'react-toastify';
import type { AdminService, Pagination as PageInfo } from '../../../../domain/service-admin-shapes';
import { Pagination } from '../Pagination';
import { deleteService, listCategories, type ListFilters, listServices, setFlag } from './api';
import { DeleteServiceDialog } from './DeleteServiceDialog';
import { toastResult } from './feedback';
import { ImageManagerModal } from './images/ImageManagerModal';
import { ServiceFilters } from './ServiceFilters';
import { ServiceFormModal } from './ServiceFormModal';
import { type FlagName, ServiceTable } from './ServiceTable';

interface ServicePage {
  services: AdminService[];
  pagination: PageInfo;
}

/** /admin/services' 'Services' tab: the catalogue's services, 20 a page, with their editor and image manager. */
export function ServiceManagement() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ListFilters>({ page: 1, search: '', categoryId: 0, activeOnly: true });
  const [page, setPage] = useState<ServicePage | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [categories, setCategories] = useState<{ id: number; name: string }[]>([]);
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  const [imagesOf, setImagesOf] = useState<AdminService | null>(null);
  const [deleting, setDeleting] = useState<AdminService | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const changeFilters = useCallback(
    (changes: Partial<ListFilters>) => setFilters((f) => ({ ...f, ...changes, page: changes.page ?? 1 })),
    [],
  );

  useEffect(() => {
    let current = true;
    setLoading(true);
    void listServices(filters).then((result) => {
      if (!current) return;
      setLoading(false);
      if (!result.ok) {
        toast.error(t(result.network ? 'adminServices.toasts.fetchError' : 'adminServices.toasts.fetchFailed'));
        return;
      }
      const { pagination } = result.body.data;
      // The last page emptied by a delete or a filter: show the last page that has services.
      if (filters.page > pagination.pages) changeFilters({ page: pagination.pages });
      else setPage(result.body.data);
    });
    return () => {
      current = false;
    };
  }, [filters, reloads, t, changeFilters]);

  useEffect(() => {
    void listCategories().then((result) => {
      if (result.ok) setCategories(result.body.categories);
      else console.warn('Could not load the service categories', result.status);
    });
  }, []);

  async function toggle(service: AdminService, flag: FlagName) {
    setBusy(true);
    const change = flag === 'is_active' ? { is_active: !service.is_active } : { is_featured: !service.is_featured };
    const result = await setFlag(service.id, change);
    setBusy(false);
    toastResult(result, {
      success: t(flag === 'is_active' ? 'adminServices.toasts.statusUpdated' : 'adminServices.toasts.featuredUpdated'),
      failed: t('adminServices.toasts.updateFailed'),
      error: t('adminServices.toasts.updateError'),
    });
    reload();
  }

  async function remove(service: AdminService) {
    setBusy(true);
    const result = await deleteService(service.id);
    setBusy(false);
    setDeleting(null);
    toastResult(result, {
      success: t('adminServices.toasts.deleted'),
      failed: t('adminServices.toasts.deleteFailed'),
      error: t('adminServices.toasts.deleteError'),
    });
    reload();
  }

  return (
    <>
      <section
        aria-labelledby="services-table-heading"
        className="mt-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="services-table-heading" className="sr-only">
          {t('adminServices.heading')}
        </h2>
        <ServiceFilters filters={filters} categories={categories} onChange={changeFilters} onAdd={() => setEditing('new')} />
        <div role="status" aria-live="polite" className="mt-4">
          {loading && !page && <p className="text-stone-700">{t('adminServices.table.loading')}</p>}
          {page?.services.length === 0 && (
            <>
              <p className="font-semibold text-stone-900">{t('adminServices.table.empty')}</p>
              <p className="text-stone-700">{t('adminServices.table.emptyHint')}</p>
            </>
          )}
        </div>
        {page && page.services.length > 0 && (
          <ServiceTable
            services={page.services}
            total={page.pagination.total}
            busy={busy || loading}
            onToggle={(service, flag) => void toggle(service, flag)}
            onEdit={setEditing}
            onImages={setImagesOf}
            onDelete={setDeleting}
          />
        )}
        {page && (
          <Pagination page={page.pagination.page} pages={page.pagination.pages} onPage={(n) => changeFilters({ page: n })} />
        )}
      </section>

      {editing && (
        <ServiceFormModal
          service={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {imagesOf && <ImageManagerModal service={imagesOf} onClose={() => setImagesOf(null)} onChanged={reload} />}
      {deleting && (
        <DeleteServiceDialog
          service={deleting}
          busy={busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </>
  );
}
