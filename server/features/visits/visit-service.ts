import { dateInTimeZone } from '@shared/calendar-dates';
import { can } from '@shared/policy';
import {
  type createVisitBodySchema,
  type updateVisitBodySchema,
  VISIT_DATE_ORDER_MESSAGE,
  type Visit,
} from '@shared/schemas/visits';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { personAt } from '../../db/people';
import { visits } from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { photosOfVisits } from '../photos';

const visitNotFound = () => notFound('Visit not found', 'visit_not_found');
const inFuture = () => badRequest('A visit cannot start after today', 'visit_in_future');

function visitQuery(db: Executor) {
  return db
    .select({ visit: visits, user: personAt(visits.userId, ['id', 'fullName', 'displayName']) })
    .from(visits)
    .$dynamic();
}

type VisitRow = Awaited<ReturnType<typeof visitQuery>>[number];

/** A guest-book entry as the app shows it, without its author and photos. */
export const visitFieldsOf = (visit: typeof visits.$inferSelect) => ({
  id: visit.id,
  visitorName: visit.visitorName,
  message: visit.message,
  startDate: visit.startDate,
  endDate: visit.endDate,
  adults: visit.adults,
  children: visit.children,
  createdAt: visit.createdAt.toISOString(),
});

/** The entries with their photos (no bytes: those are served by the photos' URLs). */
async function toVisits(db: Executor, rows: VisitRow[]): Promise<Visit[]> {
  const photos = await photosOfVisits(
    db,
    rows.map(({ visit }) => visit.id),
  );
  return rows.map(({ visit, user }) => ({
    ...visitFieldsOf(visit),
    user,
    photos: photos.get(visit.id) ?? [],
  }));
}

async function findVisit(db: Executor, cabinId: string, visitId: string): Promise<Visit> {
  const rows = await visitQuery(db)
    .where(and(eq(visits.cabinId, cabinId), eq(visits.id, visitId)))
    .limit(1);
  const [visit] = await toVisits(db, rows);
  if (!visit) throw visitNotFound();
  return visit;
}

/** The guest book of the caller's current cabin, newest stay first. */
export async function listVisits(db: Database, userId: string): Promise<Visit[]> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  const rows = await visitQuery(db)
    .where(eq(visits.cabinId, cabinId))
    .orderBy(desc(visits.startDate), desc(visits.createdAt));
  return toVisits(db, rows);
}

export async function createVisit(
  db: Database,
  now: Date,
  userId: string,
  fields: z.output<typeof createVisitBodySchema>,
): Promise<Visit> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    if (fields.startDate > dateInTimeZone(now)) throw inFuture();
    const [created] = await tx
      .insert(visits)
      .values({ cabinId, userId, ...fields, message: fields.message ?? null })
      .returning({ id: visits.id });
    if (!created) throw new Error('insert returned no visit');
    await recordEffects(tx, { live: [{ type: 'visit_created', cabinId }] });
    return findVisit(tx, cabinId, created.id);
  });
}

/** The author or the owner changes an entry. */
export async function updateVisit(
  db: Database,
  now: Date,
  userId: string,
  visitId: string,
  changes: z.output<typeof updateVisitBodySchema>,
) {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    const [current] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.cabinId, cabinId), eq(visits.id, visitId)))
      .for('update');
    if (!current) throw visitNotFound();
    if (!can(role, 'editEntry', { isAuthor: current.userId === userId })) {
      throw forbidden('You can only change your own guest-book entries', 'not_your_visit');
    }
    const startDate = changes.startDate ?? current.startDate;
    const endDate = changes.endDate ?? current.endDate;
    if (endDate < startDate) throw badRequest(VISIT_DATE_ORDER_MESSAGE, 'validation');
    if (startDate !== current.startDate && startDate > dateInTimeZone(now)) throw inFuture();
    await tx
      .update(visits)
      .set({ ...changes, startDate, endDate, updatedAt: new Date() })
      .where(eq(visits.id, visitId));
    await recordEffects(tx, { live: [{ type: 'visit_updated', cabinId }] });
    return findVisit(tx, cabinId, visitId);
  });
}

export async function deleteVisit(db: Database, userId: string, visitId: string) {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    const [current] = await tx
      .select({ userId: visits.userId })
      .from(visits)
      .where(and(eq(visits.cabinId, cabinId), eq(visits.id, visitId)))
      .for('update');
    if (!current) throw visitNotFound();
    if (!can(role, 'editEntry', { isAuthor: current.userId === userId })) {
      throw forbidden('You can only delete your own guest-book entries', 'not_your_visit');
    }
    await tx.delete(visits).where(eq(visits.id, visitId));
    await recordEffects(tx, { live: [{ type: 'visit_deleted', cabinId }] });
    return { message: 'Visit deleted' };
  });
}
