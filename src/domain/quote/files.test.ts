import { describe, expect, it } from 'vitest';
import { ALLOWED_FILE_LIST, checkQuoteFile, claimedFileType, rejectionMessage } from './files.js';
import { MAX_QUOTE_FILE_BYTES } from './options.js';

describe('quote file rules', () => {
  it('accepts the four types up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'application/pdf']) {
      expect(checkQuoteFile({ name: 'x', type, size: MAX_QUOTE_FILE_BYTES }, 0)).toBeNull();
    }
  });

  it('refuses other types, larger files and an eleventh file', () => {
    expect(checkQuoteFile({ name: 'a.heic', type: 'image/heic', size: 10 }, 0)).toEqual({ reason: 'type', type: 'image/heic' });
    expect(checkQuoteFile({ name: 'a.jpg', type: 'image/jpeg', size: MAX_QUOTE_FILE_BYTES + 1 }, 0)).toEqual({
      reason: 'size',
      name: 'a.jpg',
    });
    expect(checkQuoteFile({ name: 'a.jpg', type: 'image/jpeg', size: 1 }, 10)).toEqual({ reason: 'count' });
  });

  it('falls back to the extension when the type is unknown to the sender', () => {
    expect(claimedFileType('Plan.PDF', 'application/octet-stream')).toBe('application/pdf');
    expect(claimedFileType('photo.jpeg', '')).toBe('image/jpeg');
    expect(claimedFileType('virus.exe', '')).toBe('.exe');
    expect(claimedFileType('page.jpg', 'text/html')).toBe('text/html');
  });

  it('builds the messages of docs/decisions/0004-product-rules.md', () => {
    expect(ALLOWED_FILE_LIST).toBe('JPEG, PNG, GIF, PDF');
    expect(rejectionMessage({ reason: 'type', type: 'text/plain' })).toEqual({
      key: 'quote.files.errors.type',
      values: { type: 'text/plain', list: 'JPEG, PNG, GIF, PDF' },
    });
    expect(rejectionMessage({ reason: 'content', name: 'a.jpg', type: 'image/jpeg' }).values).toMatchObject({
      name: 'a.jpg',
      type: 'JPEG',
    });
  });
});
