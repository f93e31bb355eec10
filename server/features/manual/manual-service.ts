import type { Language } from '@shared/constants';
import { can, OWNER } from '@shared/policy';
import {
  type createManualSectionBodySchema,
  EMPTY_MANUAL_FACTS,
  type Manual,
  type ManualFacts,
  type ManualSection,
  type manualFactsSchema,
  type manualOrderBodySchema,
  type updateManualSectionBodySchema,
} from '@shared/schemas/manual';
import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { shownNameAt } from '../../db/people';
import { cabinMembers, users } from '../../db/schema';
import { manualFacts, manualSections } from '../../db/schema-manual';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { MANUAL_TEMPLATE } from './manual-template';

// The house manual of the caller's current cabin (issue #15). Every member reads it; the owner
// and admins change it. A cabin's manual is laid out from the template the first time anyone
// opens it, in the owner's language; the facts row marks that it was.

const sectionNotFound = () => notFound('Section not found', 'manual_section_not_found');

async function requireEditor(tx: Transaction, userId: string): Promise<string> {
  const { cabinId, role } = await requireCurrentMembership(tx, userId);
  if (!can(role, 'editManual')) {
    throw forbidden('Only the owner or an admin can change the manual', 'owner_or_admin_only');
  }
  return cabinId;
}

/** Lays out the template once per cabin; answers nothing, changes nothing the second time. */
async function ensureManual(tx: Executor, cabinId: string): Promise<void> {
  const created = await tx
    .insert(manualFacts)
    .values({ cabinId })
    .onConflictDoNothing()
    .returning({ cabinId: manualFacts.cabinId });
  if (created.length === 0) return;
  const [owner] = await tx
    .select({ language: users.language })
    .from(cabinMembers)
    .innerJoin(users, eq(users.id, cabinMembers.userId))
    .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.role, OWNER)))
    .limit(1);
  const language: Language = owner?.language === 'en' ? 'en' : 'no';
  await tx
    .insert(manualSections)
    .values(MANUAL_TEMPLATE[language].map((section, position) => ({ cabinId, ...section, position })));
}

function sectionQuery(db: Executor) {
  return db
    .select({ section: manualSections, updatedBy: shownNameAt(manualSections.updatedBy) })
    .from(manualSections)
    .$dynamic();
}

type SectionRow = Awaited<ReturnType<typeof sectionQuery>>[number];
const toSection = ({ section, updatedBy }: SectionRow): ManualSection => ({
  id: section.id,
  title: section.title,
  body: section.body,
  position: section.position,
  updatedAt: section.updatedAt.toISOString(),
  updatedBy,
});

async function findSection(db: Executor, cabinId: string, sectionId: string): Promise<ManualSection> {
  const [row] = await sectionQuery(db)
    .where(and(eq(manualSections.cabinId, cabinId), eq(manualSections.id, sectionId)))
    .limit(1);
  if (!row) throw sectionNotFound();
  return toSection(row);
}

async function manualOf(db: Executor, cabinId: string): Promise<Manual> {
  const [facts] = await db.select().from(manualFacts).where(eq(manualFacts.cabinId, cabinId)).limit(1);
  const sections = await sectionQuery(db)
    .where(eq(manualSections.cabinId, cabinId))
    .orderBy(asc(manualSections.position), asc(manualSections.createdAt));
  let shown: ManualFacts = EMPTY_MANUAL_FACTS;
  if (facts) {
    const { cabinId: _cabin, updatedAt: _at, updatedBy: _by, ...written } = facts;
    shown = written;
  }
  return { facts: shown, sections: sections.map(toSection) };
}

/**
 * The manual of a cabin the caller has already been let into by other means: a guest link's
 * page (issue #41), whose token the guest-links feature checked.
 */
export async function manualOfCabin(tx: Executor, cabinId: string): Promise<Manual> {
  await ensureManual(tx, cabinId);
  return manualOf(tx, cabinId);
}

export async function readManual(db: Database, userId: string): Promise<Manual> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    await ensureManual(tx, cabinId);
    return manualOf(tx, cabinId);
  });
}

export async function saveFacts(
  db: Database,
  userId: string,
  facts: z.output<typeof manualFactsSchema>,
): Promise<Manual> {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    await ensureManual(tx, cabinId);
    await tx
      .update(manualFacts)
      .set({ ...facts, updatedAt: new Date(), updatedBy: userId })
      .where(eq(manualFacts.cabinId, cabinId));
    await recordEffects(tx, { live: [{ type: 'manual_changed', cabinId }] });
    return manualOf(tx, cabinId);
  });
}

export async function addSection(
  db: Database,
  userId: string,
  body: z.output<typeof createManualSectionBodySchema>,
): Promise<ManualSection> {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    await ensureManual(tx, cabinId);
    const [last] = await tx
      .select({ position: max(manualSections.position) })
      .from(manualSections)
      .where(eq(manualSections.cabinId, cabinId));
    const [created] = await tx
      .insert(manualSections)
      .values({ cabinId, ...body, position: (last?.position ?? -1) + 1, updatedBy: userId })
      .returning({ id: manualSections.id });
    if (!created) throw new Error('insert returned no section');
    await recordEffects(tx, { live: [{ type: 'manual_changed', cabinId }] });
    return findSection(tx, cabinId, created.id);
  });
}

export async function changeSection(
  db: Database,
  userId: string,
  sectionId: string,
  body: z.output<typeof updateManualSectionBodySchema>,
): Promise<ManualSection> {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    const updated = await tx
      .update(manualSections)
      .set({ ...body, updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(manualSections.cabinId, cabinId), eq(manualSections.id, sectionId)))
      .returning({ id: manualSections.id });
    if (updated.length === 0) throw sectionNotFound();
    await recordEffects(tx, { live: [{ type: 'manual_changed', cabinId }] });
    return findSection(tx, cabinId, sectionId);
  });
}

export async function removeSection(db: Database, userId: string, sectionId: string) {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    const removed = await tx
      .delete(manualSections)
      .where(and(eq(manualSections.cabinId, cabinId), eq(manualSections.id, sectionId)))
      .returning({ id: manualSections.id });
    if (removed.length === 0) throw sectionNotFound();
    await recordEffects(tx, { live: [{ type: 'manual_changed', cabinId }] });
    return { message: 'Section deleted' };
  });
}

/** The new order: every section of the manual, each once, or nothing changes. */
export async function reorderSections(
  db: Database,
  userId: string,
  { ids }: z.output<typeof manualOrderBodySchema>,
): Promise<Manual> {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    await ensureManual(tx, cabinId);
    const current = await tx
      .select({ id: manualSections.id })
      .from(manualSections)
      .where(eq(manualSections.cabinId, cabinId))
      .for('update');
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest('The order must list every section of the manual once', 'manual_order_mismatch');
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(manualSections).set({ position }).where(eq(manualSections.id, id));
    }
    await recordEffects(tx, { live: [{ type: 'manual_changed', cabinId }] });
    return manualOf(tx, cabinId);
  });
}
