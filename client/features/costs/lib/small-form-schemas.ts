import { type MoneyLanguage, parseAmountToOre } from '@shared/money';
import type { CostSettings, costSettingsSchema, PaymentBody, paymentBodySchema } from '@shared/schemas/costs';
import { z } from 'zod';

// The payment and cost-settings forms' checks, loaded with their forms (Zod stays out of the
// first screen). Amounts are typed in the user's language; the result is checked by the shared
// schema the server's route declares. Messages are keys of `costs:validation.*`.

function report(context: z.RefinementCtx, path: string, problem: string): void {
  context.addIssue({ code: 'custom', path: [path], message: problem });
}

/** Reports `problem` on `path` and gives up on the value. */
function fail(context: z.RefinementCtx, path: string, problem: string): typeof z.NEVER {
  report(context, path, problem);
  return z.NEVER;
}

function amountProblem(ore: number | null, allowZero: boolean): string | null {
  if (ore === null) return 'notAnAmount';
  if (ore === 0 && !allowZero) return 'amountTooSmall';
  return null;
}

export type PaymentFormValues = { toUserId: string; amount: string; date: string };

export function paymentFormSchema(bodySchema: typeof paymentBodySchema, language: () => MoneyLanguage) {
  return z
    .object({ toUserId: z.string(), amount: z.string(), date: z.string() })
    .transform((fields, context): PaymentBody => {
      if (fields.toUserId === '') return fail(context, 'toUserId', 'payee');
      const amountOre = parseAmountToOre(fields.amount, language());
      const problem = amountProblem(amountOre, false);
      if (problem) return fail(context, 'amount', problem);
      const parsed = bodySchema.safeParse({ toUserId: fields.toUserId, amountOre, date: fields.date });
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'amountOre')
        return fail(context, 'amount', issue.code === 'too_big' ? 'amountTooLarge' : 'notAnAmount');
      return fail(
        context,
        issue?.path[0] === 'date' ? 'date' : 'toUserId',
        issue?.path[0] === 'date' ? 'date' : 'payee',
      );
    });
}

export type SettingsFormValues = {
  feePerAdultNight: string;
  feePerChildNight: string;
  childNightPercent: string;
};

export function settingsFormSchema(bodySchema: typeof costSettingsSchema, language: () => MoneyLanguage) {
  return z
    .object({ feePerAdultNight: z.string(), feePerChildNight: z.string(), childNightPercent: z.string() })
    .transform((fields, context): CostSettings => {
      const adult =
        fields.feePerAdultNight.trim() === '' ? 0 : parseAmountToOre(fields.feePerAdultNight, language());
      const child =
        fields.feePerChildNight.trim() === '' ? 0 : parseAmountToOre(fields.feePerChildNight, language());
      const percent = /^\d{1,3}$/.test(fields.childNightPercent.trim())
        ? Number(fields.childNightPercent)
        : null;
      if (adult === null) report(context, 'feePerAdultNight', 'notAnAmount');
      if (child === null) report(context, 'feePerChildNight', 'notAnAmount');
      if (percent === null || percent > 100) report(context, 'childNightPercent', 'percent');
      if (adult === null || child === null || percent === null || percent > 100) return z.NEVER;
      const parsed = bodySchema.safeParse({
        feePerAdultNightOre: adult,
        feePerChildNightOre: child,
        childNightPercent: percent,
      });
      if (parsed.success) return parsed.data;
      const field = parsed.error.issues[0]?.path[0];
      return fail(
        context,
        field === 'feePerChildNightOre'
          ? 'feePerChildNight'
          : field === 'childNightPercent'
            ? 'childNightPercent'
            : 'feePerAdultNight',
        field === 'childNightPercent' ? 'percent' : 'amountTooLarge',
      );
    });
}
