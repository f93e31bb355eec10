import type { ServiceWorkerMessage } from '@/service-worker/messages';
import { createSharedValue, useIsSet } from './shared-value';

// Registration and the update prompt (issue #10, decision 013). A new version installs in the
// background and then waits; the page offers it, and only when the user accepts does the new
// worker take over and the page reload, so a page never mixes files of two versions.

type Listener = () => void;

// The parts of the browser's service worker objects this file uses (tests play them).
type WorkerLike = {
  readonly state: ServiceWorkerState;
  postMessage: (message: ServiceWorkerMessage) => void;
  addEventListener: (type: 'statechange', listener: Listener) => void;
};
type RegistrationLike = {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  update: () => Promise<unknown>;
  addEventListener: (type: 'updatefound', listener: Listener) => void;
};
export type ServiceWorkerContainerLike = {
  readonly controller: object | null;
  register: (url: string, options: RegistrationOptions) => Promise<RegistrationLike>;
  addEventListener: (type: 'controllerchange', listener: Listener) => void;
};

const waitingWorker = createSharedValue<WorkerLike | null>(null);
let reloadOnTakeover = false;

/** True while a new version is installed and waiting for the user's yes. */
export function useUpdateWaiting(): boolean {
  return useIsSet(waitingWorker);
}

/** The user said yes: the waiting worker takes over, and its `controllerchange` reloads the page. */
export function applyUpdate(): void {
  const worker = waitingWorker.get();
  if (!worker) return;
  reloadOnTakeover = true;
  worker.postMessage({ type: 'skip-waiting' });
}

/** The user said later: the prompt goes, and the new version starts when every tab is closed. */
export function postponeUpdate(): void {
  waitingWorker.set(null);
}

type RegisterOptions = {
  container?: ServiceWorkerContainerLike;
  reload?: () => void;
};

/**
 * Registers /sw.js (product section 7). `updateViaCache: 'none'` makes the browser ask the server
 * for a new worker on every check; checks also run when the page comes back into view.
 */
export async function registerServiceWorker({
  container = navigator.serviceWorker,
  reload = () => window.location.reload(),
}: RegisterOptions = {}): Promise<void> {
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });

  // Only a worker that arrives while another controls the page is an update; the very first
  // install has nothing to replace.
  const offer = (worker: WorkerLike | null) => {
    if (worker && container.controller) waitingWorker.set(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  container.addEventListener('controllerchange', () => {
    if (!reloadOnTakeover) return;
    reloadOnTakeover = false;
    waitingWorker.set(null);
    reload();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/** For tests: forget a waiting worker between cases. */
export function resetServiceWorkerUpdate(): void {
  reloadOnTakeover = false;
  waitingWorker.set(null);
}
