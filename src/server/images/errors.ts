import { formatBytes } from '../../domain/format.js';
/**
 * Errors raised by the media pipeline. `code` is stable and meant for callers
 * (HTTP mapping, i18n keys); `message` is a clear English sentence that can be
 * shown to the user. Messages never contain library internals.
 */
export type MediaErrorCode = 'unsupported_type' | 'too_large' | 'not_an_image' | 'too_many_pixels' | 'invalid_svg';

export const MEDIA_ERROR_MESSAGES: Readonly<Record<MediaErrorCode, string>> = {
  unsupported_type: 'The file is not a supported image (JPEG, PNG, GIF, WebP or AVIF).',
  too_large: 'The file is too large. Maximum size is 10 MB.',
  not_an_image: 'The file could not be read as an image. It may be damaged.',
  too_many_pixels: 'The image is too large in pixels.',
  invalid_svg: 'The SVG file is not valid.',
};

export class MediaError extends Error {
  readonly code: MediaErrorCode;

  constructor(code: MediaErrorCode, message: string = MEDIA_ERROR_MESSAGES[code]) {
    super(message);
    this.name = 'MediaError';
    this.code = code;
  }
}

/** The 'too_large' error for a given limit. */
export function tooLargeError(maxBytes: number, what = 'file'): MediaError {
  return new MediaError('too_large', `The ${what} is too large. Maximum size is ${formatBytes(maxBytes, 'en')}.`);
}
