import type { ImageEngineInfo } from '../../../../domain/image-engine';
import type { AdminService, GenerationLog, Pagination, ServiceImage } from '../../../../domain/service-admin-shapes';
import type { ImageType, ServiceForm } from '../../../../domain/service-admin';
import { type ApiFailure, type ApiResult, apiFetch } from '../../../lib/api';

/** The calls of the Service Management screen (docs/admin-services.md), with the session cookie. */

const BASE = '/api/admin/services';

export interface ListFilters {
  page: number;
  search: string;
  categoryId: number;
  activeOnly: boolean;
}

export function listServices(filters: ListFilters) {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.search) query.set('search', filters.search);
  if (filters.categoryId) query.set('category_id', String(filters.categoryId));
  if (filters.activeOnly) query.set('is_active', 'true');
  return apiFetch<{ data: { services: AdminService[]; pagination: Pagination } }>(`${BASE}?${query}`);
}

export const listCategories = () => apiFetch<{ categories: { id: number; name: string }[] }>('/api/services/categories');

export const getService = (id: number) => apiFetch<{ data: AdminService }>(`${BASE}/${id}`);

export const getGenerationLogs = (id: number) =>
  apiFetch<{ data: GenerationLog[]; engine: ImageEngineInfo }>(`${BASE}/${id}/generation-logs`);

/** The toggles send one flag and nothing else. */
export const setFlag = (id: number, change: { is_active: boolean } | { is_featured: boolean }) =>
  apiFetch<{ data: AdminService }>(`${BASE}/${id}`, { method: 'PUT', body: change });

export const saveService = (form: ServiceForm, edit?: { id: number; version: number }) =>
  edit
    ? apiFetch<{ data: AdminService }>(`${BASE}/${edit.id}`, { method: 'PUT', body: { ...form, version: edit.version } })
    : apiFetch<{ data: AdminService }>(BASE, { method: 'POST', body: form });

export const deleteService = (id: number) => apiFetch<{ message: string }>(`${BASE}/${id}`, { method: 'DELETE' });

export const deleteImage = (serviceId: number, imageId: number) =>
  apiFetch<{ message: string }>(`${BASE}/${serviceId}/images/${imageId}`, { method: 'DELETE' });

/** 'Use as main picture': the image becomes the service's primary picture. */
export const makePrimary = (serviceId: number, imageId: number) =>
  apiFetch<{ message: string }>(`${BASE}/${serviceId}/images/${imageId}/primary`, { method: 'PUT' });

export interface ImageFieldsInput {
  image_type: ImageType;
  image_alt_text: string;
  sort_order: number;
}

export const generateImage = (serviceId: number, input: ImageFieldsInput & { prompt: string }) =>
  apiFetch<{ data: { image: ServiceImage; log: GenerationLog } }>(`${BASE}/${serviceId}/generate-image`, {
    method: 'POST',
    body: input,
  });

/** Multipart upload (field "image" plus the image's fields); never throws, like apiFetch. */
export async function uploadImage(
  serviceId: number,
  file: File,
  fields: ImageFieldsInput,
): Promise<ApiResult<{ data: ServiceImage }>> {
  const form = new FormData();
  form.append('image', file);
  form.append('image_type', fields.image_type);
  form.append('image_alt_text', fields.image_alt_text);
  form.append('sort_order', String(fields.sort_order));
  let response: Response;
  try {
    response = await fetch(`${BASE}/${serviceId}/images`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    return { ok: false, status: 0, body: null, network: true };
  }
  const body = (await response.json().catch(() => null)) as { data: ServiceImage } | ApiFailure | null;
  if (response.ok) return { ok: true, status: response.status, body: body as { data: ServiceImage } };
  return { ok: false, status: response.status, body: body as ApiFailure | null, network: false };
}
