import type { Expense } from '@shared/schemas/costs';
import { apiFetch, apiUploadPhoto } from '@/lib/api-client';

// An expense's receipt photo (issue #16): sent after the expense itself is saved, from the
// expense dialog, which then refreshes the lists once for both.

/** POST /api/expenses/{id}/receipt: add or replace the receipt (payer, owner, admins). */
export function uploadReceipt(id: string, file: File): Promise<Expense> {
  return apiUploadPhoto<Expense>(`/api/expenses/${encodeURIComponent(id)}/receipt`, file);
}

/** DELETE /api/expenses/{id}/receipt: remove the receipt. */
export function deleteReceipt(id: string): Promise<Expense> {
  return apiFetch<Expense>(`/api/expenses/${encodeURIComponent(id)}/receipt`, { method: 'DELETE' });
}
