import type { BookingStatus } from '@shared/schemas/bookings';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings, users } from '../../db/schema';

// Qualified column names: the list is a subquery of a query on cabins, and Drizzle leaves a
// column unqualified when its query has a single table.
const b = (column: AnyPgColumn) => sql`${bookings}.${sql.identifier(column.name)}`;
const u = (column: AnyPgColumn) => sql`${users}.${sql.identifier(column.name)}`;

/**
 * The bookings of a cabin (optionally of one status), earliest first, as the JSON text of
 * `Booking[]`, built by the database. The list is the app's biggest read (a cabin may hold
 * thousands of stays); building it in SQL spares the server a JavaScript object per row and
 * column and a second serialization (decision 014). The shape is `toBooking`'s, key for key, and
 * `createdAt` is written as `Date.toISOString()` writes it (UTC, milliseconds, "Z").
 */
export function bookingListJson(cabinId: string, status?: BookingStatus) {
  // row_to_json writes compact JSON (json_build_object would add spaces around every colon).
  return sql<string>`(select coalesce('[' || string_agg((select row_to_json(booking)::text from (select
      ${b(bookings.id)} as "id",
      ${b(bookings.userId)} as "userId",
      ${b(bookings.startDate)} as "startDate",
      ${b(bookings.endDate)} as "endDate",
      ${b(bookings.adults)} as "adults",
      ${b(bookings.children)} as "children",
      ${b(bookings.notes)} as "notes",
      ${b(bookings.status)} as "status",
      ${b(bookings.responseNotes)} as "responseNotes",
      (select row_to_json(author) from (select
        ${u(users.id)} as "id", ${u(users.name)} as "fullName", ${u(users.displayName)} as "displayName"
      ) author) as "user",
      to_char(${b(bookings.createdAt)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    ) booking), ',' order by ${b(bookings.startDate)}, ${b(bookings.createdAt)}) || ']', '[]')
    from ${bookings} inner join ${users} on ${u(users.id)} = ${b(bookings.userId)}
    where ${b(bookings.cabinId)} = ${cabinId} ${status ? sql`and ${b(bookings.status)} = ${status}` : sql``})`;
}
