import type { Checklist } from '@shared/schemas/checklists';
import { CHECKLIST_KINDS, type ChecklistKind } from '@shared/schemas/checklists-values';

/** The kinds in the order the screen shows them: arriving, leaving, the seasons, the rest. */
export const KIND_ORDER: readonly ChecklistKind[] = CHECKLIST_KINDS;

/** The templates grouped by kind, in KIND_ORDER, each group by title; empty groups left out. */
export function groupByKind(
  checklists: readonly Checklist[],
): { kind: ChecklistKind; checklists: Checklist[] }[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    checklists: checklists
      .filter((checklist) => checklist.kind === kind)
      .sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((group) => group.checklists.length > 0);
}
