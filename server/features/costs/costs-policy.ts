import type { Role } from '@shared/schemas/auth';

// Who may do what with the cabin's costs (issue #16; decision 036). Every member sees all of it,
// adds expenses they paid and payments they made; the owner and admins also record what another
// member paid, set the night fee, edit or delete anyone's expense, and confirm or delete anyone's
// payment. A payment's recipient confirms it; its payer and recipient may delete it.

export const costsPolicy = {
  /** Recording an expense paid by someone else, and the cost settings. */
  manage: (role: Role) => role === 'owner' || role === 'admin',
  /** Changing or deleting an expense: its payer, or the owner and admins. */
  editExpense: (role: Role, isPayer: boolean) => isPayer || role === 'owner' || role === 'admin',
  /** Confirming a payment was received: its recipient, or the owner and admins (issue #36). */
  confirmPayment: (role: Role, isRecipient: boolean) => isRecipient || role === 'owner' || role === 'admin',
  /** Deleting a payment: its payer or recipient, or the owner and admins. */
  deletePayment: (role: Role, isPayer: boolean, isRecipient: boolean) =>
    isPayer || isRecipient || role === 'owner' || role === 'admin',
};
