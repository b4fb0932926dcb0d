import type { SiteBlockKind } from '../../../domain/site-blocks';
import { apiFetch } from '../../lib/api';
import type { EditorItem } from './items';

/** The calls of the Content Editor (docs/admin-content.md), with the session cookie. */

export interface BlockData {
  kind: SiteBlockKind;
  version: number;
  items: EditorItem[];
  updated_at: string | null;
  updated_by: string | null;
}

export interface BlockVersionData {
  version: number;
  items: EditorItem[];
  created_at: string;
  created_by_name: string | null;
}

const url = (kind: SiteBlockKind) => `/api/admin/site-blocks/${kind}`;

export const getBlock = (kind: SiteBlockKind) => apiFetch<{ data: BlockData }>(url(kind));

export const saveBlock = (kind: SiteBlockKind, items: unknown[], baseVersion: number) =>
  apiFetch<{ data: BlockData; message: string }>(url(kind), { method: 'PUT', body: { items, base_version: baseVersion } });

export const getHistory = (kind: SiteBlockKind) => apiFetch<{ data: BlockVersionData[] }>(`${url(kind)}/history`);

export const restoreVersion = (kind: SiteBlockKind, version: number, baseVersion: number) =>
  apiFetch<{ data: BlockData; message: string }>(`${url(kind)}/restore`, {
    method: 'POST',
    body: { version, base_version: baseVersion },
  });
