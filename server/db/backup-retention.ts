import { CABIN_TIME_ZONE, dateInTimeZone, startOfWeek } from '@shared/calendar-dates';

// Which scheduled backups to keep (issue #39, decision 052): the newest of each of the last 7 days
// that have one, of each of the last 4 ISO weeks, and of each of the last 12 months, in the
// cabin's time zone; the rest are deleted. A backup that is several of these is kept once.

const KEEP_DAILY = 7;
const KEEP_WEEKLY = 4;
const KEEP_MONTHLY = 12;

/** The newest backup of each of the `count` newest periods (`periodOf` names a backup's period). */
function newestOfPeriods<B extends { takenAt: Date }>(
  newestFirst: readonly B[],
  periodOf: (backup: B) => string,
  count: number,
): B[] {
  const seen = new Set<string>();
  const kept: B[] = [];
  for (const backup of newestFirst) {
    const period = periodOf(backup);
    if (seen.has(period)) continue;
    if (seen.size === count) break;
    seen.add(period);
    kept.push(backup);
  }
  return kept;
}

/** The backups retention deletes, of those given (any order). */
export function backupsToDelete<B extends { takenAt: Date }>(backups: readonly B[]): B[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const day = (backup: B) => dateInTimeZone(backup.takenAt, CABIN_TIME_ZONE);
  const kept = new Set<B>([
    ...newestOfPeriods(newestFirst, day, KEEP_DAILY),
    // A week is named by its Monday: one name per ISO week, whichever year its days are in.
    ...newestOfPeriods(newestFirst, (backup) => startOfWeek(day(backup)), KEEP_WEEKLY),
    ...newestOfPeriods(newestFirst, (backup) => day(backup).slice(0, 7), KEEP_MONTHLY),
  ]);
  return newestFirst.filter((backup) => !kept.has(backup));
}
