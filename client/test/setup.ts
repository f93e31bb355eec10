import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll } from 'vitest';
import { resetToasts } from '@/components/toast/toast-store';
import { initI18n } from '@/lib/i18n';
import { resources } from '@/locales/resources';
import { FakeWebSocket } from './fake-web-socket';

// Property tests run on one fixed seed, as the server's do (server/test/fast-check-seed.ts).
fc.configureGlobal({ seed: 20261123 });

// Every namespace up front: components are rendered here without the screens that load them.
initI18n('en', resources);

// The shell opens the live connection; in tests no socket may reach a real server (a test that
// plays the server stubs WebSocket itself and reads FakeWebSocket.instances).
Object.defineProperty(globalThis, 'WebSocket', { value: FakeWebSocket, writable: true, configurable: true });

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
