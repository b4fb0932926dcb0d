import type { Dictionary } from '../../types.js';
import type { uploads as en } from '../en/uploads.js';

export const uploads: Dictionary<typeof en> = {
  noFile: 'Escolha um arquivo de imagem para enviar.',
  unsupportedType: 'O arquivo não é uma imagem compatível (JPEG, PNG, GIF, WebP ou AVIF).',
  unsupportedLogo: 'O arquivo não é uma imagem compatível (JPEG, PNG, GIF, WebP, AVIF ou SVG).',
  tooLarge: 'O arquivo é grande demais. O tamanho máximo é 10MB.',
  notAnImage: 'Não foi possível ler o arquivo como imagem. Ele pode estar danificado.',
  tooManyPixels: 'A imagem tem pixels demais.',
  invalidSvg: 'O arquivo SVG não é válido.',
};
