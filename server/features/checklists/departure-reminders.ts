import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { checklists } from '../../db/schema-checklists';
import { recordEffects } from '../../effects/record-effects';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import type { Schedule } from '../../jobs/schedules';

// The departure checklist is offered on the last day of a stay (issue #15, part two): at 08:00
// Europe/Oslo, the booker of every approved stay that ends that day is notified, in the app and
// by push or e-mail as they chose for tasks, when the cabin has a departure checklist. The job
// queue adds each day's occurrence once (its unique key), so a booker is told once per stay.

export const CHECKLIST_SCHEDULES: readonly Schedule[] = [
  { kind: JOB_KINDS.checklistDepartureReminders, hour: 8, minute: 0 },
];

const occurrence = z.object({ date: z.iso.date() });

export function checklistJobHandlers(db: Database): Record<string, JobHandler> {
  const departureReminders: JobHandler = async (payload) => {
    const parsed = occurrence.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('malformed schedule payload');
    // A booking's end date is the day of departure (it is after the start date).
    const endDate = parsed.data.date;
    const stays = await db
      .select({ cabinId: bookings.cabinId, userId: bookings.userId, startDate: bookings.startDate })
      .from(bookings)
      .where(and(eq(bookings.status, 'approved'), eq(bookings.endDate, endDate)));
    const cabinIds = [...new Set(stays.map((stay) => stay.cabinId))];
    const departures =
      cabinIds.length === 0
        ? []
        : await db
            .select({ cabinId: checklists.cabinId, title: checklists.title })
            .from(checklists)
            .where(and(inArray(checklists.cabinId, cabinIds), eq(checklists.kind, 'departure')))
            .orderBy(asc(checklists.title));
    return async (tx) => {
      for (const stay of stays) {
        const checklist = departures.find((entry) => entry.cabinId === stay.cabinId);
        if (!checklist) continue;
        await recordEffects(tx, {
          notifications: [
            {
              cabinId: stay.cabinId,
              recipientIds: [stay.userId],
              actorId: null,
              data: {
                type: 'checklist_departure',
                checklistTitle: checklist.title,
                startDate: stay.startDate,
                endDate,
              },
            },
          ],
        });
      }
    };
  };
  return { [JOB_KINDS.checklistDepartureReminders]: departureReminders };
}
