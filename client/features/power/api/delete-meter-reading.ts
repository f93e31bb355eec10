import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { meterReadingsQueryKeyBase } from './get-meter-readings';
import { stayPowerQueryKeyBase } from './get-stay-power';

/** DELETE /api/meter-readings/{id}: its writer, the owner or an admin. */
export function deleteMeterReading(id: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/api/meter-readings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeterReading,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meterReadingsQueryKeyBase }),
        queryClient.invalidateQueries({ queryKey: stayPowerQueryKeyBase }),
      ]),
  });
}
