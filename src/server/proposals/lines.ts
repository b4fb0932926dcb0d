import { randomBytes } from 'node:crypto';
import type { ProposalLine } from '../../domain/proposals/model.js';
import type { LineInput } from '../../domain/proposals/schema.js';

/** A line's id: short, random, stable across edits (the customer's choice of optional lines names it). */
export const newLineId = () => randomBytes(6).toString('base64url');

/** Lines as the admin saved them: given ids kept, new lines get one. */
export function toLines(input: LineInput[]): ProposalLine[] {
  return input.map((l) => ({
    id: l.id ?? newLineId(),
    description: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unit_price_cents: l.unit_price_cents,
    optional: l.optional,
  }));
}
