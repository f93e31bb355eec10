import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '@/components/toast/toast-store';
import { initI18n } from '@/lib/i18n';
import { resources } from '@/locales/resources';
import { FakeWebSocket } from './fake-web-socket';

// Every namespace up front: components are rendered here without the screens that load them.
initI18n('en', resources);

// The shell opens the live connection; in tests no socket may reach a real server (a test that
// plays the server stubs WebSocket itself and reads FakeWebSocket.instances).
Object.defineProperty(globalThis, 'WebSocket', { value: FakeWebSocket, writable: true, configurable: true });

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  FakeWebSocket.reset();
});
