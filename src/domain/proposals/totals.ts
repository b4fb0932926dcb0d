import type { ProposalLine } from './model.js';

/**
 * The one computation of a proposal's money (docs/proposals.md), used by the admin editor, the
 * customer's page (live total), the server (stored totals, the accepted snapshot) and the PDF.
 * Everything is integer cents. Rounding is half up, once per line (quantity × unit price) and once
 * for the tax on the subtotal, never on sums. BigInt keeps the products exact at any size.
 */

export interface LineAmount {
  id: string;
  amount_cents: number;
  /** Counted in the subtotal: every required line, and the optional lines chosen. */
  included: boolean;
}

export interface ProposalTotals {
  lines: LineAmount[];
  /** Sum of the lines that are not optional. */
  required_cents: number;
  /** Sum of the optional lines included. */
  optional_cents: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** a / b rounded half up, for a ≥ 0 and b > 0. */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);

/** Quantity (at most two decimals) × unit price, rounded half up to the cent. */
export function lineAmountCents(quantity: number, unitPriceCents: number): number {
  const hundredths = BigInt(Math.round(quantity * 100));
  return Number(divideHalfUp(hundredths * BigInt(Math.round(unitPriceCents)), 100n));
}

/** Tax of a subtotal at a rate in basis points (1025 = 10.25 %), rounded half up to the cent. */
export function taxCents(subtotalCents: number, rateBasisPoints: number): number {
  return Number(divideHalfUp(BigInt(subtotalCents) * BigInt(rateBasisPoints), 10_000n));
}

/**
 * Totals of a proposal. `chosenOptional` lists the optional lines the customer keeps; without it every
 * optional line counts (how the proposal is offered: optional lines start ticked). Ids of required or
 * unknown lines in it change nothing.
 */
export function proposalTotals(
  lines: readonly Pick<ProposalLine, 'id' | 'quantity' | 'unit_price_cents' | 'optional'>[],
  taxRateBasisPoints: number,
  chosenOptional?: readonly string[],
): ProposalTotals {
  const chosen = chosenOptional ? new Set(chosenOptional) : null;
  let required = 0;
  let optional = 0;
  const amounts = lines.map((line) => {
    const amount = lineAmountCents(line.quantity, line.unit_price_cents);
    const included = !line.optional || chosen === null || chosen.has(line.id);
    if (!line.optional) required += amount;
    else if (included) optional += amount;
    return { id: line.id, amount_cents: amount, included };
  });
  const subtotal = required + optional;
  const tax = taxCents(subtotal, taxRateBasisPoints);
  return {
    lines: amounts,
    required_cents: required,
    optional_cents: optional,
    subtotal_cents: subtotal,
    tax_cents: tax,
    total_cents: subtotal + tax,
  };
}
