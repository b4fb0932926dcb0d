import { z } from 'zod';
import { PROPOSAL_LIMITS as L } from './model.js';

/**
 * What an admin and a customer may send about a proposal, checked by the API routes and the page's
 * actions alike. Messages are dictionary keys (proposals.errors.*), written in the reader's language
 * by the error handler or the page.
 */

const LINE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** At most two decimals: 1.25 hours, 1,200 sq ft; never 0.333. */
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const text = (max: number) => z.string('proposals.errors.text').trim().max(max, 'proposals.errors.tooLong');
const required = (max: number, key: string) => z.string(key).trim().min(1, key).max(max, 'proposals.errors.tooLong');

export const lineInputSchema = z.object({
  /** Kept when given (stable ids across edits); the server gives new lines one. */
  id: z.string().regex(LINE_ID, 'proposals.errors.lineId').optional(),
  description: required(L.description, 'proposals.errors.descriptionRequired'),
  quantity: z
    .number('proposals.errors.quantity')
    .positive('proposals.errors.quantity')
    .max(L.quantity, 'proposals.errors.quantity')
    .refine(twoDecimals, 'proposals.errors.quantity'),
  unit: text(L.unit).default(''),
  unit_price_cents: z
    .number('proposals.errors.price')
    .int('proposals.errors.price')
    .min(0, 'proposals.errors.price')
    .max(L.unitPriceCents, 'proposals.errors.price'),
  optional: z.boolean('proposals.errors.optional').default(false),
});
export type LineInput = z.output<typeof lineInputSchema>;

/**
 * An admin's save (PUT): the version it was made from (a stale copy is refused with 409; without
 * one the save applies to the current version) and any of lines, note, valid_until, tax_rate; what
 * is left out keeps its value. tax_rate is a percentage.
 */
export const proposalEditSchema = z.object({
  version: z.number('proposals.errors.version').int('proposals.errors.version').min(1, 'proposals.errors.version').optional(),
  lines: z
    .array(lineInputSchema, 'proposals.errors.lines')
    .max(L.lines, 'proposals.errors.tooManyLines')
    .refine((lines) => {
      const ids = lines.flatMap((l) => (l.id ? [l.id] : []));
      return new Set(ids).size === ids.length;
    }, 'proposals.errors.lineId')
    .optional(),
  note: text(L.note).optional(),
  valid_until: z.iso.date('proposals.errors.validUntil').optional(),
  tax_rate: z
    .number('proposals.errors.taxRate')
    .min(0, 'proposals.errors.taxRate')
    .max(100, 'proposals.errors.taxRate')
    .refine(twoDecimals, 'proposals.errors.taxRate')
    .optional(),
});
export type ProposalEdit = z.output<typeof proposalEditSchema>;

/** The customer's acceptance: a typed full name, the terms box, and the optional lines kept. */
export const acceptSchema = z.object({
  signature_name: z
    .string('proposals.errors.signatureRequired')
    .trim()
    .min(2, 'proposals.errors.signatureRequired')
    .max(L.signatureName, 'proposals.errors.tooLong'),
  accepted_terms: z.literal(true, 'proposals.errors.termsRequired'),
  optional_line_ids: z
    .array(z.string('proposals.errors.optionalLines').max(40, 'proposals.errors.optionalLines'), 'proposals.errors.optionalLines')
    .max(L.lines, 'proposals.errors.optionalLines')
    .default([]),
});
export type AcceptInput = z.output<typeof acceptSchema>;

export const declineSchema = z.object({ reason: text(L.reason).default('') });

export const changesSchema = z.object({ message: required(L.message, 'proposals.errors.messageRequired') });

/** A plain e-mail from an admin to a lead, from the lead's page. */
export const replySchema = z.object({
  subject: required(L.subject, 'proposals.errors.subjectRequired'),
  message: required(10_000, 'proposals.errors.replyRequired'),
});
