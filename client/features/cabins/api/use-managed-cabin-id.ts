import { useCabin, useCurrentCabinId } from './get-cabin';

/**
 * The current cabin's id, and whether the caller manages who comes in (owner or admin, decision
 * 005): the lists of invitations and removed people are read only then.
 */
export function useManagedCabinId(): { cabinId: string | null; manages: boolean } {
  const cabinId = useCurrentCabinId();
  const cabin = useCabin().data;
  const manages = cabin?.id === cabinId && (cabin?.role === 'owner' || cabin?.role === 'admin');
  return { cabinId, manages };
}
