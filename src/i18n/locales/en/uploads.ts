/** Messages of the image upload endpoints (icons, logo, site pictures), by MediaError code. */
export const uploads = {
  noFile: 'Please choose an image file to upload.',
  unsupportedType: 'The file is not a supported image (JPEG, PNG, GIF, WebP or AVIF).',
  unsupportedLogo: 'The file is not a supported image (JPEG, PNG, GIF, WebP, AVIF or SVG).',
  tooLarge: 'The file is too large. Maximum size is 10MB.',
  notAnImage: 'The file could not be read as an image. It may be damaged.',
  tooManyPixels: 'The image is too large in pixels.',
  invalidSvg: 'The SVG file is not valid.',
};
