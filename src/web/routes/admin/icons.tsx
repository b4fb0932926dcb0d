import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { toast } from 'react-toastify';
import type { ImageEngineInfo } from '../../../domain/image-engine';
import { buttons } from '../../components/admin-ui/fields';
import { ImageEngineNote } from '../../components/admin-ui/ImageEngineNote';
import { type CategorySummary, type Icon, useIconApi } from '../../components/icons/icon-api';
import { IconCard } from '../../components/icons/IconCard';
import { type Busy, CreateIconModal, EditIconModal, GenerateIconModal } from '../../components/icons/IconModals';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/icons';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

const control = 'block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900';

/** /admin/icons: Icon Management (docs/decisions/0007-screens.md). */
export default function IconManagement() {
  const { t } = useTranslation();
  const api = useIconApi();
  const ids = { search: useId(), category: useId() };
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const [icons, setIcons] = useState<Icon[] | null>(null);
  const [engine, setEngine] = useState<ImageEngineInfo | null>(null);
  const [categories, setCategories] = useState<CategorySummary[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Icon | null>(null);
  const [generating, setGenerating] = useState<Icon | null>(null);
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => {
    let current = true;
    setState('loading');
    const load: Promise<{ data: Icon[]; engine?: ImageEngineInfo }> = category ? api.byCategory(category) : api.list();
    load
      .then((result) => {
        if (!current) return;
        setIcons(result.data);
        if (result.engine) setEngine(result.engine);
        setState('ready');
      })
      .catch(() => {
        if (!current) return;
        setState('error');
        toast.error(t('icons.toast.loadFailed'));
      });
    // A failed category load is only logged (docs/decisions/0007-screens.md).
    api
      .categories()
      .then((result) => current && setCategories(result.data))
      .catch((error: Error) => console.warn(error.message));
    return () => {
      current = false;
    };
  }, [api, category, version, t]);

  /** Runs one action under the busy flag: a success toasts and reloads the list, a failure toasts the reason. */
  async function run<T>(action: Busy, work: () => Promise<T>, success: string, after?: (result: T) => void) {
    setBusy(action);
    try {
      const result = await work();
      toast.success(success);
      after?.(result);
      reload();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const query = search.trim().toLowerCase();
  const shown = (icons ?? []).filter(
    (icon) => !query || icon.name.toLowerCase().includes(query) || (icon.description ?? '').toLowerCase().includes(query),
  );
  const total = categories.reduce((sum, c) => sum + c.icon_count, 0);

  return (
    <>
      <title>{t('icons.title')}</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-green-900">{t('icons.title')}</h1>
          <p className="mt-2 max-w-3xl text-stone-700">{t('icons.intro')}</p>
          {engine && <ImageEngineNote engine={engine} className="mt-1 max-w-3xl" />}
        </div>
        <button type="button" onClick={() => setCreating(true)} disabled={busy !== null} className={buttons.primary}>
          {t('icons.createNew')}
        </button>
      </div>

      <section
        aria-label={t('icons.filters')}
        className="mt-6 grid gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2"
      >
        <div>
          <label htmlFor={ids.search} className="mb-1 block font-medium text-stone-800">
            {t('icons.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('icons.searchPlaceholder')}
            className={control}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className="mb-1 block font-medium text-stone-800">
            {t('icons.category')}
          </label>
          <select id={ids.category} value={category} onChange={(e) => setCategory(e.target.value)} className={control}>
            <option value="">{t('icons.allCategories', { count: total })}</option>
            {categories.map((c) => (
              <option key={c.category} value={c.category}>
                {t('icons.categoryOption', { category: c.category, count: c.icon_count })}
              </option>
            ))}
          </select>
        </div>
      </section>

      <div role="status" aria-live="polite" className="mt-4">
        {state === 'loading' && !icons && <p className="text-stone-700">{t('icons.loading')}</p>}
        {state === 'error' && <p className="font-medium text-red-800">{t('icons.toast.loadFailed')}</p>}
        {state === 'ready' && shown.length === 0 && (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            {t('icons.empty')}
          </p>
        )}
      </div>

      {shown.length > 0 && state !== 'error' && (
        <ul aria-label={t('icons.count', { count: shown.length })} className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((icon) => (
            <IconCard
              key={icon.id}
              icon={icon}
              busy={busy !== null}
              onGenerate={() => setGenerating(icon)}
              onEdit={() => {
                // The latest copy from the server, so the form never starts from a stale list.
                api.get(icon.id).then(
                  (result) => setEditing(result.data),
                  (error: Error) => toast.error(error.message),
                );
              }}
              onDelete={() => {
                if (window.confirm(t('icons.confirmDelete')))
                  void run('delete', () => api.remove(icon.id), t('icons.toast.deleted'));
              }}
            />
          ))}
        </ul>
      )}

      {creating && (
        <CreateIconModal
          busy={busy}
          onClose={() => setCreating(false)}
          onCreate={(fields) =>
            run(
              'create',
              () => api.create(fields),
              t('icons.toast.created'),
              () => setCreating(false),
            )
          }
          onCreateAndGenerate={(fields) =>
            run(
              'generate',
              () => api.generateNew(fields),
              t('icons.toast.generatedNew'),
              () => setCreating(false),
            )
          }
        />
      )}
      {editing && (
        <EditIconModal
          key={editing.id}
          icon={editing}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(fields) =>
            run(
              'update',
              () => api.update(editing.id, fields),
              t('icons.toast.updated'),
              () => setEditing(null),
            )
          }
          onUpload={(file) =>
            run(
              'upload',
              () => api.upload(editing.id, file),
              t('icons.toast.uploaded'),
              (result) => setEditing(result.data),
            )
          }
        />
      )}
      {generating && (
        <GenerateIconModal
          icon={generating}
          busy={busy}
          onClose={() => setGenerating(null)}
          onGenerate={(prompt, options) =>
            run(
              'generate',
              () => api.generate(generating.id, prompt, options),
              t('icons.toast.generated'),
              () => setGenerating(null),
            )
          }
        />
      )}
    </>
  );
}
