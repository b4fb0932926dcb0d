/** A visit on the schedule as the double-booking check sees it: when, how long, who goes. */
export interface BookedVisit {
  id: number;
  start: number;
  end: number;
  crewIds: number[];
}

export interface DoubleBooking {
  crewId: number;
  /** The two visits that overlap, the earlier first. */
  visitIds: [number, number];
}

/**
 * Every pair of visits one crew member is booked on at the same time (touching end to start is
 * not a clash). Sorted by start, so each visit is compared only with those still running.
 */
export function doubleBookings(visits: BookedVisit[]): DoubleBooking[] {
  const clashes: DoubleBooking[] = [];
  const byCrew = new Map<number, BookedVisit[]>();
  for (const v of visits) for (const c of new Set(v.crewIds)) byCrew.set(c, [...(byCrew.get(c) ?? []), v]);
  for (const [crewId, list] of byCrew) {
    const sorted = [...list].sort((a, b) => a.start - b.start || a.id - b.id);
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length && sorted[j].start < sorted[i].end; j++) {
        if (sorted[i].id !== sorted[j].id && sorted[j].end > sorted[j].start && sorted[i].end > sorted[i].start)
          clashes.push({ crewId, visitIds: [sorted[i].id, sorted[j].id] });
      }
    }
  }
  return clashes;
}

/** The crew members of `candidate` already booked on another visit that overlaps it. */
export function clashingCrew(candidate: BookedVisit, others: BookedVisit[]): number[] {
  const clash = new Set<number>();
  for (const o of others) {
    if (o.id === candidate.id || !(o.start < candidate.end && candidate.start < o.end)) continue;
    for (const c of candidate.crewIds) if (o.crewIds.includes(c)) clash.add(c);
  }
  return [...clash].sort((a, b) => a - b);
}
