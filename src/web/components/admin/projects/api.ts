import type { AdminProject, PhotoKind, ProjectForm } from '../../../../domain/projects';
import { apiFetch } from '../../../lib/api';
import { apiUpload } from '../../../lib/upload';

/** The calls of the Projects screen (docs/admin-content.md#projects), with the session cookie. */

const BASE = '/api/admin/projects';
type Saved = { data: AdminProject; message: string };

export const projectsUrl = BASE;

export const saveProject = (form: ProjectForm, id?: number) =>
  apiFetch<Saved>(id ? `${BASE}/${id}` : BASE, { method: id ? 'PUT' : 'POST', body: form });

export const deleteProject = (id: number) => apiFetch<{ message: string }>(`${BASE}/${id}`, { method: 'DELETE' });

export const reorderProjects = (ids: number[]) =>
  apiFetch<{ message: string }>(`${BASE}/order`, { method: 'PUT', body: { ids } });

export function uploadPhoto(id: number, kind: PhotoKind, file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiUpload<Saved>(`${BASE}/${id}/photos/${kind}`, form);
}

export const removePhoto = (id: number, kind: PhotoKind) => apiFetch<Saved>(`${BASE}/${id}/photos/${kind}`, { method: 'DELETE' });
