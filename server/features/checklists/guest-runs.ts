import type { GuestChecklistRun } from '@shared/schemas/guest-links';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checklistItems, checklistRunItems, checklistRuns, checklists } from '../../db/schema-checklists';
import { recordEffects } from '../../effects/record-effects';

// A stay's arrival and departure checklists as a guest link shows them (issue #41; decision 061).
// The guest sees each arrival and departure template of the cabin as the stay's run of it: the
// run when someone started one for the stay, else the template itself, whose run starts on the
// guest's first tick. So opening the page writes nothing, and members see a run only once it was
// used. The caller (the guest-links feature) has checked the token; these take the stay's ids.

const GUEST_KINDS = ['arrival', 'departure'] as const;
const kindOrder = (kind: string) => (kind === 'arrival' ? 0 : 1);

export type GuestStay = { cabinId: string; bookingId: string };
export type GuestTicker = { linkId: string; label: string | null };

/** The stay's arrival and departure runs, and the templates it has no run of yet; arrival first. */
export async function guestRunsOfStay(db: Executor, stay: GuestStay): Promise<GuestChecklistRun[]> {
  const runs = await db
    .select({
      id: checklistRuns.id,
      checklistId: checklistRuns.checklistId,
      title: checklistRuns.title,
      kind: checklistRuns.kind,
    })
    .from(checklistRuns)
    .where(
      and(
        eq(checklistRuns.cabinId, stay.cabinId),
        eq(checklistRuns.bookingId, stay.bookingId),
        inArray(checklistRuns.kind, [...GUEST_KINDS]),
      ),
    )
    .orderBy(desc(checklistRuns.startedAt), desc(checklistRuns.id));
  // The newest run of each template; a run whose template is gone stays on its own.
  const seen = new Set<string>();
  const shownRuns = runs.filter((run) => {
    if (run.checklistId === null) return true;
    if (seen.has(run.checklistId)) return false;
    seen.add(run.checklistId);
    return true;
  });
  const templates = (
    await db
      .select({ id: checklists.id, title: checklists.title, kind: checklists.kind })
      .from(checklists)
      .where(and(eq(checklists.cabinId, stay.cabinId), inArray(checklists.kind, [...GUEST_KINDS])))
      .orderBy(asc(checklists.title))
  ).filter((template) => !seen.has(template.id));
  const runItems =
    shownRuns.length === 0
      ? []
      : await db
          .select({
            id: checklistRunItems.id,
            runId: checklistRunItems.runId,
            text: checklistRunItems.text,
            doneAt: checklistRunItems.doneAt,
          })
          .from(checklistRunItems)
          .where(
            inArray(
              checklistRunItems.runId,
              shownRuns.map((run) => run.id),
            ),
          )
          .orderBy(asc(checklistRunItems.position));
  const templateItems =
    templates.length === 0
      ? []
      : await db
          .select({
            id: checklistItems.id,
            checklistId: checklistItems.checklistId,
            text: checklistItems.text,
          })
          .from(checklistItems)
          .where(
            inArray(
              checklistItems.checklistId,
              templates.map((template) => template.id),
            ),
          )
          .orderBy(asc(checklistItems.position));
  const shown: GuestChecklistRun[] = [
    ...shownRuns.map((run) => ({
      id: run.id,
      title: run.title,
      kind: run.kind,
      items: runItems
        .filter((item) => item.runId === run.id)
        .map((item) => ({ id: item.id, text: item.text, done: item.doneAt !== null })),
    })),
    ...templates.map((template) => ({
      id: template.id,
      title: template.title,
      kind: template.kind,
      items: templateItems
        .filter((item) => item.checklistId === template.id)
        .map((item) => ({ id: item.id, text: item.text, done: false })),
    })),
  ];
  return shown.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.title.localeCompare(b.title));
}

