// The checklists' fixed values (issue #15): the kinds and the limits. Apart from the schemas
// (checklists.ts, which re-exports them) so a screen can use them without loading the schema
// library at its start (issue #38).
export const CHECKLIST_KINDS = ['arrival', 'departure', 'seasonal', 'other'] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];

export const CHECKLIST_TITLE_MAX = 120;
export const CHECKLIST_ITEM_TEXT_MAX = 300;
export const CHECKLIST_ITEMS_MAX = 100;
/** How many runs the run list answers at most, newest first. */
export const CHECKLIST_RUNS_LIST_MAX = 100;
