import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { apiFetch, type ApiResult } from '../../lib/api';
import { apiUpload } from '../../lib/upload';
import type { ImageEngineInfo } from '../../../domain/image-engine';

/** An icon as the API answers it (docs/decisions/0006-api-shapes.md). */
export interface Icon {
  id: number;
  name: string;
  category: string;
  description: string | null;
  usage_context: string | null;
  image_url: string | null;
  dalle_prompt: string | null;
}

export interface CategorySummary {
  category: string;
  icon_count: number;
}

export interface IconFields {
  name: string;
  category: string;
  description: string;
  usage_context: string;
  prompt: string;
}

export interface GenerationOptions {
  size: string;
  quality: 'standard' | 'hd';
  style: 'vivid' | 'natural';
}

/** The generation defaults of docs/decisions/0004-product-rules.md. */
export const DEFAULT_GENERATION: GenerationOptions = { size: '512x512', quality: 'standard', style: 'vivid' };
export { IMAGE_SIZES } from '../../../domain/image-engine';

const BASE = '/api/admin/icons';

/**
 * The icon calls (docs/decisions/0006-api-shapes.md). Each resolves with the answer's body or fails
 * with the server's message, else the call's default (docs/decisions/0004-product-rules.md).
 */
export function useIconApi() {
  const { t } = useTranslation();
  return useMemo(() => iconApi((key) => t(key)), [t]);
}

function iconApi(t: (key: string) => string) {
  const settle = async <T>(call: Promise<ApiResult<T>>, fallbackKey: string): Promise<T> => {
    const result = await call;
    if (result.ok) return result.body;
    throw new Error(result.body?.message || t(fallbackKey));
  };
  type One = { data: Icon; message?: string };
  return {
    list: () => settle(apiFetch<{ data: Icon[]; engine: ImageEngineInfo }>(BASE), 'icons.errors.fetchIcons'),
    get: (id: number) => settle(apiFetch<One>(`${BASE}/${id}`), 'icons.errors.fetchIcon'),
    byCategory: (category: string) =>
      settle(apiFetch<{ data: Icon[] }>(`${BASE}/category/${encodeURIComponent(category)}`), 'icons.errors.fetchByCategory'),
    categories: () => settle(apiFetch<{ data: CategorySummary[] }>(`${BASE}/categories`), 'icons.errors.fetchCategories'),
    create: (fields: IconFields) => settle(apiFetch<One>(BASE, { method: 'POST', body: fields }), 'icons.errors.create'),
    update: (id: number, fields: IconFields) =>
      settle(apiFetch<One>(`${BASE}/${id}`, { method: 'PUT', body: fields }), 'icons.errors.update'),
    remove: (id: number) => settle(apiFetch<{ message: string }>(`${BASE}/${id}`, { method: 'DELETE' }), 'icons.errors.delete'),
    generate: (id: number, prompt: string, options: GenerationOptions = DEFAULT_GENERATION) =>
      settle(apiFetch<One>(`${BASE}/${id}/generate`, { method: 'POST', body: { prompt, ...options } }), 'icons.errors.generate'),
    generateNew: (fields: IconFields, options: GenerationOptions = DEFAULT_GENERATION) =>
      settle(
        apiFetch<One>(`${BASE}/generate-new`, { method: 'POST', body: { ...fields, ...options } }),
        'icons.errors.generateNew',
      ),
    upload: (id: number, file: File) => {
      const form = new FormData();
      form.append('image', file);
      return settle(apiUpload<One>(`${BASE}/${id}/upload`, form), 'icons.errors.upload');
    },
  };
}
