import type { Expense } from '@shared/schemas/expenses';
import { apiErrorOf, apiFetch, cabinHeaders } from '@/lib/api-client';
import { currentLanguage } from '@/lib/language';

// An expense's receipt photo (issue #16): sent after the expense itself is saved, from the
// expense dialog, which then refreshes the lists once for both.

/** POST /api/expenses/{id}/receipt: add or replace the receipt (payer, owner, admins). */
export async function uploadReceipt(id: string, file: File): Promise<Expense> {
  const form = new FormData();
  form.append('photo', file, file.name);
  // Not apiFetch: it sends JSON. The browser sets the multipart content type and its boundary.
  const path = `/api/expenses/${encodeURIComponent(id)}/receipt`;
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...cabinHeaders('POST', path),
    },
    body: form,
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as Expense;
}

/** DELETE /api/expenses/{id}/receipt: remove the receipt. */
export function deleteReceipt(id: string): Promise<Expense> {
  return apiFetch<Expense>(`/api/expenses/${encodeURIComponent(id)}/receipt`, { method: 'DELETE' });
}
