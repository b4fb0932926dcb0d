import type { TFunction } from '../../i18n/instance';
import type { z } from 'zod';

/** A shared schema's issues as translated messages by field (the schemas' messages are i18n keys). */
export function zodFieldErrors(error: z.ZodError, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= t(issue.message);
  }
  return errors;
}
