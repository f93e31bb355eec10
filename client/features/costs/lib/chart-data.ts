import type { Expense } from '@shared/schemas/costs';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@shared/schemas/costs-values';

/** Øre per category for each of the 12 months of a year (index 0 is January). */
export type CostsByMonth = Record<ExpenseCategory, number[]>;

/** The year's expenses summed by category and month (dates are `YYYY-MM-DD`). */
export function costsByCategoryAndMonth(expenses: readonly Expense[]): CostsByMonth {
  const sums = Object.fromEntries(
    EXPENSE_CATEGORIES.map((category) => [category, new Array<number>(12).fill(0)]),
  ) as CostsByMonth;
  for (const expense of expenses) {
    const month = Number(expense.date.slice(5, 7)) - 1;
    const row = sums[expense.category];
    if (month >= 0 && month < 12) row[month] = (row[month] ?? 0) + expense.amountOre;
  }
  return sums;
}

/**
 * One colour per category, each at least 4.5:1 against white (the chart's background), so bars
 * and legend swatches stand out for low vision; the hidden table carries the numbers themselves.
 */
export const CATEGORY_COLOURS: Record<ExpenseCategory, string> = {
  electricity: '#1d4ed8',
  firewood: '#b45309',
  maintenance: '#15803d',
  insurance: '#7e22ce',
  food: '#be123c',
  other: '#475569',
};
