/// <reference lib="dom" />

// Issue #36: the core journeys run in Firefox ESR (puppeteer-core over WebDriver BiDi) and in
// WebKitGTK (selenium-webdriver against WebKitWebDriver), drivers with different APIs. The
// journeys are written once against this small interface; each engine implements it
// (firefox-session.ts, webkit-session.ts). Elements are found the way a user finds them, by
// their label or by their role and name, with one in-page script both engines run.

export type EngineName = 'firefox' | 'webkit';

/** The phone the journeys run on: an iPhone-sized viewport. */
export const PHONE = { width: 390, height: 844 } as const;

/** How long a step may wait for the page, on a slow, loaded 2-core machine (decision 021). */
export const STEP_TIMEOUT = 20_000;

export type Role = 'button' | 'link' | 'tab' | 'menuitem' | 'checkbox' | 'heading' | 'img';

/** What to find: a form control by its label's text, or an element by its role and name. */
export type Target = { label: string } | { role: Role; name: string } | { testId: string };

export interface EngineSession {
  readonly engine: EngineName;
  /** Opens a path of the app (relative to the server's base URL) and waits for its load. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Replaces the value of the control `target` names with `value`, typed as a user would. */
  fill(target: Target, value: string): Promise<void>;
  /** A real click (pointer events from the engine, not a scripted `click()`). */
  click(target: Target): Promise<void>;
  /** A mouse drag from the centre of one element to the centre of another. */
  drag(from: Target, to: Target): Promise<void>;
  /** Waits until `text` is part of the page's visible text. */
  waitForText(text: string): Promise<void>;
  /** Waits until `target` is on the page and visible. */
  waitFor(target: Target): Promise<void>;
  /**
   * Runs `script` in the page and returns its (JSON-serialisable) result; a returned promise is
   * awaited. The function must not close over anything: it is sent to the page as text.
   */
  evaluate<Result, Args extends unknown[]>(
    script: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** Uncaught errors and unhandled rejections the page reported, with console errors, in order. */
  errors(): string[];
  close(): Promise<void>;
}

/**
 * Finds the one visible element `target` names, in the page (run by both engines as text, so
 * it must not close over anything). A label finds its control (`for`, nesting or the control's
 * `aria-labelledby`/`aria-label`); a role finds elements of that role whose accessible name,
 * trimmed and with whitespace collapsed, is `name`.
 */
export function findTarget(target: Target): Element | null {
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => element.getClientRects().length > 0;
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ')
        .trim();
    }
    if (element instanceof HTMLInputElement && element.labels?.[0]) return text(element.labels[0]);
    return text(element);
  };
  const selectors: Record<string, string> = {
    button: 'button:not([role]), [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href]:not([role]), [role="link"]',
    tab: '[role="tab"]',
    menuitem: '[role="menuitem"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    img: 'img, [role="img"]',
  };
  let candidates: Element[] = [];
  if ('testId' in target) {
    candidates = [...document.querySelectorAll(`[data-testid="${target.testId}"]`)];
  } else if ('label' in target) {
    const controls = new Set<Element>();
    for (const label of document.querySelectorAll('label')) {
      if (text(label) === target.label && label.control) controls.add(label.control);
    }
    for (const control of document.querySelectorAll('input, textarea, select')) {
      if (
        !(control instanceof HTMLInputElement && control.labels?.length) &&
        nameOf(control) === target.label
      ) {
        controls.add(control);
      }
    }
    candidates = [...controls];
  } else {
    const selector = selectors[target.role] ?? `[role="${target.role}"]`;
    candidates = [...document.querySelectorAll(selector)].filter(
      (element) => nameOf(element) === target.name,
    );
  }
  return candidates.find(visible) ?? null;
}

/** Whether `wanted` is part of the page's visible text (run in the page by both engines). */
export function pageHasText(wanted: string): boolean {
  // innerText, not textContent: what is shown, as a user reads it (hidden content left out).
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point.
  return document.body?.innerText.includes(wanted) ?? false;
}

/** How a target reads in an error message. */
export function describeTarget(target: Target): string {
  if ('testId' in target) return `test id "${target.testId}"`;
  if ('label' in target) return `the control labelled "${target.label}"`;
  return `the ${target.role} named "${target.name}"`;
}

/**
 * Asks `probe` until it answers something other than null or false, for at most `timeout` ms.
 * Each engine's own waits differ (puppeteer's waitForFunction, selenium's wait); one loop here
 * keeps the journeys' timing the same in both.
 */
export async function waitUntil<Value>(
  probe: () => Promise<Value | null | false>,
  description: string,
  timeout = STEP_TIMEOUT,
): Promise<Value> {
  const deadline = Date.now() + timeout;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null && value !== false) return value;
    } catch (error) {
      // A navigation may be under way: the probe runs again on the new document.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.name} ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeout} ms waiting for ${description}${cause}`);
    }
    // The interval between two looks at the page, not a wait for readiness.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
