import type { Role } from '@shared/schemas/auth';
import type { CreatedCabin } from '@shared/schemas/cabins';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { bookings, cabinMembers } from '../db/schema';
import { injectAs, signUp, type TestApp, type TestUser } from './test-app';

/** Creates a cabin through the API; the user becomes its owner and it becomes current. */
export async function createCabinAs(
  app: FastifyInstance,
  user: TestUser,
  name = 'Fjellhytta',
  address?: string,
): Promise<CreatedCabin> {
  const response = await injectAs(app, user, {
    method: 'POST',
    url: '/api/cabin/create',
    payload: address === undefined ? { name } : { name, address },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedCabin>();
}

/** Joins by access code through the API (counts against the user's join limit). */
export async function joinAs(app: FastifyInstance, user: TestUser, accessCode: string): Promise<void> {
  const response = await injectAs(app, user, {
    method: 'POST',
    url: '/api/user/join-cabin',
    payload: { accessCode },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sets a role directly, for arranging a test (the API's own role changes are tested apart). */
export async function setRole(db: Database, cabinId: string, userId: string, role: Role): Promise<void> {
  await db
    .update(cabinMembers)
    .set({ role })
    .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.userId, userId)));
}

/** Inserts an approved booking directly (the booking API is a later feature). */
export async function addBooking(
  db: Database,
  cabinId: string,
  userId: string,
  startDate: string,
  endDate: string,
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({ cabinId, userId, startDate, endDate, status: 'approved' })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking inserted');
  return row.id;
}

export async function bookingOwners(db: Database, cabinId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.cabinId, cabinId));
  return rows.map((row) => row.userId).sort();
}

/** A new cabin with its owner, an admin and a plain member, each signed up through the API. */
export async function ownerAdminAndMember(t: TestApp, cabinName = 'Felleshytta') {
  const owner = await signUp(t.app, { fullName: 'Olav Eier' });
  const admin = await signUp(t.app, { fullName: 'Astrid Admin' });
  const member = await signUp(t.app, { fullName: 'Mona Medlem' });
  const cabin = await createCabinAs(t.app, owner, cabinName);
  await joinAs(t.app, admin, cabin.accessCode);
  await joinAs(t.app, member, cabin.accessCode);
  await setRole(t.database.db, cabin.id, admin.id, 'admin');
  return { owner, admin, member, cabin };
}
