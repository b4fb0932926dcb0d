import { z } from 'zod';
import { JOB_STATUSES, type JobLine, VISIT_STATUSES } from '../../domain/jobs/model.js';
import { isoWithOffset } from '../../domain/visits/time-zone.js';
import { mediaUrl } from '../media/repository.js';
import type { CrewMember, JobRow, VisitRow } from './repository.js';

/** A job's number as people say it: J-0042. */
export const jobReference = (n: number) => `J-${String(n).padStart(4, '0')}`;

const parseList = <T>(json: string): T[] => {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

export const crewSchema = z.object({ id: z.number(), name: z.string(), colour: z.string().nullable() });

export const visitSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  job_reference: z.string(),
  job_title: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  address: z.string().nullable(),
  access_notes: z.string(),
  series_id: z.string().nullable(),
  start: z.string().meta({ description: 'ISO-8601 with the company time zone’s offset' }),
  end: z.string(),
  duration_minutes: z.number(),
  status: z.enum(VISIT_STATUSES),
  crew: z.array(crewSchema),
  instructions: z.string(),
  checklist: z.array(z.string()),
  checklist_done: z.array(z.string()),
  notes: z.string(),
  minutes_spent: z.number().nullable(),
  on_my_way_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  photos: z.array(z.object({ id: z.number(), url: z.string() })),
});
export type VisitView = z.infer<typeof visitSchema>;

export function visitView(v: VisitRow, crew: CrewMember[], photos: { id: number; path: string }[], timeZone: string): VisitView {
  const start = Date.parse(v.starts_at);
  const end = Date.parse(v.ends_at);
  return {
    id: v.id,
    job_id: v.job_id,
    job_reference: jobReference(v.job_number),
    job_title: v.job_title,
    client_id: v.client_id,
    client_name: v.client_name,
    address: v.address ?? null,
    access_notes: v.access_notes ?? '',
    series_id: v.series_id,
    start: isoWithOffset(start, timeZone),
    end: isoWithOffset(end, timeZone),
    duration_minutes: Math.round((end - start) / 60_000),
    status: v.status,
    crew: crew.map(({ id, name, colour }) => ({ id, name, colour })),
    instructions: [v.job_instructions, v.instructions].filter(Boolean).join('\n'),
    checklist: parseList<string>(v.checklist),
    checklist_done: parseList<string>(v.checklist_done),
    notes: v.notes,
    minutes_spent: v.minutes_spent,
    on_my_way_at: v.on_my_way_at,
    started_at: v.started_at,
    completed_at: v.completed_at,
    photos: photos.map((p) => ({ id: p.id, url: mediaUrl(p.path) })),
  };
}

export const jobSchema = z.object({
  id: z.number(),
  number: z.number(),
  reference: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  property_id: z.number().nullable(),
  address: z.string().nullable(),
  proposal_id: z.number().nullable(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), unit_price_cents: z.number() })),
  instructions: z.string(),
  checklist: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobView = z.infer<typeof jobSchema>;

export function jobView(j: JobRow | (Omit<JobRow, 'access_notes'> & { access_notes: string | null })): JobView {
  return {
    id: j.id,
    number: j.number,
    reference: jobReference(j.number),
    client_id: j.client_id,
    client_name: j.client_name,
    property_id: j.property_id,
    address: j.address ?? null,
    proposal_id: j.proposal_id,
    title: j.title,
    status: j.status,
    lines: parseList<JobLine>(j.lines),
    instructions: j.instructions,
    checklist: parseList<string>(j.checklist),
    created_at: j.created_at,
    updated_at: j.updated_at,
  };
}
