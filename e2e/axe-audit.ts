/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (issue #11). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on one page, state after state, and keeps every violation as a line naming the
 * run, the state, the rule, its impact and the element, so one failed assertion at the end lists
 * them all instead of stopping at the first page that has one.
 */
export class AxeAudit {
  readonly findings: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly run: string,
  ) {}

  /**
   * Checks the whole page, or only `scope` (a dialog, menu or popover: while one is open the rest
   * of the page is hidden from assistive technology and was checked on its own). Waits for CSS
   * animations in the checked part to finish, so colours are measured at rest, not mid-fade.
   */
  async check(state: string, scope?: Locator): Promise<void> {
    const started = Date.now();
    const root = scope ?? this.page.locator('body');
    await root.evaluate((element) =>
      Promise.all(
        element
          .getAnimations({ subtree: true })
          // A spinner turns for ever; only transitions in and out come to rest.
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished),
      ),
    );
    // Only violations are reported in full: axe then skips describing every passing element,
    // which is most of its time on a large page. Legacy mode runs axe in the page itself: the app
    // has no frames whose results would need merging in a fresh blank page per check.
    let builder = new AxeBuilder({ page: this.page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(true);
    if (scope) {
      const marker = `axe-scope-${this.findings.length}-${Date.now()}`;
      await scope.evaluate((element, value) => element.setAttribute('data-axe-scope', value), marker);
      builder = builder.include(`[data-axe-scope="${marker}"]`);
    }
    const waited = Date.now();
    const results = await builder.analyze();
    // A11Y_TIMING=1 prints where the suite's time goes (it should add well under 90 s to a run).
    if (process.env.A11Y_TIMING) {
      console.log(`${state}: wait ${waited - started} ms, axe ${Date.now() - waited} ms`);
    }
    if (scope) await scope.evaluate((element) => element.removeAttribute('data-axe-scope'));
    for (const violation of results.violations) {
      for (const node of violation.nodes) {
        this.findings.push(
          `${this.run} | ${state} | ${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' > ')}: ${violation.help} ${node.html.slice(0, 160)}`,
        );
      }
    }
  }

  /** The findings as one readable message (empty when there are none). */
  report(): string {
    return this.findings.length === 0
      ? ''
      : `${this.findings.length} accessibility violation(s):\n${this.findings.join('\n')}`;
  }
}
