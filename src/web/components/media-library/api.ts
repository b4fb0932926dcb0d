import type { AltTexts } from '../../../domain/media';
import type { MediaEntry, MediaKind } from '../../../domain/media-library';
import type { ImageEngineInfo } from '../../../domain/image-engine';
import { apiFetch } from '../../lib/api';
import { apiUpload } from '../../lib/upload';

/** The calls of Media Management (docs/admin-content.md), with the session cookie. */

const slotUrl = (kind: MediaKind, ref: string) => `/api/admin/media/${kind}/${encodeURIComponent(ref)}`;
type Changed = { data: MediaEntry; message: string };

export const listMedia = () => apiFetch<{ data: MediaEntry[]; engine: ImageEngineInfo }>('/api/admin/media');

export function uploadPicture(entry: Pick<MediaEntry, 'kind' | 'ref'>, file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<Changed>(`${slotUrl(entry.kind, entry.ref)}/upload`, form);
}

export const generatePicture = (entry: Pick<MediaEntry, 'kind' | 'ref'>, prompt: string) =>
  apiFetch<Changed>(`${slotUrl(entry.kind, entry.ref)}/generate`, { method: 'POST', body: { prompt } });

export const saveAltTexts = (entry: Pick<MediaEntry, 'kind' | 'ref'>, alt: AltTexts) =>
  apiFetch<Changed>(`${slotUrl(entry.kind, entry.ref)}/alt`, { method: 'PUT', body: alt });

export const removePicture = (entry: Pick<MediaEntry, 'kind' | 'ref'>) =>
  apiFetch<Changed>(slotUrl(entry.kind, entry.ref), { method: 'DELETE' });
