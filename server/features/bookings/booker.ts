import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { cabinMembers, users } from '../../db/schema';
import { peakPeriods } from '../../db/schema-peak-periods';
import { bookingRules } from '../../db/schema-season';
import type { NewNotification } from '../../effects/record-effects';
import { isCurrentMembership, noCurrentCabin } from '../cabins';
import { MANAGER_ROLES } from '../notifications';

const bookerQuery = preparedPerDatabase((db) =>
  db
    .select({
      cabinId: cabinMembers.cabinId,
      role: cabinMembers.role,
      fullName: users.name,
      displayName: users.displayName,
      managerIds: sql<
        string[]
      >`(select coalesce(json_agg(managers.${sql.identifier(cabinMembers.userId.name)}), '[]'::json)
        from ${cabinMembers} managers
        where managers.${sql.identifier(cabinMembers.cabinId.name)} = ${cabinMembers.cabinId}
          and managers.${sql.identifier(cabinMembers.role.name)} in (${sql.join(
            MANAGER_ROLES.map((role) => sql`${role}`),
            sql`, `,
          )}))`,
      hasPeakPeriods: sql<boolean>`exists (select 1 from ${peakPeriods} where ${peakPeriods.cabinId} = ${cabinMembers.cabinId})`,
      hasBookingRules: sql<boolean>`exists (select 1 from ${bookingRules} where ${bookingRules.cabinId} = ${cabinMembers.cabinId})`,
    })
    .from(users)
    .innerJoin(cabinMembers, isCurrentMembership)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('booker'),
);

/**
 * The caller's current cabin and role (as `requireCurrentMembership`), and in the same statement
 * what a booking write needs next: the caller's names, the cabin's owner and admins (told about
 * requests), and whether the cabin has a peak period or booking rules at all (without them, no
 * such rule can apply).
 * Every booking write starts with it, so it is built once per database (a prepared statement):
 * on the embedded database every statement is a round trip the others wait for (decision 045).
 */
export async function requireBooker(db: Database, userId: string) {
  const [row] = await bookerQuery(db).execute({ userId });
  if (!row) throw noCurrentCabin();
  return row;
}

/** The owner and admins told that `requester` asks to stay (they decide pending bookings). */
export function pendingRequestNotification(
  cabinId: string,
  requester: { id: string; fullName: string },
  managerIds: readonly string[],
  dates: { startDate: string; endDate: string },
): NewNotification {
  return {
    cabinId,
    recipientIds: managerIds,
    actorId: requester.id,
    data: { type: 'pending_booking', requesterName: requester.fullName, ...dates },
  };
}
