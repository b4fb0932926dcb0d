import { EMPTY_DRAFT, type QuoteDraft } from '../../../domain/quote/draft';

/** The builder's progress in session storage: it survives a reload of the tab and ends with it. */
export interface SavedProgress {
  step: number;
  view: 'form' | 'summary';
  draft: QuoteDraft;
  /** Idempotency key of this request: a retried or double submission stores it once. */
  key: string;
  /** The ?service= choice already added, so a reload does not add back a service the visitor removed. */
  preselected?: string;
}

const STORAGE_KEY = 'evergreen.quoteBuilder';

/** A random id that works outside secure contexts too (crypto.randomUUID does not). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function readProgress(): SavedProgress | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SavedProgress> | null;
    if (!saved || typeof saved.key !== 'string' || typeof saved.step !== 'number' || !saved.draft) return null;
    const draft = { ...EMPTY_DRAFT, ...saved.draft, contactInfo: { ...EMPTY_DRAFT.contactInfo, ...saved.draft.contactInfo } };
    const step = Math.min(Math.max(Math.trunc(saved.step), 1), 7);
    const preselected = typeof saved.preselected === 'string' ? saved.preselected : undefined;
    return { step, view: saved.view === 'summary' ? 'summary' : 'form', draft, key: saved.key, preselected };
  } catch {
    return null;
  }
}

export function saveProgress(progress: SavedProgress): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or disabled: the builder still works, only a reload loses progress.
  }
}

export function clearProgress(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
