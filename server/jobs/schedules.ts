import { addDays, CABIN_TIME_ZONE, dateInTimeZone, weekdayIndex } from '@shared/calendar-dates';
import type { NewJob } from './job-queue';

// Scheduled jobs at a wall-clock time in the cabin's time zone (issue #14). Each occurrence is a
// job with a unique key, so however many processes look, and however often, it is added once; a
// process that starts after an occurrence it missed adds it then (the latest one only: a week of
// downtime sends one digest, not seven reminders).

export type Schedule = {
  /** The job kind, and the first part of each occurrence's key. */
  kind: string;
  hour: number;
  minute: number;
  /** Every day, or one weekday (0 Monday ... 6 Sunday). */
  weekday?: number;
};

/** What an occurrence's job gets: the local date it belongs to. */
export type OccurrencePayload = { date: string };

/** The offset of `timeZone` from UTC at an instant, in minutes (positive east of Greenwich). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return Math.round((local - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a wall-clock time on a date has in a time zone. */
export function zonedInstant(date: string, hour: number, minute: number, timeZone = CABIN_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  // Near a daylight-saving change the offset at the guess and at the answer differ.
  return new Date(asUtc - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The latest occurrence of a schedule at or before `now`, as its local date and instant. */
export function latestOccurrence(schedule: Schedule, now: Date): { date: string; at: Date } {
  let date = dateInTimeZone(now);
  for (let step = 0; step < 8; step += 1) {
    const onDay = schedule.weekday === undefined || weekdayIndex(date) === schedule.weekday;
    const at = zonedInstant(date, schedule.hour, schedule.minute);
    if (onDay && at.getTime() <= now.getTime()) return { date, at };
    date = addDays(date, -1);
  }
  throw new Error(`schedule ${schedule.kind} has no occurrence in the last week`);
}

/** The jobs for every schedule's latest occurrence; the unique keys drop the ones already added. */
export function dueOccurrences(schedules: readonly Schedule[], now: Date): NewJob[] {
  return schedules.map((schedule) => {
    const { date, at } = latestOccurrence(schedule, now);
    const payload: OccurrencePayload = { date };
    return { kind: schedule.kind, payload, runAt: at, uniqueKey: `${schedule.kind}:${date}` };
  });
}
