import { cleanup, configure } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll } from 'vitest';
import { resetToasts } from '@/components/toast/toast-store';
import { initI18n } from '@/lib/i18n';
import { resources } from '@/locales/resources';
import { FakeWebSocket } from './fake-web-socket';

// Testing Library's `findBy*` and `waitFor` give up after 1 s by default. That is a speed
// assertion in disguise: a screen loaded lazily (its chunk imported on first render) and its
// stubbed reads take well under a second on a quiet machine but several seconds on CI's two cores
// when server test files run beside it (issue #13: cabin-settings.test.tsx failed there with
// "Unable to find role=button"). Every wait in the suite waits for something that does arrive, so
// one generous limit for all of them, kept below the test timeout (15 s) so a wait that really
// never ends still fails with Testing Library's message, not a bare timeout.
configure({ asyncUtilTimeout: 10_000 });

// Property tests run on one fixed seed, as the server's do (server/test/fast-check-seed.ts).
fc.configureGlobal({ seed: 20261123 });

// Every namespace up front: components are rendered here without the screens that load them.
initI18n('en', resources);

// The shell opens the live connection; in tests no socket may reach a real server (a test that
// plays the server stubs WebSocket itself and reads FakeWebSocket.instances).
Object.defineProperty(globalThis, 'WebSocket', { value: FakeWebSocket, writable: true, configurable: true });

// Radix places tooltips and popovers with a ResizeObserver, which jsdom lacks; browsers have it.
// Nothing here measures, so one that never reports is enough.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: NoResizeObserver, configurable: true });
}

// The weather and address calls load their answer's schema with the first answer (a chunk of its
// own in the build, issue #11). Loaded here first, so that import is never a file read racing a
// test's fake clock: in the browser it is a cached chunk, in tests it would be a slow first import.
beforeAll(async () => {
  await Promise.all([import('@shared/schemas/places'), import('@shared/schemas/weather')]);
});

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  FakeWebSocket.reset();
});
