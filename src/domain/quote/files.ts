import { MAX_QUOTE_FILE_BYTES, MAX_QUOTE_FILES, QUOTE_FILE_TYPES } from './options.js';

/**
 * Upload rules (docs/decisions/0004-product-rules.md), shared by the page (first check) and the server (which also
 * checks content).
 */

export type QuoteFileType = (typeof QUOTE_FILE_TYPES)[number];

export const QUOTE_FILE_LABELS: Record<QuoteFileType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

/** The {list} of the type message. */
export const ALLOWED_FILE_LIST = QUOTE_FILE_TYPES.map((t) => QUOTE_FILE_LABELS[t]).join(', ');

const BY_EXTENSION: Record<string, QuoteFileType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export const isQuoteFileType = (type: string): type is QuoteFileType => (QUOTE_FILE_TYPES as readonly string[]).includes(type);

/**
 * The type a file says it is: its MIME type when that is one we accept, else what its extension
 * says (clients that send application/octet-stream), else the MIME type or extension as given.
 */
export function claimedFileType(name: string, mime: string): string {
  const type = mime.toLowerCase().split(';')[0].trim();
  if (isQuoteFileType(type)) return type;
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (!type || type === 'application/octet-stream')
    return BY_EXTENSION[extension] ?? (type || (extension ? `.${extension}` : 'unknown'));
  return type;
}

export type FileRejection =
  | { reason: 'type'; type: string }
  | { reason: 'size'; name: string }
  | { reason: 'count' }
  /** The content is not what the file claims to be (an HTML page named photo.jpg). */
  | { reason: 'content'; name: string; type: string };

/** Checks one file's name, type and size against the files already accepted (content is checked by the server). */
export function checkQuoteFile(
  file: { name: string; type: string; size: number },
  alreadyAccepted: number,
): FileRejection | null {
  if (alreadyAccepted >= MAX_QUOTE_FILES) return { reason: 'count' };
  const type = claimedFileType(file.name, file.type);
  if (!isQuoteFileType(type)) return { reason: 'type', type };
  if (file.size > MAX_QUOTE_FILE_BYTES) return { reason: 'size', name: file.name };
  return null;
}

/** i18n key and values of a rejection's message (quote.files.errors.*). */
export function rejectionMessage(rejection: FileRejection): { key: string; values: Record<string, string> } {
  switch (rejection.reason) {
    case 'type':
      return { key: 'quote.files.errors.type', values: { type: rejection.type, list: ALLOWED_FILE_LIST } };
    case 'size':
      return { key: 'quote.files.errors.size', values: { name: rejection.name } };
    case 'count':
      return { key: 'quote.files.errors.count', values: {} };
    case 'content': {
      const label = isQuoteFileType(rejection.type) ? QUOTE_FILE_LABELS[rejection.type] : rejection.type;
      return { key: 'quote.files.errors.content', values: { name: rejection.name, type: label, list: ALLOWED_FILE_LIST } };
    }
  }
}
