import type { JobView, VisitView } from '../../../../server/jobs/views';

/** GET /api/admin/schedule as the screen reads it (src/server/jobs/routes.ts declares it). */
export interface ScheduleData {
  from: string;
  to: string;
  time_zone: string;
  consultations: { id: number; reference: string; name: string; address: string; start: string; end: string; status: string }[];
  visits: VisitView[];
  crew: { id: number; name: string; colour: string | null }[];
  unscheduled_jobs: JobView[];
  warnings: { crew_id: number; visit_ids: number[] }[];
}

export type ScheduleVisit = VisitView;
