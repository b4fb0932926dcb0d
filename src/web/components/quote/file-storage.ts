/**
 * Chosen files kept in IndexedDB (session storage cannot hold files), so a reload keeps them too.
 * Records belong to one draft (its idempotency key); anything older than a day is dropped.
 */

export interface QuoteUpload {
  id: string;
  name: string;
  type: string;
  size: number;
  uploadedAt: string;
  blob: Blob;
}

interface StoredUpload extends QuoteUpload {
  draftKey: string;
}

const DB_NAME = 'evergreen-quote';
const STORE = 'files';
const ONE_DAY = 24 * 3600 * 1000;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await openDb();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Storage is a convenience: where IndexedDB is missing or full, files simply live in memory. */
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export const loadUploads = (draftKey: string) =>
  quietly(async () => {
    const all = (await withStore<StoredUpload[]>('readonly', (s) => s.getAll())) ?? [];
    const stale = all.filter((u) => u.draftKey !== draftKey && Date.now() - Date.parse(u.uploadedAt) > ONE_DAY);
    if (stale.length) await withStore('readwrite', (s) => stale.forEach((u) => s.delete(u.id)));
    return all
      .filter((u) => u.draftKey === draftKey)
      .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt))
      .map(({ draftKey: _draft, ...upload }) => upload);
  }, [] as QuoteUpload[]);

export const storeUpload = (draftKey: string, upload: QuoteUpload) =>
  quietly(() => withStore('readwrite', (s) => s.put({ ...upload, draftKey })), undefined);

export const deleteUpload = (id: string) => quietly(() => withStore('readwrite', (s) => s.delete(id)), undefined);

export const clearUploads = (draftKey: string) =>
  quietly(async () => {
    const all = (await withStore<StoredUpload[]>('readonly', (s) => s.getAll())) ?? [];
    await withStore('readwrite', (s) => all.filter((u) => u.draftKey === draftKey).forEach((u) => s.delete(u.id)));
  }, undefined);
