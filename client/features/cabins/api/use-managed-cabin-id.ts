import { useCan } from '../lib/use-current-role';
import { useCurrentCabinId } from './get-cabin';

/**
 * The current cabin's id, and whether the caller lets people in (the policy's `invite`): the lists
 * of invitations and removed people are read only then.
 */
export function useManagedCabinId(): { cabinId: string | null; manages: boolean } {
  return { cabinId: useCurrentCabinId(), manages: useCan()('invite') };
}
