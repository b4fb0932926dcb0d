import { useCallback, useEffect, useRef, useState } from 'react';
import { checkQuoteFile, claimedFileType, type FileRejection } from '../../../domain/quote/files';
import type { QuoteService } from '../../../domain/quote/options';
import type { PriceBook } from '../../../domain/quote/price-book';
import { EMPTY_DRAFT, type QuoteDraft } from '../../../domain/quote/draft';
import type { CatalogueChoice } from '../../server/quote-builder.server';
import { clearUploads, deleteUpload, loadUploads, type QuoteUpload, storeUpload } from './file-storage';
import { clearProgress, randomId, readProgress, type SavedProgress, saveProgress } from './progress-storage';

export interface BuilderStart {
  /** The quote service ?service= names (directly or through the catalogue service it maps to). */
  preselected: QuoteService | null;
  /** The catalogue service ?service= names (water-features), kept as the service the visitor came from. */
  catalogueService: string | null;
  catalogue: CatalogueChoice[];
  /** The owner's price book as it is now (docs/price-book.md). */
  book: PriceBook;
  contact: { name: string; email: string; phone: string; address: string } | null;
}

/** A chosen file with its preview (an object URL, images only). */
export interface UploadView extends QuoteUpload {
  preview?: string;
}

/** An object URL for an image the browser can draw; none for anything else (no broken-image icon). */
async function previewOf(upload: QuoteUpload): Promise<string | undefined> {
  if (!upload.type.startsWith('image/')) return undefined;
  const url = URL.createObjectURL(upload.blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return url;
  } catch {
    URL.revokeObjectURL(url);
    return undefined;
  }
}

/** The ?service= id this page was opened with: the catalogue slug when there is one, else the quote service. */
const startId = (start: BuilderStart) => start.catalogueService ?? start.preselected ?? undefined;

/**
 * What the page starts from: the ?service= choice (unless this draft already took it), the
 * catalogue service the visitor came from while it still fits the chosen services (chosen on
 * step 3 too), the chosen catalogue services still offered, and a signed-in customer's details in
 * the fields still empty.
 */
function startDraft(start: BuilderStart, from: QuoteDraft = EMPTY_DRAFT, alreadyPreselected?: string): QuoteDraft {
  const fresh = startId(start) !== undefined && startId(start) !== alreadyPreselected;
  const add = fresh && start.preselected && !from.services.includes(start.preselected);
  const services = add && start.preselected ? [...from.services, start.preselected] : from.services;
  const wanted = fresh && start.catalogueService ? start.catalogueService : from.catalogueService;
  const fits = start.catalogue.some((c) => c.slug === wanted && services.includes(c.quoteService));
  const offered = from.items.filter((item) =>
    start.catalogue.some((c) => c.slug === item.service && services.includes(c.quoteService)),
  );
  const pick = fresh && fits && wanted && !offered.some((item) => item.service === wanted);
  const items = pick ? [...offered, { service: wanted, quantity: '' }] : offered;
  const contactInfo = { ...from.contactInfo };
  for (const [field, value] of Object.entries(start.contact ?? {}) as [keyof typeof contactInfo, string][]) {
    if (!contactInfo[field]) contactInfo[field] = value;
  }
  return { ...from, services, items, catalogueService: fits ? wanted : undefined, contactInfo };
}

/**
 * The builder's state: step, view, answers and files, kept across reloads (session storage for
 * answers, IndexedDB for files) until the request is sent.
 */
export function useQuoteBuilder(start: BuilderStart) {
  const [progress, setProgress] = useState<SavedProgress>(() => ({
    step: 1,
    view: 'form',
    draft: startDraft(start),
    key: '',
    preselected: startId(start),
  }));
  const [uploads, setUploads] = useState<UploadView[]>([]);
  const previews = useRef(new Set<string>());

  // Restored after hydration: the server cannot see the tab's storage.
  useEffect(() => {
    const saved = readProgress();
    if (!saved) return;
    setProgress({
      ...saved,
      draft: startDraft(start, saved.draft, saved.preselected),
      preselected: startId(start) ?? saved.preselected,
    });
    void loadUploads(saved.key).then((list) => {
      setUploads(list);
      addPreviews(list);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Nothing is stored until the visitor does something (the key is made then), nor after a submission.
  useEffect(() => {
    if (progress.key) saveProgress(progress);
  }, [progress]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** Previews appear once the browser has decoded the image; their URLs are released on leaving the page. */
  const addPreviews = (list: QuoteUpload[]) => {
    for (const upload of list) {
      void previewOf(upload).then((preview) => {
        if (!preview) return;
        previews.current.add(preview);
        setUploads((current) => current.map((u) => (u.id === upload.id ? { ...u, preview } : u)));
      });
    }
  };

  const update = useCallback(
    (patch: Partial<QuoteDraft>) => setProgress((p) => ({ ...p, key: p.key || randomId(), draft: { ...p.draft, ...patch } })),
    [],
  );
  const goTo = useCallback(
    (step: number, view: SavedProgress['view'] = 'form') => setProgress((p) => ({ ...p, key: p.key || randomId(), step, view })),
    [],
  );

  /** Adds the files that pass the page's checks; says which were added and why the others were refused. */
  const addFiles = (files: File[]) => {
    const rejections: FileRejection[] = [];
    const accepted: UploadView[] = [];
    const key = progress.key || randomId();
    if (!progress.key) setProgress((p) => ({ ...p, key }));
    for (const file of files) {
      const problem = checkQuoteFile(file, uploads.length + accepted.length);
      if (problem) {
        rejections.push(problem);
        continue;
      }
      const upload = {
        id: randomId(),
        name: file.name,
        type: claimedFileType(file.name, file.type),
        size: file.size,
        uploadedAt: new Date().toISOString(),
        blob: file,
      };
      accepted.push(upload);
      void storeUpload(key, upload);
    }
    if (accepted.length) setUploads((list) => [...list, ...accepted]);
    addPreviews(accepted);
    return { accepted, rejections };
  };

  const removeFile = (id: string) => {
    const upload = uploads.find((u) => u.id === id);
    if (upload?.preview) {
      URL.revokeObjectURL(upload.preview);
      previews.current.delete(upload.preview);
    }
    setUploads((list) => list.filter((u) => u.id !== id));
    void deleteUpload(id);
  };

  /** After a successful submission: forget the request, its files and its key. */
  const reset = () => {
    void clearUploads(progress.key);
    clearProgress();
    uploads.forEach((u) => u.preview && URL.revokeObjectURL(u.preview));
    setUploads([]);
    setProgress({
      step: 1,
      view: 'form',
      draft: startDraft({ ...start, preselected: null, catalogueService: null }),
      key: '',
    });
  };

  return { ...progress, uploads, update, goTo, addFiles, removeFile, reset };
}
