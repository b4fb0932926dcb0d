import { z } from 'zod';
import { instant } from '../visits/booking.js';
import { isCalendarDate } from '../visits/time-zone.js';
import { FREQUENCIES, MAX_SERIES_VISITS } from './recurrence.js';

/** A job's life (docs/jobs.md): it follows its visits, and the owner can cancel it. */
export const JOB_STATUSES = ['unscheduled', 'scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const VISIT_STATUSES = ['scheduled', 'on_my_way', 'in_progress', 'completed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/**
 * The job's status from its visits: none open → unscheduled; one started → in progress; all done →
 * completed; otherwise scheduled. A cancelled job stays cancelled.
 */
export function jobStatusOf(current: JobStatus, visits: { status: VisitStatus }[]): JobStatus {
  if (current === 'cancelled') return current;
  const live = visits.filter((v) => v.status !== 'cancelled');
  if (live.length === 0) return 'unscheduled';
  if (live.every((v) => v.status === 'completed')) return 'completed';
  if (live.some((v) => v.status === 'in_progress' || v.status === 'on_my_way' || v.status === 'completed')) return 'in_progress';
  return 'scheduled';
}

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max, 'apiErrors.jobs.tooLong');

/** One line of a job: what is to be done, as accepted (integer cents). */
export const jobLineSchema = z.object({
  description: z.string().trim().min(1, 'apiErrors.jobs.lineDescription').max(300, 'apiErrors.jobs.tooLong'),
  quantity: z.number().positive().max(1_000_000),
  unit_price_cents: z.number().int().min(0).max(100_000_000),
});
export type JobLine = z.infer<typeof jobLineSchema>;

export const createJobSchema = z.object({
  client_id: id,
  property_id: id.optional(),
  title: z.string().trim().min(1, 'apiErrors.jobs.titleRequired').max(200, 'apiErrors.jobs.tooLong'),
  lines: z.array(jobLineSchema).max(100).optional(),
});

export const updateJobSchema = z.object({
  title: z.string().trim().min(1, 'apiErrors.jobs.titleRequired').max(200, 'apiErrors.jobs.tooLong').optional(),
  property_id: id.nullable().optional(),
  instructions: text(2000).optional(),
  checklist: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  status: z.enum(['cancelled']).optional(),
});

const date = z.string().refine(isCalendarDate, 'apiErrors.jobs.dateInvalid');

export const recurrenceSchema = z
  .object({
    frequency: z.enum(FREQUENCIES),
    until: date.optional(),
    count: z.number().int().min(1).max(MAX_SERIES_VISITS).optional(),
  })
  .refine((r) => r.until !== undefined || r.count !== undefined, 'apiErrors.jobs.recurrenceEnd');

export const scheduleVisitsSchema = z.object({
  start: instant('apiErrors.jobs.startInvalid'),
  duration_minutes: z
    .number()
    .int()
    .min(15)
    .max(24 * 60),
  crew_ids: z.array(id).max(20),
  instructions: text(2000).optional(),
  recurrence: recurrenceSchema.optional(),
});

export const updateVisitSchema = z.object({
  start: instant('apiErrors.jobs.startInvalid').optional(),
  duration_minutes: z
    .number()
    .int()
    .min(15)
    .max(24 * 60)
    .optional(),
  crew_ids: z.array(id).max(20).optional(),
  status: z.enum(['scheduled', 'cancelled']).optional(),
  apply_to: z.enum(['this', 'future']),
});

export const completeVisitSchema = z.object({
  notes: text(4000),
  minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  checklist: z.array(z.string().trim().min(1).max(200)).max(50),
});
