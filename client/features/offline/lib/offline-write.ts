import {
  type Mutation,
  type MutationKey,
  type MutationObserverOptions,
  onlineManager,
  type QueryClient,
} from '@tanstack/react-query';
import i18n from 'i18next';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';

// Writes a member may make at the cabin with no signal (decision 034): ticking or adding a shopping
// item, ticking a checklist item, writing in the guest book. Each is a TanStack mutation with a
// key whose function and callbacks are also registered on the query client (setMutationDefaults),
// so a write kept on the device can be sent after the app was closed and opened again, when no
// component that started it exists any more.

/** Every write that may wait runs in one queue: sent one at a time, in the order they were made. */
export const OFFLINE_WRITES_SCOPE = { id: 'offline-writes' } as const;

/** How many times a write whose request got no answer at all is tried again. */
const NETWORK_RETRIES = 20;

/**
 * No answer at all (the connection dropped mid-request): try again, and TanStack Query waits for
 * the network between tries. An answer, even an error, is final.
 */
const retryWithoutAnswer = (failures: number, error: unknown) =>
  !(error instanceof ApiError) && failures < NETWORK_RETRIES;

/** The target of the write was deleted by someone else meanwhile. */
export const isGoneError = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Said once when a waiting write finds its target gone: the write is dropped, not retried. */
export function toastDroppedWrite(what: string): void {
  toast({
    variant: 'destructive',
    title: i18n.t('shell:offlineWrites.droppedTitle'),
    description: i18n.t('shell:offlineWrites.dropped', { what }),
  });
}

/** What a feature says of one of its writes: its key, function and callbacks, as TanStack's. */
export type OfflineWriteOptions<TData, TVariables, TContext> = Omit<
  MutationObserverOptions<TData, Error, TVariables, TContext>,
  'scope' | 'retry' | 'networkMode'
> & { mutationKey: MutationKey };

/**
 * A write that may wait for the network: in the one queue, tried again after a dropped
 * connection. A feature's hook uses these options, and `registerOfflineWrites` puts the same on
 * the query client, so a write kept on the device is sent after a restart with its callbacks.
 */
export function offlineWrite<TData, TVariables, TContext = unknown>(
  options: OfflineWriteOptions<TData, TVariables, TContext>,
): MutationObserverOptions<TData, Error, TVariables, TContext> & { mutationKey: MutationKey } {
  return { ...options, scope: OFFLINE_WRITES_SCOPE, networkMode: 'online', retry: retryWithoutAnswer };
}

/** Puts a write's options on the query client, for a write kept on the device over a restart. */
export function registerOfflineWrite<TData, TVariables, TContext>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables, TContext> & { mutationKey: MutationKey },
): void {
  queryClient.setMutationDefaults(options.mutationKey, options);
}

/**
 * Registers every write (each a call of `registerOfflineWrite`), then sends what waited on this
 * device (in order, once online). Called by the signed-in shell, which knows every feature's writes.
 */
export function registerOfflineWrites(
  queryClient: QueryClient,
  registrations: ReadonlyArray<(queryClient: QueryClient) => void>,
): void {
  for (const register of registrations) register(queryClient);
  resumeWaitingWrites(queryClient);
}

/**
 * Sends the writes kept on this device. A write put back from IndexedDB has only its key and
 * variables (functions are not stored): it takes its function and callbacks from what was
 * registered for its key. Until every waiting write has them (the shell registers them, and the
 * kept writes may come back before or after that), nothing is sent, so none fails for want of one.
 */
export function resumeWaitingWrites(queryClient: QueryClient): void {
  const waiting = queryClient
    .getMutationCache()
    .findAll({ predicate: (mutation) => mutation.state.isPaused });
  for (const mutation of waiting) {
    if (!mutation.options.mutationFn && mutation.options.mutationKey) {
      // Not defaultMutationOptions(): the options are marked as defaulted already when put back.
      mutation.setOptions({
        ...mutation.options,
        ...queryClient.getMutationDefaults(mutation.options.mutationKey),
      });
    }
  }
  if (waiting.every((mutation) => mutation.options.mutationFn)) void queryClient.resumePausedMutations();
}

/**
 * A local id for something added offline, until the server's answer gives its own (the server's
 * ids are UUIDs, so the two never meet). Not crypto.randomUUID: that needs a secure context, and a
 * family may run Hytta on plain http at home.
 */
export const newUnsentId = (): string =>
  `unsent-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A write of the queue with no answer yet: waiting for the network, or on its way. */
export const isQueuedAndUnanswered = (
  mutation: Pick<Mutation<unknown, Error, unknown, unknown>, 'options' | 'state'>,
): boolean => mutation.options.scope?.id === OFFLINE_WRITES_SCOPE.id && mutation.state.status === 'pending';

/** Whether a write made now will wait on the device rather than go at once. */
export const writesWait = (): boolean => !onlineManager.isOnline();
