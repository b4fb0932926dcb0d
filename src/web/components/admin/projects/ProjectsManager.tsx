import { useState } from 'react';
import type { AdminProject } from '../../../../domain/projects';
import { useTranslation } from '../../../i18n';
import { buttons } from '../../admin-ui/fields';
import { toastResult } from '../services/feedback';
import { useApiData } from '../use-api-data';
import { deleteProject, projectsUrl, reorderProjects } from './api';
import { ProjectFormModal, type ServiceOption } from './ProjectFormModal';

/**
 * /admin/projects: the gallery in the order visitors see it, with Move up / Move down, Edit
 * (texts, services, photos) and Delete, and Add project.
 */
export function ProjectsManager({ services }: { services: ServiceOption[] }) {
  const { t } = useTranslation();
  const { data: projects, status, reload } = useApiData<AdminProject[]>(projectsUrl);
  const [editing, setEditing] = useState<AdminProject | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const serviceName = new Map(services.map((s) => [s.id, s.name]));

  async function move(index: number, by: -1 | 1) {
    if (!projects) return;
    const ids = projects.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    setBusy(true);
    const result = await reorderProjects(ids);
    setBusy(false);
    toastResult(result, { failed: t('adminProjects.toasts.reorderFailed'), error: t('adminProjects.toasts.networkError') });
    reload();
  }

  async function remove(project: AdminProject) {
    if (!window.confirm(t('adminProjects.confirmDelete', { title: project.title }))) return;
    setBusy(true);
    const result = await deleteProject(project.id);
    setBusy(false);
    toastResult(result, {
      success: t('adminProjects.toasts.deleted'),
      failed: t('adminProjects.toasts.deleteFailed'),
      error: t('adminProjects.toasts.networkError'),
    });
    reload();
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">{t('adminProjects.count', { count: projects?.length ?? 0 })}</p>
        <button type="button" onClick={() => setEditing('new')} className={buttons.primary}>
          {t('adminProjects.add')}
        </button>
      </div>
      {status === 'error' && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          {t('adminProjects.loadError')}{' '}
          <button type="button" onClick={reload} className="font-semibold underline">
            {t('adminProjects.retry')}
          </button>
        </p>
      )}
      {status === 'loading' && !projects && <p className="mt-4 text-stone-700">{t('adminProjects.loading')}</p>}
      {projects && projects.length === 0 && (
        <p className="mt-6 rounded-lg bg-white p-6 text-stone-700">{t('adminProjects.empty')}</p>
      )}
      {projects && projects.length > 0 && (
        <ol className="mt-6 space-y-3" aria-label={t('adminProjects.listLabel')}>
          {projects.map((project, index) => {
            const thumb = project.photos.after ?? project.photos.before;
            return (
              <li
                key={project.id}
                className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:flex-row"
              >
                <div className="flex h-24 w-32 shrink-0 items-center justify-center overflow-hidden rounded-md bg-stone-100">
                  {thumb ? (
                    <img src={thumb.src} alt="" width={128} height={96} className="h-full w-full object-cover" />
                  ) : (
                    <span className="px-2 text-center text-sm text-stone-700">{t('adminProjects.photos.none')}</span>
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <h2 className="text-lg font-semibold text-green-900">{project.title}</h2>
                  <p className="text-stone-700">{project.place}</p>
                  <p className="mt-1 text-sm text-stone-700">
                    {project.service_ids.map((id) => serviceName.get(id) ?? `#${id}`).join(' · ')}
                  </p>
                  <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
                    <span
                      className={`rounded-full px-2 py-0.5 ${project.is_published ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
                    >
                      {t(project.is_published ? 'adminProjects.published' : 'adminProjects.hidden')}
                    </span>
                    {(['before', 'after'] as const).map((kind) => (
                      <span
                        key={kind}
                        className={`rounded-full px-2 py-0.5 ${project.photos[kind] ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
                      >
                        {t(
                          project.photos[kind]
                            ? `adminProjects.photoState.has.${kind}`
                            : `adminProjects.photoState.missing.${kind}`,
                        )}
                      </span>
                    ))}
                  </p>
                </div>
                <div className="flex flex-wrap items-start gap-2 sm:w-56 sm:justify-end">
                  <button
                    type="button"
                    disabled={busy || index === 0}
                    onClick={() => void move(index, -1)}
                    aria-label={t('adminProjects.moveUp', { title: project.title })}
                    className={buttons.secondary}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    disabled={busy || index === projects.length - 1}
                    onClick={() => void move(index, 1)}
                    aria-label={t('adminProjects.moveDown', { title: project.title })}
                    className={buttons.secondary}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    onClick={() => setEditing(project)}
                    aria-label={t('adminProjects.editLabel', { title: project.title })}
                    className={buttons.secondary}
                  >
                    {t('adminProjects.edit')}
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void remove(project)}
                    aria-label={t('adminProjects.deleteLabel', { title: project.title })}
                    className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                  >
                    {t('adminProjects.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {editing && (
        <ProjectFormModal
          project={editing === 'new' ? null : editing}
          services={services}
          onClose={() => setEditing(null)}
          onChanged={reload}
        />
      )}
    </>
  );
}
