import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema';

// Rows name people by user id (who added it, who is on it, who ticked it); lists show them by
// name. Every list reads them here, one look-up by primary key per person, rather than joining
// `users` again under an alias for each such column. The id columns are `on delete set null`, so a
// person whose account is gone reads as null.

const PERSON_COLUMNS = {
  id: users.id,
  fullName: users.name,
  name: users.name,
  displayName: users.displayName,
};
type PersonField = keyof typeof PERSON_COLUMNS;
type PersonValues = { id: string; fullName: string; name: string; displayName: string | null };

/**
 * The column with its table's name: a query of one table leaves its columns unqualified, and in
 * the look-up below an unqualified `id` would be the person's own.
 */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const personColumn = (column: AnyPgColumn) => sql`person.${sql.identifier(column.name)}`;

/** The person `column` names, as an object of the fields asked for; null when there is none. */
export function personAt<Field extends PersonField>(
  column: AnyPgColumn,
  fields: readonly Field[],
): SQL<Pick<PersonValues, Field> | null> {
  const pairs = fields.map((field) => sql`${sql.raw(`'${field}'`)}, ${personColumn(PERSON_COLUMNS[field])}`);
  return sql`(select json_build_object(${sql.join(pairs, sql`, `)}) from ${users} person where person.id = ${qualified(column)})`;
}

/** `{ id, fullName }` of the person `column` names, or null. */
export const fullNamedPersonAt = (column: AnyPgColumn) => personAt(column, ['id', 'fullName']);

/** The name the person `column` names goes by: their display name, else their full name; or null. */
export const shownNameAt = (column: AnyPgColumn): SQL<string | null> =>
  sql`(select coalesce(${personColumn(users.displayName)}, ${personColumn(users.name)}) from ${users} person where person.id = ${qualified(column)})`;
