import { afterAll, afterEach, beforeAll } from 'vitest';
import type { BuildAppOptions } from '../../app';
import { createTestApp, type TestApp, UNREACHABLE_OUTBOUND } from '../test-app';
import { type StubServices, startStubServices } from './stub-services';

/**
 * App options pointing the outbound services at the stand-ins, with a time limit that ends a hang
 * quickly but still lets a stand-in on a busy machine answer (300 ms failed with CI's two cores
 * loaded: an address search timed out and found nothing).
 */
export const outboundTo = (stubs: StubServices): BuildAppOptions['outbound'] => ({
  ...UNREACHABLE_OUTBOUND,
  ...stubs.urls,
  timeoutMs: 2_000,
});

/**
 * The stand-ins for a test file: started before its tests, every service back to normal after
 * each test, closed at the end. Call the returned function inside a test for the running stubs.
 */
export function withStubServices(): () => StubServices {
  let stubs: StubServices | null = null;
  const running = () => {
    if (!stubs) throw new Error('the stub services are not running yet');
    return stubs;
  };
  beforeAll(async () => {
    stubs = await startStubServices();
  });
  afterEach(() => running().reset());
  afterAll(async () => {
    await stubs?.close();
  });
  return running;
}

/** withStubServices() and an app on a fresh database that calls them instead of the real services. */
export function withAppOnStubServices(
  overrides: Partial<BuildAppOptions> = {},
): () => { stubs: StubServices; t: TestApp } {
  const stubs = withStubServices();
  let t: TestApp | null = null;
  beforeAll(async () => {
    t = await createTestApp({ outbound: outboundTo(stubs()), ...overrides });
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error('the app is not built yet');
    return { stubs: stubs(), t };
  };
}
