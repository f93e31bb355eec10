import { type Mutation, MutationObserver, type QueryClient } from '@tanstack/react-query';
import { OFFLINE_WRITES_SCOPE } from './offline-write';

// Issue #36 item 4: a queued write carries the cabin it was made in, and the server refuses it
// with 409 cabin_changed when the user is in another cabin by the time it is sent. Such a write is
// not lost and not sent to the wrong cabin: it stays on the device, marked "not sent: you changed
// cabin", until the user sends it to its own cabin or drops it (decision 034). It no longer holds
// the queue: TanStack's scope waits only for a write still pending, so the writes behind it go.

/** Any write in the mutation cache (the queue's writes have differing variables). */
export type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/**
 * Whether a failure is the server's cabin_changed: an ApiError, or one put back from the device
 * (the persister keeps errors as their JSON fields, so the class is gone but the code stays).
 */
export function isCabinChanged(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'cabin_changed';
}

/** A write of the queue refused because its cabin is no longer the user's current one. */
export function isRefusedForCabin(mutation: AnyMutation): boolean {
  return (
    mutation.options.scope?.id === OFFLINE_WRITES_SCOPE.id &&
    mutation.state.status === 'error' &&
    isCabinChanged(mutation.state.error)
  );
}

/** The fields every write of the queue puts in its variables (the features' write types). */
type QueuedVariables = { cabinId?: unknown; label?: unknown };

const variablesOf = (mutation: AnyMutation): QueuedVariables =>
  typeof mutation.state.variables === 'object' && mutation.state.variables !== null
    ? (mutation.state.variables as QueuedVariables)
    : {};

/** The cabin a queued write was made in. */
export const cabinOfWrite = (mutation: AnyMutation): string | null => {
  const { cabinId } = variablesOf(mutation);
  return typeof cabinId === 'string' ? cabinId : null;
};

/** What the write is about (the item, the visitor), for the notice; null for a write without one. */
export const labelOfWrite = (mutation: AnyMutation): string | null => {
  const { label } = variablesOf(mutation);
  return typeof label === 'string' && label ? label : null;
};

/** The refused writes, in the order they were made. */
export const refusedWrites = (queryClient: QueryClient): AnyMutation[] =>
  queryClient.getMutationCache().findAll({ predicate: isRefusedForCabin });

/**
 * Keeps every refused write until the user decides: TanStack drops a settled write five minutes
 * after nothing shows it, and one put back from the device has no component showing it at all.
 * Runs over what is there now (writes put back from the device) and every write refused later.
 */
export function keepRefusedWrites(queryClient: QueryClient): () => void {
  const keep = (mutation: AnyMutation) => {
    if (!isRefusedForCabin(mutation) || mutation.gcTime === Number.POSITIVE_INFINITY) return;
    mutation.setOptions({ ...mutation.options, gcTime: Number.POSITIVE_INFINITY });
    // Clears the removal already scheduled with the old gcTime.
    mutation.destroy();
  };
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.getAll()) keep(mutation);
  return cache.subscribe((event) => {
    if (event.type === 'added' || event.type === 'updated') keep(event.mutation);
  });
}

/** "Drop": the write is removed from the device and never sent. */
export function dropRefusedWrite(queryClient: QueryClient, mutation: AnyMutation): void {
  queryClient.getMutationCache().remove(mutation);
}

/**
 * "Send to <cabin>": makes the write's cabin the current one (`switchTo`, the app's switch call),
 * then sends every write refused for that cabin again, in the order they were made (an item added
 * and then ticked there goes add first). Each goes back into the queue as a new write with the same
 * variables, its function and callbacks registered for its key; a refusal then is said in a toast
 * like any queued write's. When the switch fails, nothing is sent and the writes stay.
 */
export async function sendRefusedWrites(
  queryClient: QueryClient,
  cabinId: string,
  switchTo: (cabinId: string) => Promise<void>,
): Promise<void> {
  await switchTo(cabinId);
  for (const mutation of refusedWrites(queryClient)) {
    if (cabinOfWrite(mutation) !== cabinId) continue;
    const { mutationKey } = mutation.options;
    const variables = { ...variablesOf(mutation), queued: true };
    queryClient.getMutationCache().remove(mutation);
    if (!mutationKey) continue;
    const observer = new MutationObserver<unknown, Error, unknown>(queryClient, { mutationKey });
    void observer
      .mutate(variables)
      .catch(() => undefined)
      // Settled: let TanStack forget it as it forgets any write nobody shows.
      .finally(() => observer.reset());
  }
}
