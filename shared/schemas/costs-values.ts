// The costs' fixed values (issue #16): the categories, the ways to split and the limits. Apart from
// the schemas (costs.ts, which re-exports them) so a screen can use them without loading the
// schema library at its start (issue #38).
export const EXPENSE_CATEGORIES = [
  'electricity',
  'firewood',
  'maintenance',
  'insurance',
  'food',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const SPLIT_KINDS = ['equal', 'shares', 'nights', 'custom'] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];

export const EXPENSE_DESCRIPTION_MAX = 200;
/** NOK 10 million: more than any cabin bill, and far inside a safe integer. */
export const AMOUNT_ORE_MAX = 1_000_000_000;
