import type { Dictionary } from '../../types.js';
import type { uploads as en } from '../en/uploads.js';

export const uploads: Dictionary<typeof en> = {
  noFile: 'Elige un archivo de imagen para subir.',
  unsupportedType: 'El archivo no es una imagen compatible (JPEG, PNG, GIF, WebP o AVIF).',
  unsupportedLogo: 'El archivo no es una imagen compatible (JPEG, PNG, GIF, WebP, AVIF o SVG).',
  tooLarge: 'El archivo es demasiado grande. El tamaño máximo es 10MB.',
  notAnImage: 'No se pudo leer el archivo como imagen. Puede estar dañado.',
  tooManyPixels: 'La imagen tiene demasiados píxeles.',
  invalidSvg: 'El archivo SVG no es válido.',
};
