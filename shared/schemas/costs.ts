import { z } from 'zod';
import { PAYMENT_AMOUNT_ORE_MAX } from '../constants';
import { calendarDateSchema } from './bookings';
import { AMOUNT_ORE_MAX, EXPENSE_CATEGORIES, EXPENSE_DESCRIPTION_MAX } from './costs-values';
import { updateBodyOf } from './update-body';

// Costs (issue #16; docs/product.md, Fair share): what the cabin costs, who paid, and how it is
// split between households. Money is whole øre (NOK 1 = 100 øre) everywhere; a split's parts
// always add up exactly to the amount (shared/money.ts).

export * from './costs-values';

export const amountOreSchema = z
  .number({ message: 'The amount must be a whole number of øre' })
  .int('The amount must be a whole number of øre')
  .min(1, 'The amount must be more than 0')
  .max(AMOUNT_ORE_MAX, 'The amount is too large');

export const splitSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('equal') }),
    z.object({ kind: z.literal('shares') }),
    z.object({ kind: z.literal('nights'), from: calendarDateSchema, to: calendarDateSchema }),
    z.object({
      kind: z.literal('custom'),
      parts: z
        .array(z.object({ householdId: z.string().min(1).max(200), amountOre: z.number().int().min(0) }))
        .min(1, 'A custom split needs at least one part')
        .max(100),
    }),
  ],
  { message: 'The split must be equal, shares, nights or custom' },
);
export type Split = z.infer<typeof splitSchema>;

/** One household's (and within it one member's) part of an expense. */
export const expensePartSchema = z.object({
  householdId: z.string(),
  userId: z.string(),
  amountOre: z.number().int(),
});
export type ExpensePart = z.infer<typeof expensePartSchema>;

export const expenseSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountOre: z.number().int(),
  date: z.string(),
  paidById: z.string(),
  /** The payer's name; null for a deleted account. */
  paidByName: z.string().nullable(),
  category: z.enum(EXPENSE_CATEGORIES),
  split: splitSchema,
  /** Each member's part, as computed when the expense was written. */
  parts: z.array(expensePartSchema),
  hasReceipt: z.boolean(),
  createdById: z.string().nullable(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseListSchema = z.object({ expenses: z.array(expenseSchema) });

export const expensesQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

const expenseFields = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'An expense needs a description')
    .max(EXPENSE_DESCRIPTION_MAX, `A description must be at most ${EXPENSE_DESCRIPTION_MAX} characters`),
  amountOre: amountOreSchema,
  date: calendarDateSchema,
  /** Who paid; the caller when left out. */
  paidById: z.string().min(1).max(200).optional(),
  category: z.enum(EXPENSE_CATEGORIES, { message: 'Unknown category' }),
  split: splitSchema,
});

/**
 * The body POST /api/expenses takes: the form's fields without the cross-field checks, which the
 * server answers with their own codes (a custom split that does not add up is `split_mismatch`,
 * as when a change to the amount or the split makes it so).
 */
export const expenseBodySchema = expenseFields;

export const createExpenseBodySchema = expenseFields.superRefine((body, context) => {
  if (body.split.kind === 'custom') {
    const total = body.split.parts.reduce((sum, part) => sum + part.amountOre, 0);
    if (total !== body.amountOre)
      context.addIssue({ code: 'custom', path: ['split'], message: 'The parts must add up to the amount' });
  }
  if (body.split.kind === 'nights' && body.split.to < body.split.from)
    context.addIssue({
      code: 'custom',
      path: ['split'],
      message: 'The range must end on or after its start',
    });
});
export type CreateExpenseBody = z.input<typeof createExpenseBodySchema>;
export type ExpenseFormFields = z.output<typeof createExpenseBodySchema>;

export const updateExpenseBodySchema = updateBodyOf(expenseFields);
export type UpdateExpenseBody = z.input<typeof updateExpenseBodySchema>;

export const paymentBodySchema = z.object({
  toUserId: z.string().min(1).max(200),
  amountOre: amountOreSchema.max(PAYMENT_AMOUNT_ORE_MAX, 'The amount is too large'),
  date: calendarDateSchema,
});
export type PaymentBody = z.input<typeof paymentBodySchema>;

/**
 * A payment between two members. It counts in the balances only once confirmed: by its recipient,
 * or the owner or an admin (issue #36, item 5).
 */
export const paymentSchema = z.object({
  id: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  amountOre: z.number().int(),
  date: z.string(),
  createdAt: z.string(),
  /** When it was confirmed; null while it waits for the recipient. */
  confirmedAt: z.string().nullable(),
  /** Who confirmed it; null while unconfirmed, and for payments made before confirmation existed. */
  confirmedById: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const balanceSchema = z.object({
  userId: z.string(),
  /** The member's household (a solo id when in none). */
  householdId: z.string(),
  /** What they paid for the cabin, plus payments they made to others. */
  paidOre: z.number().int(),
  /** Their parts of expenses and the night fees charged to them, plus payments received. */
  shareOre: z.number().int(),
  /** paid minus share: above 0 they are owed, below 0 they owe. */
  netOre: z.number().int(),
});

export const balancesSchema = z.object({
  balances: z.array(balanceSchema),
  /** At most n-1 transfers that settle everyone up. */
  settlements: z.array(
    z.object({ fromUserId: z.string(), toUserId: z.string(), amountOre: z.number().int() }),
  ),
  /** Every payment of the cabin, unconfirmed first, then newest first; only confirmed ones count above. */
  payments: z.array(paymentSchema),
});
export type Balances = z.infer<typeof balancesSchema>;

/** The per-night fee charged to the booker when a stay ends, and how a child counts in a nights split. */
export const costSettingsSchema = z.object({
  feePerAdultNightOre: z.number().int().min(0).max(10_000_000),
  feePerChildNightOre: z.number().int().min(0).max(10_000_000),
  /** How much of an adult's night a child's counts for in a nights split, in percent. */
  childNightPercent: z.number().int().min(0).max(100),
});
export type CostSettings = z.infer<typeof costSettingsSchema>;

export const DEFAULT_COST_SETTINGS: CostSettings = {
  feePerAdultNightOre: 0,
  feePerChildNightOre: 0,
  childNightPercent: 50,
};

export const exportQuerySchema = z.object({
  year: z.coerce.number({ message: 'The year must be a number' }).int().min(2000).max(2100),
});
