import { formatOre, type MoneyLanguage, parseAmountToOre } from '@shared/money';
import type { Expense, ExpenseCategory, SplitKind } from '@shared/schemas/costs';

// The expense dialog's fields as typed: amounts are text in the user's language ("1 234,50" or
// "1,234.50"), turned into øre only when the form is checked (./expense-form-schema.ts).

export type ExpenseFormValues = {
  description: string;
  amount: string;
  date: string;
  paidById: string;
  category: ExpenseCategory;
  splitKind: SplitKind;
  /** The nights split's range (first and last night, inclusive). */
  from: string;
  to: string;
  /** The custom split: one amount per household, blank for nothing. */
  parts: { householdId: string; amount: string }[];
};

/**
 * The keys of `costs:validation.*` a form check can give; the schema carries the key as its
 * message, and the dialog shows the text in the current language.
 */
export type ExpenseFormProblem =
  | 'description'
  | 'notAnAmount'
  | 'amountTooSmall'
  | 'amountTooLarge'
  | 'date'
  | 'range'
  | 'partsMismatch'
  | 'noParts'
  | 'paidBy';

/** Øre from a typed amount; a blank part of a custom split is 0. */
export function partOre(text: string, language: MoneyLanguage): number | null {
  return text.trim() === '' ? 0 : parseAmountToOre(text, language);
}

/**
 * What is left to assign in a custom split: the amount minus the parts typed so far, or null
 * while the amount or a part is not an amount yet.
 */
export function leftToAssign(values: Pick<ExpenseFormValues, 'amount' | 'parts'>, language: MoneyLanguage) {
  const amount = parseAmountToOre(values.amount, language);
  if (amount === null) return null;
  let assigned = 0;
  for (const part of values.parts) {
    const ore = partOre(part.amount, language);
    if (ore === null) return null;
    assigned += ore;
  }
  return amount - assigned;
}

/** The dialog's starting values: blank for a new expense, the expense's own when editing. */
export function expenseFormDefaults({
  expense,
  householdIds,
  payerId,
  today,
  language,
}: {
  expense?: Expense;
  householdIds: readonly string[];
  payerId: string;
  today: string;
  language: MoneyLanguage;
}): ExpenseFormValues {
  const split = expense?.split;
  const customParts = split?.kind === 'custom' ? split.parts : [];
  return {
    description: expense?.description ?? '',
    amount: expense ? formatOre(expense.amountOre, language) : '',
    date: expense?.date ?? today,
    paidById: expense?.paidById ?? payerId,
    category: expense?.category ?? 'other',
    splitKind: split?.kind ?? 'equal',
    from: split?.kind === 'nights' ? split.from : `${today.slice(0, 4)}-01-01`,
    to: split?.kind === 'nights' ? split.to : today,
    parts: householdIds.map((householdId) => {
      const part = customParts.find((candidate) => candidate.householdId === householdId);
      return { householdId, amount: part ? formatOre(part.amountOre, language) : '' };
    }),
  };
}
