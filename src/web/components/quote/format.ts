import type { Lang } from '../../../domain/languages';
import { numberLocale } from '../../../domain/quote/money';

/** 512 KB, 3.4 MB: file sizes as people read them. */
export function formatBytes(bytes: number, lang: Lang): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(numberLocale(lang), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}
