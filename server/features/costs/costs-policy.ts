import type { Role } from '@shared/schemas/auth';

// Who may do what with the cabin's costs (issue #16; decision 036). Every member sees all of it,
// adds expenses they paid and payments they made; the owner and admins also record what another
// member paid, set the night fee, and edit or delete anyone's expense.

export const costsPolicy = {
  /** Recording an expense paid by someone else, and the cost settings. */
  manage: (role: Role) => role === 'owner' || role === 'admin',
  /** Changing or deleting an expense: its payer, or the owner and admins. */
  editExpense: (role: Role, isPayer: boolean) => isPayer || role === 'owner' || role === 'admin',
};
