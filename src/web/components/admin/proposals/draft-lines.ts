import type { ProposalLine } from '../../../../domain/proposals/model';
import { proposalTotals } from '../../../../domain/proposals/totals';

/** A line as the editor holds it: what the admin typed, as text, and a key that survives reordering. */
export interface DraftLine {
  key: string;
  id?: string;
  description: string;
  quantity: string;
  unit: string;
  /** Dollars as typed: 1450.00. */
  price: string;
  optional: boolean;
}

let counter = 0;
const newKey = () => `new-${(counter += 1)}`;

export const emptyLine = (): DraftLine => ({
  key: newKey(),
  description: '',
  quantity: '1',
  unit: '',
  price: '0.00',
  optional: false,
});

export const toDraft = (line: ProposalLine): DraftLine => ({
  key: line.id,
  id: line.id,
  description: line.description,
  quantity: String(line.quantity),
  unit: line.unit,
  price: (line.unit_price_cents / 100).toFixed(2),
  optional: line.optional,
});

/** Typed dollars to integer cents; what is not a number goes to the server as is, which says why. */
export const dollarsToCents = (price: string) => Math.round(Number(price) * 100);

export const toInput = (line: DraftLine) => ({
  ...(line.id ? { id: line.id } : {}),
  description: line.description,
  quantity: Number(line.quantity),
  unit: line.unit,
  unit_price_cents: dollarsToCents(line.price),
  optional: line.optional,
});

/** The live totals of the editor; a half-typed number counts as 0 until it is a number. */
export function draftTotals(lines: DraftLine[], taxPercent: string) {
  const count = (value: number) => (Number.isFinite(value) && value >= 0 ? value : 0);
  return proposalTotals(
    lines.map((l) => ({
      id: l.key,
      quantity: count(Number(l.quantity)),
      unit_price_cents: count(dollarsToCents(l.price)),
      optional: l.optional,
    })),
    Math.round(count(Number(taxPercent)) * 100),
  );
}

/** Moves the item at `from` by `by` places (−1 up, +1 down). */
export function moveItem<T>(items: T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
