import type { CostSettings } from '@shared/schemas/costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { costSettingsQueryKeyBase } from './get-cost-settings';
import { expenseBalancesQueryKeyBase } from './get-expense-balances';

/** PUT /api/expenses/settings: the night fees and a child's night in a nights split (owner, admins). */
export function updateCostSettings(body: CostSettings): Promise<CostSettings> {
  return apiFetch<CostSettings>('/api/expenses/settings', { method: 'PUT', body });
}

export function useUpdateCostSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCostSettings,
    onSuccess: (settings) => queryClient.setQueriesData({ queryKey: costSettingsQueryKeyBase }, settings),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: costSettingsQueryKeyBase }),
        // Fees charged from now on show in the balances.
        queryClient.invalidateQueries({ queryKey: expenseBalancesQueryKeyBase }),
      ]),
  });
}
