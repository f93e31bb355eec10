import { useCabin, useCurrentCabinId } from '@/features/cabins';

/**
 * Whether the signed-in user may change the current cabin's manual: its owner or an admin (the
 * server's `cabinPolicy.editManual`). Everyone else reads it, with no edit controls shown.
 */
export function useCanEditManual(): boolean {
  const cabinId = useCurrentCabinId();
  const cabin = useCabin().data;
  // The role only counts when it is the role in the current cabin.
  return cabin !== undefined && cabin.id === cabinId && (cabin.role === 'owner' || cabin.role === 'admin');
}
