import { addDays, CABIN_TIME_ZONE, dateInTimeZone, weekdayIndex } from '@shared/calendar-dates';
import { Cron } from 'croner';
import type { NewJob } from './job-queue';

// Scheduled jobs at a wall-clock time in the cabin's time zone (issue #14). Each occurrence is a
// job with a unique key, so however many processes look, and however often, it is added once; a
// process that starts after an occurrence it missed adds it then (the latest one only: a week of
// downtime sends one digest, not seven reminders).

export type Schedule =
  | {
      /** The job kind, and the first part of each occurrence's key. */
      kind: string;
      hour: number;
      minute: number;
      /** Every day, or one weekday (0 Monday ... 6 Sunday). */
      weekday?: number;
    }
  | {
      kind: string;
      /** A cron expression an operator wrote (BACKUP_SCHEDULE), in the cabin's time zone. */
      cron: string;
    };

/** What an occurrence's job gets: the local date it belongs to (and a cron run's instant). */
export type OccurrencePayload = { date: string; at?: string };

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

/**
 * A cron expression in the cabin's time zone (croner: five fields, or six with seconds), or an
 * error naming what is wrong with it; the configuration checks it at start.
 */
export function parseCron(expression: string): Cron {
  return new Cron(expression, { timezone: CABIN_TIME_ZONE, paused: true });
}

/**
 * The latest run of a cron expression at or before `now`. Croner looks forward only, so it looks
 * from a moment far enough back to have a run, doubling the distance until it has one (at most a
 * year and a bit back: every expression runs at least once a year, or never).
 */
function latestCronRun(expression: string, now: Date): Date {
  const cron = parseCron(expression);
  for (let back = 60 * 60_000; back <= 800 * 24 * 60 * 60_000; back *= 2) {
    let run = cron.nextRun(new Date(now.getTime() - back));
    if (!run || run.getTime() > now.getTime()) continue;
    for (let next = cron.nextRun(run); next && next.getTime() <= now.getTime(); next = cron.nextRun(next))
      run = next;
    return run;
  }
  throw new Error(`the cron expression "${expression}" has no run in the last two years`);
}

/** The latest occurrence of a schedule at or before `now`, as its local date and instant. */
export function latestOccurrence(schedule: Schedule, now: Date): { date: string; at: Date } {
  if ('cron' in schedule) {
    const at = latestCronRun(schedule.cron, now);
    return { date: dateInTimeZone(at), at };
  }
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
    if ('cron' in schedule) {
      // A cron expression may run several times a day: each run is an occurrence of its own.
      const payload: OccurrencePayload = { date, at: at.toISOString() };
      return { kind: schedule.kind, payload, runAt: at, uniqueKey: `${schedule.kind}:${payload.at}` };
    }
    const payload: OccurrencePayload = { date };
    return { kind: schedule.kind, payload, runAt: at, uniqueKey: `${schedule.kind}:${date}` };
  });
}
