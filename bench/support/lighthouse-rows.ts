import { isSection, numberAt, type Row, type Section, show, verdict } from './budget-rows';

// The pages bench/lighthouse.ts audits and how their figures are read back and judged (bench/run-all.ts),
// with the targets of issues #18 and #38.

/** The landing page signed out, then every signed-in screen (client/app/shell/sections.ts's paths). */
export const LIGHTHOUSE_PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'calendar', path: '/calendar', signedIn: true },
  { name: 'visits', path: '/visits', signedIn: true },
  { name: 'shopping', path: '/shopping', signedIn: true },
  { name: 'tasks', path: '/tasks', signedIn: true },
  { name: 'manual', path: '/manual', signedIn: true },
  { name: 'checklists', path: '/checklists', signedIn: true },
  { name: 'peaks', path: '/peaks', signedIn: true },
  { name: 'costs', path: '/costs', signedIn: true },
] as const;

/** What the run with one core busy audits (issue #18's dashboard, issue #38's visit log and calendar). */
export const BUSY_CORE_PAGES = ['dashboard', 'visits', 'calendar'] as const;

export const TARGETS = {
  landingPerformance: 98,
  /** Issue #38: each signed-in screen, on a machine whose Lighthouse benchmarkIndex is at least 2,500. */
  performance: 95,
  benchmarkIndexForPerformance: 2500,
  busyCorePerformance: 90,
  accessibility: 100,
  'best-practices': 100,
  /** Issue #38: a screen's boot-up (script evaluation) at most this times the landing page's, same run. */
  bootUpRatio: 2.5,
} as const;

/** The best performance score of a page's runs (`each`), next to the worst the budgets use. */
function bestScore(lighthouse: Section | undefined, page: string): number | undefined {
  const runs = isSection(lighthouse?.each) ? lighthouse.each[page] : undefined;
  if (!Array.isArray(runs)) return undefined;
  const scores = runs
    .map((run) => numberAt(run, 'performance'))
    .filter((score): score is number => score !== undefined);
  return scores.length > 0 ? Math.max(...scores) : undefined;
}

/** One line a page: the worst of its runs (best score too), for console.table. */
export function screenTable(
  lighthouse: Section | undefined,
): Record<string, Record<string, number | string>> {
  const table: Record<string, Record<string, number | string>> = {};
  for (const { name } of LIGHTHOUSE_PAGES) {
    if (!isSection(lighthouse?.[name])) continue;
    const at = (key: string) => numberAt(lighthouse, name, key) ?? '-';
    table[name] = {
      score: at('performance'),
      best: bestScore(lighthouse, name) ?? '-',
      'boot-up ms': at('bootUpMs'),
      'TBT ms': at('tbtMs'),
      'LCP ms': at('lcpMs'),
      KiB: at('kib'),
      requests: at('requests'),
      'x landing': at('bootUpRatio'),
      benchmarkIndex: at('benchmarkIndex'),
    };
  }
  return table;
}

/** The budget rows of the Lighthouse runs: every page's score, boot-up ratio and categories. */
export function lighthouseRows(results: Section): Row[] {
  const lighthouse = isSection(results.lighthouse) ? results.lighthouse : undefined;
  const busy = isSection(results.lighthouseBusyCore) ? results.lighthouseBusyCore : undefined;
  const rows: Row[] = [];
  const landingBootUp = numberAt(lighthouse, 'landing', 'bootUpMs');
  for (const { name, signedIn } of LIGHTHOUSE_PAGES) {
    const at = (key: string) => numberAt(lighthouse, name, key);
    const score = at('performance');
    const best = bestScore(lighthouse, name);
    const parts = `best ${show(best)}; FCP ${show(at('fcpMs'))}, LCP ${show(at('lcpMs'))}, TBT ${show(at('tbtMs'))} ms; ${show(at('kib'))} KiB, ${show(at('requests'))} requests; benchmarkIndex ${show(at('benchmarkIndex'))}`;
    const target = signedIn ? TARGETS.performance : TARGETS.landingPerformance;
    rows.push({
      figure: `Lighthouse performance, ${name}`,
      measured: score === undefined ? 'not measured' : `${score} (${parts})`,
      target: signedIn
        ? `>= ${target} on benchmarkIndex >= ${TARGETS.benchmarkIndexForPerformance}`
        : `>= ${target}`,
      met: verdict(score === undefined ? undefined : score >= target),
    });
    if (signedIn) {
      const ratio = at('bootUpRatio');
      rows.push({
        figure: `boot-up / landing page's (same run), ${name}`,
        measured:
          ratio === undefined
            ? 'not measured'
            : `${ratio}x (${show(at('bootUpMs'))} ms; landing ${show(landingBootUp)} ms)`,
        target: `<= ${TARGETS.bootUpRatio}`,
        met: verdict(ratio === undefined ? undefined : ratio <= TARGETS.bootUpRatio),
      });
    }
    for (const category of ['accessibility', 'best-practices'] as const) {
      const value = at(category);
      rows.push({
        figure: `Lighthouse ${category}, ${name}`,
        measured: show(value),
        target: `>= ${TARGETS[category]}`,
        met: verdict(value === undefined ? undefined : value >= TARGETS[category]),
      });
    }
  }
  const dashboardTbt = numberAt(lighthouse, 'dashboard', 'tbtMs');
  const dashboardLcp = numberAt(lighthouse, 'dashboard', 'lcpMs');
  rows.push(
    {
      figure: 'dashboard total blocking time',
      measured: show(dashboardTbt, ' ms'),
      target: '< 150 ms',
      met: verdict(dashboardTbt === undefined ? undefined : dashboardTbt < 150),
    },
    {
      figure: 'dashboard largest contentful paint',
      measured: show(dashboardLcp, ' ms'),
      target: '< 2500 ms',
      met: verdict(dashboardLcp === undefined ? undefined : dashboardLcp < 2500),
    },
  );
  for (const page of BUSY_CORE_PAGES) {
    const score = numberAt(busy, page, 'performance');
    rows.push({
      figure: `Lighthouse performance, ${page}, one core busy`,
      measured:
        score === undefined
          ? 'not measured'
          : `${score} (best ${show(bestScore(busy, page))}; benchmarkIndex ${show(numberAt(busy, page, 'benchmarkIndex'))})`,
      target: `>= ${TARGETS.busyCorePerformance}`,
      met: verdict(score === undefined ? undefined : score >= TARGETS.busyCorePerformance),
    });
  }
  return rows;
}