/** The run item `itemId` names among the stay's arrival and departure runs, locked; or null. */
async function lockedRunItemOfStay(tx: Executor, stay: GuestStay, itemId: string) {
  const [found] = await tx
    .select({ id: checklistRunItems.id, doneAt: checklistRunItems.doneAt })
    .from(checklistRunItems)
    .innerJoin(checklistRuns, eq(checklistRuns.id, checklistRunItems.runId))
    .where(
      and(
        eq(checklistRunItems.id, itemId),
        eq(checklistRuns.cabinId, stay.cabinId),
        eq(checklistRuns.bookingId, stay.bookingId),
        inArray(checklistRuns.kind, [...GUEST_KINDS]),
      ),
    )
    .for('update', { of: checklistRunItems });
  return found ?? null;
}

/**
 * Starts the stay's run of the template that item `itemId` belongs to (an arrival or departure
 * template of the stay's cabin, with no run for the stay yet) and answers the copied item's id;
 * null when `itemId` is no such template item. The template row is locked first, so two guests
 * ticking at once start one run, not two.
 */
async function startRunForTemplateItem(tx: Executor, stay: GuestStay, itemId: string, now: Date) {
  const [templateItem] = await tx
    .select({ checklistId: checklistItems.checklistId, position: checklistItems.position })
    .from(checklistItems)
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .where(
      and(
        eq(checklistItems.id, itemId),
        eq(checklists.cabinId, stay.cabinId),
        inArray(checklists.kind, [...GUEST_KINDS]),
      ),
    );
  if (!templateItem) return null;
  const [template] = await tx
    .select({ title: checklists.title, kind: checklists.kind })
    .from(checklists)
    .where(eq(checklists.id, templateItem.checklistId))
    .for('update');
  if (!template) return null;
  const [existing] = await tx
    .select({ id: checklistRuns.id })
    .from(checklistRuns)
    .where(
      and(
        eq(checklistRuns.bookingId, stay.bookingId),
        eq(checklistRuns.checklistId, templateItem.checklistId),
      ),
    )
    .limit(1);
  // Started meanwhile (or by a member): the guest ticked a copy they no longer see.
  if (existing) return null;
  const [run] = await tx
    .insert(checklistRuns)
    .values({
      cabinId: stay.cabinId,
      checklistId: templateItem.checklistId,
      ...template,
      bookingId: stay.bookingId,
      startedAt: now,
      // Started by a guest: no member started it.
      startedBy: null,
    })
    .returning({ id: checklistRuns.id });
  if (!run) throw new Error('insert returned no run');
  const items = await tx
    .select({ text: checklistItems.text, position: checklistItems.position, action: checklistItems.action })
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, templateItem.checklistId))
    .orderBy(asc(checklistItems.position));
  const copied = await tx
    .insert(checklistRunItems)
    .values(items.map((item) => ({ runId: run.id, ...item })))
    .returning({ id: checklistRunItems.id, position: checklistRunItems.position });
  return copied.find((item) => item.position === templateItem.position)?.id ?? null;
}

/**
 * Ticks or unticks one item of the stay's arrival or departure checklists for a guest: an item of
 * a run of the stay, or of a template the stay has no run of yet (its run starts now). Answers
 * false when `itemId` is neither (another stay's item is as unknown as none). A tick is kept with
 * the link and its label; unticking clears whoever ticked, as a member's untick does.
 */
export async function tickAsGuest(
  tx: Executor,
  stay: GuestStay,
  ticker: GuestTicker,
  itemId: string,
  done: boolean,
  now: Date,
): Promise<boolean> {
  let item = await lockedRunItemOfStay(tx, stay, itemId);
  let changed = false;
  if (!item) {
    const copiedId = await startRunForTemplateItem(tx, stay, itemId, now);
    if (!copiedId) return false;
    item = { id: copiedId, doneAt: null };
    changed = true;
  }
  if (done !== (item.doneAt !== null)) {
    changed = true;
    await tx
      .update(checklistRunItems)
      .set(
        done
          ? { doneAt: now, doneBy: null, doneByGuestLinkId: ticker.linkId, doneByGuestLabel: ticker.label }
          : { doneAt: null, doneBy: null, doneByGuestLinkId: null, doneByGuestLabel: null },
      )
      .where(eq(checklistRunItems.id, item.id));
  }
  // Members watching the run see the guest's tick at once.
  if (changed) await recordEffects(tx, { live: [{ type: 'checklist_run_updated', cabinId: stay.cabinId }] });
  return true;
}
