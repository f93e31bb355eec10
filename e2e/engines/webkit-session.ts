import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import {
  describeTarget,
  type EngineSession,
  findTarget,
  PHONE,
  pageHasText,
  type Target,
  waitUntil,
} from './engine-session';

// WebKitGTK, Safari's engine as Debian ships it: selenium-webdriver against WebKitWebDriver,
// which starts the MiniBrowser in automation mode on an X display of our own (Xvfb; the GTK
// port has no headless mode). Per test worker: one Xvfb and one driver; each session is a
// MiniBrowser of its own (the driver holds one session at a time).

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// The MiniBrowser's toolbar (buttons and an address field) keeps its window at least 447 px
// wide, so the page could not get a 390 px viewport. A GTK style sheet of our own shrinks the
// toolbar's widgets; it styles GTK's widgets only, never the web page.
const SMALL_TOOLBAR_CSS =
  'toolbar, toolbar *, entry, button, image, label { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n';

export type WebKitHost = {
  /** Where the driver answers now (a new port after `restartDriver`). */
  driverURL: () => string;
  /** A new WebKitWebDriver on the same display: the old one stopped answering. */
  restartDriver: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Starting or ending a session takes seconds; one that takes this long has hung. */
const SESSION_STEP_LIMIT_MS = 30_000;

/** `step`, or a rejection once it has taken `limit` ms. */
function within<Value>(step: Promise<Value>, limit: number, what: string): Promise<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${limit} ms`)), limit);
  });
  return Promise.race([step, late]).finally(() => clearTimeout(timer));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts Xvfb on the first free display (it names it on a pipe: `-displayfd`). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1024x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    xvfb.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    xvfb.stdio[3]?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('\n')) resolve({ display: `:${output.trim()}`, process: xvfb });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.slice(-500)}`)));
    xvfb.once('error', reject);
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Xvfb and WebKitWebDriver for one test worker; `stop` ends both. */
export async function startWebKitHost(): Promise<WebKitHost> {
  const config = mkdtempSync(join(tmpdir(), 'hytta-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), SMALL_TOOLBAR_CSS);
  const xvfb = await startXvfb();
  let driver: ChildProcess | null = null;
  let driverURL = '';
  const startDriver = async () => {
    const port = await freePort();
    driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    });
    driverURL = `http://127.0.0.1:${port}`;
    await waitUntil(async () => (await fetch(`${driverURL}/status`)).ok, 'WebKitWebDriver to answer', 30_000);
  };
  const stopDriver = async () => {
    if (driver) await stopProcess(driver);
    driver = null;
  };
  const stop = async () => {
    await stopDriver();
    await stopProcess(xvfb.process);
    rmSync(config, { recursive: true, force: true });
  };
  try {
    await startDriver();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    driverURL: () => driverURL,
    restartDriver: async () => {
      await stopDriver();
      await startDriver();
    },
    stop,
  };
}

function buildSession(host: WebKitHost): Promise<WebDriver> {
  return new Builder()
    .usingServer(host.driverURL())
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
}

/**
 * A MiniBrowser of its own. On a loaded machine the driver now and then never answers a new
 * session (seen once in a run beside two busy cores): it is restarted and asked once more.
 */
export async function openWebKitSession(host: WebKitHost, baseURL: string): Promise<EngineSession> {
  let driver: WebDriver;
  try {
    driver = await within(buildSession(host), SESSION_STEP_LIMIT_MS, 'Starting a WebKitGTK session');
  } catch {
    await host.restartDriver();
    driver = await within(buildSession(host), SESSION_STEP_LIMIT_MS, 'Starting a WebKitGTK session again');
  }
  await driver.manage().setTimeouts({ pageLoad: 60_000, script: 60_000 });
  await driver.manage().window().setRect({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  return new WebKitSession(driver, baseURL, host);
}

class WebKitSession implements EngineSession {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly driver: WebDriver,
    private readonly baseURL: string,
    private readonly host: WebKitHost,
  ) {}

  async goto(path: string) {
    await this.driver.get(new URL(path, this.baseURL).href);
  }

  async reload() {
    await this.driver.navigate().refresh();
  }

  private element(target: Target): Promise<WebElement> {
    return waitUntil(
      () => this.driver.executeScript<WebElement | null>(findTarget, target),
      describeTarget(target),
    );
  }

  /**
   * Clicks `target` once the driver finds it interactable: a dialog that is still opening
   * answers "not interactable" for a moment, where puppeteer would wait by itself.
   */
  private async clickWhenReady(target: Target): Promise<WebElement> {
    return waitUntil(
      async () => {
        const element = await this.element(target);
        await this.scrollToCentre(element);
        await element.click();
        return element;
      },
      `${describeTarget(target)} to take a click`,
    );
  }

  /** At once, not smoothly (the app's style sheet asks for smooth scrolling), so boxes hold still. */
  private async scrollToCentre(element: WebElement) {
    await this.driver.executeScript(
      (node: Element) => node.scrollIntoView({ block: 'center', behavior: 'instant' }),
      element,
    );
  }

  async fill(target: Target, value: string) {
    const element = await this.clickWhenReady(target);
    // Select what is there, so the typing replaces it (a React-controlled field sees each key).
    await this.driver.executeScript((control: HTMLInputElement) => control.select(), element);
    await element.sendKeys(value === '' ? '\uE003' : value);
  }

  async click(target: Target) {
    await this.clickWhenReady(target);
  }

  async drag(from: Target, to: Target) {
    const start = await this.element(from);
    const end = await this.element(to);
    await this.scrollToCentre(start);
    const centre = (element: WebElement) =>
      this.driver.executeScript<{ x: number; y: number }>((cell: Element) => {
        const box = cell.getBoundingClientRect();
        return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
      }, element);
    const a = await centre(start);
    const b = await centre(end);
    await this.driver
      .actions({ async: true })
      .move({ origin: Origin.VIEWPORT, x: a.x, y: a.y })
      .press()
      .move({ origin: Origin.VIEWPORT, x: b.x, y: b.y, duration: 200 })
      .release()
      .perform();
  }

  async waitForText(text: string) {
    await waitUntil(() => this.driver.executeScript<boolean>(pageHasText, text), `the text "${text}"`);
  }

  async waitFor(target: Target) {
    await this.element(target);
  }

  evaluate<Result, Args extends unknown[]>(script: (...args: Args) => Result, ...args: Args) {
    return this.driver.executeScript<Awaited<Result>>(script, ...args);
  }

  errors() {
    // WebKitWebDriver has no log endpoint and no BiDi: the page's errors are checked in Firefox.
    return [];
  }

  async close() {
    // A quit that hangs would leave the driver holding its one session: the next would wait.
    await within(this.driver.quit(), SESSION_STEP_LIMIT_MS, 'Ending a WebKitGTK session').catch(() =>
      this.host.restartDriver(),
    );
  }
}
