import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import type { EngineName, EngineSession } from './engine-session';
import { launchFirefox, openFirefoxSession } from './firefox-session';
import { openWebKitSession, startWebKitHost, type WebKitHost } from './webkit-session';

// The Playwright test runner runs the engines' journeys (its reporter, webServer, timeouts and
// retries-off are shared with the Chromium suite), but a test gets no Playwright `page`: the
// `session` fixture opens the project's engine through its own driver (decision 044).

type EngineHost = { engine: 'firefox'; browser: Browser } | { engine: 'webkit'; host: WebKitHost };

export const test = base.extend<
  { session: EngineSession; openSession: () => Promise<EngineSession> },
  { engine: EngineName; engineHost: EngineHost }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  // The browser (Firefox) or the X display and driver (WebKitGTK), once per worker.
  engineHost: [
    async ({ engine }, use) => {
      if (engine === 'firefox') {
        const browser = await launchFirefox();
        await use({ engine, browser });
        await browser.close();
      } else {
        const host = await startWebKitHost();
        await use({ engine, host });
        await host.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  openSession: async ({ engineHost, baseURL }, use) => {
    const opened: EngineSession[] = [];
    await use(async () => {
      const session =
        engineHost.engine === 'firefox'
          ? await openFirefoxSession(engineHost.browser, baseURL ?? '')
          : await openWebKitSession(engineHost.host, baseURL ?? '');
      opened.push(session);
      return session;
    });
    for (const session of opened) await session.close();
  },
  session: async ({ openSession }, use) => {
    const session = await openSession();
    await use(session);
    // Every journey ends with no uncaught error, unhandled rejection or console error (the
    // engines' drivers report them in Firefox; WebKitWebDriver has no way to read them).
    // The errors go in the message's first line: CI's summary prints only that line.
    const errors = session.errors();
    expect(errors, `errors in the page: ${errors.join(' | ')}`).toEqual([]);
  },
});

export { expect };
