import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import {
  describeTarget,
  type EngineSession,
  findTarget,
  PHONE,
  pageHasText,
  STEP_TIMEOUT,
  type Target,
  waitUntil,
} from './engine-session';

// Firefox ESR, Debian's, driven by puppeteer-core over WebDriver BiDi (Playwright's own Firefox
// is a patched build it would have to download). One browser per test worker; each session is a
// browser context of its own (its own cookies and storage), as a second person's phone would be.

export const FIREFOX = '/usr/bin/firefox-esr';

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      // No first-run pages, updates or telemetry pings: the machine has no network beyond loopback.
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
}

export async function openFirefoxSession(browser: Browser, baseURL: string): Promise<EngineSession> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  page.setDefaultNavigationTimeout(60_000);
  await page.setViewport({ width: PHONE.width, height: PHONE.height, isMobile: false, hasTouch: false });
  const errors: string[] = [];
  const navigation = { leaving: false };
  page.on('pageerror', (error) => {
    const message = String((error as Error).message ?? error);
    if (navigation.leaving && LEFT_PAGES_CANCELLED_ASSET.test(message)) return;
    errors.push(`pageerror: ${message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return new FirefoxSession(page, baseURL, errors, navigation, () => context.close());
}

/**
 * Firefox cancels the downloads of a page it is leaving; one of the build's own files that the
 * service worker was fetching for the old page (a chunk loaded ahead) is then reported as an
 * error of that page, which nobody sees any more (decision 044). Only while this session is
 * navigating away, and only for the build's assets.
 */
const LEFT_PAGES_CANCELLED_ASSET =
  /^Failed to load ‘https?:\/\/[^/]+\/assets\/[^’]+’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

class FirefoxSession implements EngineSession {
  readonly engine = 'firefox' as const;

  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
    private readonly reported: string[],
    private readonly navigation: { leaving: boolean },
    private readonly closeContext: () => Promise<void>,
  ) {}

  private async leaving(navigate: () => Promise<unknown>) {
    this.navigation.leaving = true;
    try {
      await navigate();
    } finally {
      this.navigation.leaving = false;
    }
  }

  async goto(path: string) {
    await this.leaving(() => this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' }));
  }

  async reload() {
    await this.leaving(() => this.page.reload({ waitUntil: 'load' }));
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    return waitUntil(async () => {
      const handle = await this.page.evaluateHandle(findTarget, target);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element ?? null;
    }, describeTarget(target));
  }

  async fill(target: Target, value: string) {
    const element = await this.element(target);
    await element.click();
    // Select what is there, so the typing replaces it (a React-controlled field sees each key).
    await element.evaluate((control) => (control as HTMLInputElement).select());
    if (value === '') await this.page.keyboard.press('Backspace');
    else await element.type(value);
  }

  async click(target: Target) {
    await (await this.element(target)).click();
  }

  async drag(from: Target, to: Target) {
    const centre = async (target: Target) => {
      const element = await this.element(target);
      await element.scrollIntoView();
      const box = await element.boundingBox();
      if (!box) throw new Error(`${describeTarget(target)} has no box`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const start = await centre(from);
    const end = await centre(to);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x, end.y, { steps: 8 });
    await this.page.mouse.up();
  }

  async waitForText(text: string) {
    await waitUntil(() => this.page.evaluate(pageHasText, text), `the text "${text}"`);
  }

  async waitFor(target: Target) {
    await this.element(target);
  }

  evaluate<Result, Args extends unknown[]>(script: (...args: Args) => Result, ...args: Args) {
    // puppeteer's own typing maps element handles among the arguments; these are plain values.
    const run = this.page.evaluate.bind(this.page) as (
      script: (...args: Args) => Result,
      ...args: Args
    ) => Promise<Awaited<Result>>;
    return run(script, ...args);
  }

  errors() {
    return [...this.reported];
  }

  async close() {
    await this.closeContext();
  }
}
