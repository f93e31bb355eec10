import { type MoneyLanguage, parseAmountToOre } from '@shared/money';
import type { createExpenseBodySchema, ExpenseFormFields, Split } from '@shared/schemas/costs';
import { EXPENSE_CATEGORIES, SPLIT_KINDS } from '@shared/schemas/costs-values';
import { z } from 'zod';
import { type ExpenseFormProblem, partOre } from './expense-form';

// The expense dialog's check, loaded with the dialog (Zod stays out of the first screen): the
// typed fields become the request body, which the very schema the server's route declares then
// checks. Its problems are moved back onto the fields the user typed in, each as a key of
// `costs:validation.*`.

const fieldsSchema = z.object({
  description: z.string(),
  amount: z.string(),
  date: z.string(),
  paidById: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  splitKind: z.enum(SPLIT_KINDS),
  from: z.string(),
  to: z.string(),
  parts: z.array(z.object({ householdId: z.string(), amount: z.string() })),
});

type Issue = { path: (string | number)[]; problem: ExpenseFormProblem };

function splitOf(fields: z.output<typeof fieldsSchema>, language: MoneyLanguage, issues: Issue[]): Split {
  switch (fields.splitKind) {
    case 'equal':
    case 'shares':
      return { kind: fields.splitKind };
    case 'nights':
      return { kind: 'nights', from: fields.from, to: fields.to };
    case 'custom': {
      const parts: { householdId: string; amountOre: number }[] = [];
      fields.parts.forEach((part, index) => {
        const amountOre = partOre(part.amount, language);
        if (amountOre === null) issues.push({ path: ['parts', index, 'amount'], problem: 'notAnAmount' });
        // Households given nothing are left out: the server needs only those that pay a part.
        else if (amountOre > 0) parts.push({ householdId: part.householdId, amountOre });
      });
      return { kind: 'custom', parts };
    }
  }
}

/** Where a problem of the request body shows in the form, and which text it gets. */
function fieldIssue(issue: z.core.$ZodIssue, splitKind: string): Issue {
  const [first, second] = issue.path;
  if (first === 'description') return { path: ['description'], problem: 'description' };
  if (first === 'amountOre')
    return {
      path: ['amount'],
      problem:
        issue.code === 'too_small'
          ? 'amountTooSmall'
          : issue.code === 'too_big'
            ? 'amountTooLarge'
            : 'notAnAmount',
    };
  if (first === 'date') return { path: ['date'], problem: 'date' };
  if (first === 'split') {
    if (second === 'from' || second === 'to') return { path: [second], problem: 'date' };
    if (splitKind === 'nights') return { path: ['to'], problem: 'range' };
    if (second === 'parts' && issue.code === 'too_small') return { path: ['parts'], problem: 'noParts' };
    return { path: ['parts'], problem: 'partsMismatch' };
  }
  return { path: ['paidById'], problem: 'paidBy' };
}

/** The dialog's schema: typed fields in, the checked POST /api/expenses body out. */
export function expenseFormSchema(bodySchema: typeof createExpenseBodySchema, language: () => MoneyLanguage) {
  return fieldsSchema.transform((fields, context): ExpenseFormFields => {
    const issues: Issue[] = [];
    const amountOre = parseAmountToOre(fields.amount, language());
    if (amountOre === null) issues.push({ path: ['amount'], problem: 'notAnAmount' });
    const split = splitOf(fields, language(), issues);
    const unreadable = issues.length > 0;
    const parsed = bodySchema.safeParse({
      description: fields.description,
      // A stand-in that passes, so the other fields are still checked.
      amountOre: amountOre ?? 1,
      date: fields.date,
      paidById: fields.paidById || undefined,
      category: fields.category,
      split,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const moved = fieldIssue(issue, fields.splitKind);
        // An unreadable amount or part already says so; "does not add up" would only add noise.
        if (unreadable && moved.problem === 'partsMismatch') continue;
        if (!issues.some((known) => known.path.join('.') === moved.path.join('.'))) issues.push(moved);
      }
    }
    if (issues.length > 0 || !parsed.success) {
      for (const { path, problem } of issues) context.addIssue({ code: 'custom', path, message: problem });
      return z.NEVER;
    }
    return parsed.data;
  });
}
