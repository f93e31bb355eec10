import type { CreateMeterReadingBody, MeterReading } from '@shared/schemas/power';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { meterReadingsQueryKeyBase } from './get-meter-readings';
import { stayPowerQueryKeyBase } from './get-stay-power';

/** POST /api/meter-readings: a reading in kWh, perhaps for a stay. */
export function createMeterReading(body: CreateMeterReadingBody): Promise<MeterReading> {
  return apiFetch<MeterReading>('/api/meter-readings', { method: 'POST', body });
}

export function useCreateMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeterReading,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meterReadingsQueryKeyBase }),
        queryClient.invalidateQueries({ queryKey: stayPowerQueryKeyBase }),
      ]),
  });
}
