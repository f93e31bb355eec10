import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { dateInTimeZone } from '@shared/calendar-dates';
import { postJson, repoRoot, signUpCookie, startBenchServer, writeResult } from './support/bench-server';
import { landscapeJpeg, uploadVisitPhoto } from './support/history-photos';
import { addDays, inParallel } from './support/seed-cabin';

// Issue #38: the visit log stays smooth as it grows. A cabin with BENCH_VISIT_LOG_ENTRIES (500)
// guest-book entries, one in BENCH_VISIT_LOG_PHOTO_EVERY (4) with two photos, all written through
// the API; a member opens /visits in Debian's Chromium on a 390 px phone with the CPU slowed 4x
// (the DevTools protocol, as Lighthouse's mobile default), then scrolls to the end one screen at a
// time, each time waiting for the page to settle. Long tasks (PerformanceObserver 'longtask') are
// counted for the start and, while scrolling, per page of entries (the 20 entries at the bottom
// of the screen when the task ran). Target: no long task over 50 ms in any page of entries. Also
// records the size of GET /api/visits at 60 and at all entries (server paging: decision 046).
// BENCH_VISIT_LOG_TRACE=<file.json> also keeps a Chromium trace of the page's run, to read where a
// long task's time went; its counts are not the figures: while it records, Chromium reports no
// long task made of rendering alone (layout, paint) to the page's observer.
// Writes bench/results/latest.json (section visitLogScroll); not a test.

const ENTRIES = Number(process.env.BENCH_VISIT_LOG_ENTRIES ?? 500);
const PHOTO_EVERY = Number(process.env.BENCH_VISIT_LOG_PHOTO_EVERY ?? 4);
const CPU_SLOWDOWN = Number(process.env.BENCH_VISIT_LOG_CPU ?? 4);
const PAGE_OF_ENTRIES = 20;
/** BENCH_VISIT_LOG_TRACE=<file.json> keeps a Chromium trace of the run (see above). */
const TRACE = process.env.BENCH_VISIT_LOG_TRACE;
const LONG_TASK_MS = 50;
/** The server lets one user upload 30 photos in ten minutes: each uploader adds at most this many. */
const PHOTOS_PER_UPLOADER = 30;
const PARALLEL = 4;
const VIEWPORT = { width: 390, height: 844 };

type LongTask = { start: number; duration: number };
type Step = { from: number; to: number; bottomEntry: number; rows: number };

/** The size of the guest book's answer as the member gets it: bytes as sent, and gzipped. */
async function answerSize(baseUrl: string, cookie: string, entries: number) {
  const response = await fetch(`${baseUrl}/api/visits`, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  const visits = JSON.parse(body.toString('utf8')) as unknown[];
  if (visits.length !== entries) throw new Error(`expected ${entries} entries, got ${visits.length}`);
  return { entries, bytes: body.length, gzipBytes: gzipSync(body).length };
}

/**
 * A cabin whose member (the one who opens the page) wrote the entries without photos, newest
 * first, one every three days back from yesterday; entries with photos are written by other members,
 * each with at most PHOTOS_PER_UPLOADER photos. Answers the member's cookie and the answer sizes.
 */
async function seedGuestBook(baseUrl: string) {
  const owner = await signUpCookie(baseUrl, 'owner');
  const cabin = (await (
    await postJson(baseUrl, '/api/cabin/create', { name: 'Gjestebokhytta' }, owner)
  ).json()) as {
    accessCode: string;
  };
  const withPhotos = Math.ceil(ENTRIES / PHOTO_EVERY);
  const uploaders = Math.ceil((withPhotos * 2) / PHOTOS_PER_UPLOADER);
  const cookies = [await signUpCookie(baseUrl, 'member')];
  for (let index = 0; index < uploaders; index += 1)
    cookies.push(await signUpCookie(baseUrl, `uploader${index}`));
  for (const cookie of cookies)
    await postJson(baseUrl, '/api/user/join-cabin', { accessCode: cabin.accessCode }, cookie);
  const [member = ''] = cookies;
  const photos = await Promise.all([landscapeJpeg(0), landscapeJpeg(1)]);
  const yesterday = addDays(dateInTimeZone(new Date()), -1);
  const sizes: Array<Awaited<ReturnType<typeof answerSize>>> = [];
  const firstBatch = Math.min(60, ENTRIES);
  for (const [from, to] of [
    [0, firstBatch],
    [firstBatch, ENTRIES],
  ] as const) {
    await inParallel(to - from, PARALLEL, async (offset) => {
      const index = from + offset;
      const photoIndex = index % PHOTO_EVERY === 0 ? index / PHOTO_EVERY : null;
      const cookie =
        photoIndex === null
          ? member
          : (cookies[1 + Math.floor((photoIndex * 2) / PHOTOS_PER_UPLOADER)] ?? member);
      const startDate = addDays(yesterday, -(index * 3 + 1));
      const response = await postJson(
        baseUrl,
        '/api/visits',
        {
          visitorName: `Gjest ${index + 1}`,
          message:
            index % 2 === 0
              ? 'Fin tur, godt skiføre og varm peis. Vi fylte på ved i boden og tok søpla med oss.'
              : null,
          startDate,
          endDate: addDays(startDate, 1 + (index % 3)),
          adults: 2,
          children: index % 3,
        },
        cookie,
      );
      if (photoIndex === null) return;
      const { id } = (await response.json()) as { id: string };
      for (const bytes of photos) await uploadVisitPhoto(baseUrl, cookie, id, bytes);
    });
    if (to > from) sizes.push(await answerSize(baseUrl, member, to));
  }
  return { member, withPhotos, sizes };
}

/**
 * Long tasks from the page's start, kept in the page (an observer registered before any script,
 * held on `window` for the whole run).
 */
const RECORD_LONG_TASKS = `
  window.__longTasks = [];
  window.__longTaskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  window.__longTaskObserver.observe({ type: 'longtask', buffered: true });
`;

/** Two frames and an idle moment: what the scroll started (a page of rows, images) has run. */
const settleOnce = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 3000 })),
        );
      }),
  );

/**
 * The page's rows of completed visits, how tall it is, and the entry at the bottom of the screen
 * (found by halving: the rows are in order down the page, and this must stay a short task itself).
 */
const pageState = (page: Page) =>
  page.evaluate(() => {
    const now = performance.now();
    const rows = document.querySelectorAll('[data-testid="completed-visits"] [data-testid^="visit-"]');
    let low = 0;
    let high = rows.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((rows[middle]?.getBoundingClientRect().top ?? 0) < window.innerHeight) low = middle;
      else high = middle - 1;
    }
    const bottomEntry = Math.max(0, low);
    return {
      now,
      rows: rows.length,
      height: document.documentElement.scrollHeight,
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      bottomEntry,
    };
  });

/** Settles until the rows and the page's height stop changing (at most 20 rounds). */
async function settle(page: Page) {
  let before = await pageState(page);
  for (let round = 0; round < 20; round += 1) {
    await settleOnce(page);
    const after = await pageState(page);
    if (after.rows === before.rows && after.height === before.height) return after;
    before = after;
  }
  return before;
}

const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);

const round = (value: number) => Math.round(value);

function summary(tasks: LongTask[]) {
  return {
    longestTaskMs: round(Math.max(0, ...tasks.map((task) => task.duration))),
    over50: tasks.filter((task) => task.duration > LONG_TASK_MS).length,
    blockingMs: round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0)),
  };
}

async function measure(page: Page, baseUrl: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${baseUrl}/visits`);
  await page
    .locator('[data-testid="completed-visits"] [data-testid^="visit-"]')
    .first()
    .waitFor({ timeout: 60_000 });
  const started = await settle(page);
  const startTasks = (await longTasks(page)).filter((task) => task.start < started.now);
  const total = Number(await page.getByTestId('completed-visits').getByTestId('section-count').textContent());

  // Where the scrolling starts, in a trace (BENCH_VISIT_LOG_TRACE).
  await page.evaluate(() => performance.mark('visit-log-scroll'));
  const steps: Step[] = [];
  for (let step = 0; step < 5000; step += 1) {
    const before = await pageState(page);
    if (before.atEnd && before.rows >= total) break;
    const from = await page.evaluate(() => {
      const scrolledAt = performance.now();
      // A whole screen at once: the page's smooth scrolling would take a screen over several frames.
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
      return scrolledAt;
    });
    const after = await settle(page);
    steps.push({ from, to: after.now, bottomEntry: after.bottomEntry, rows: after.rows });
    if (after.atEnd && after.rows === before.rows && after.height === before.height && before.atEnd) break;
  }
  const tasks = await longTasks(page);
  const pages = new Map<number, LongTask[]>();
  for (const step of steps) {
    const pageIndex = Math.floor(step.bottomEntry / PAGE_OF_ENTRIES);
    const inStep = tasks.filter((task) => task.start >= step.from && task.start < step.to);
    pages.set(pageIndex, [...(pages.get(pageIndex) ?? []), ...inStep]);
  }
  const perPage = [...pages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([pageIndex, inPage]) => ({
      entries: `${pageIndex * PAGE_OF_ENTRIES + 1}-${Math.min(total, (pageIndex + 1) * PAGE_OF_ENTRIES)}`,
      ...summary(inPage),
    }));
  const scrollTasks = tasks.filter((task) => task.start >= started.now);
  const last = steps.at(-1);
  return {
    total,
    start: { ...summary(startTasks), rowsInDom: started.rows },
    scroll: {
      steps: steps.length,
      rowsInDomAtEnd: last?.rows ?? started.rows,
      ...summary(scrollTasks),
      pagesWithTaskOver50: perPage.filter((entry) => entry.over50 > 0).length,
      perPage,
    },
  };
}

async function main() {
  if (!existsSync(join(repoRoot, 'dist', 'client', 'index.html'))) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const seedingStarted = performance.now();
    const { member, withPhotos, sizes } = await seedGuestBook(server.baseUrl);
    const seedingSeconds = round((performance.now() - seedingStarted) / 1000);
    console.log(`Seeded ${ENTRIES} entries (${withPhotos} with two photos) in ${seedingSeconds} s.`);
    const context = await browser.newContext({
      viewport: VIEWPORT,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addCookies(
      member.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: server.baseUrl };
      }),
    );
    await context.addInitScript({ content: RECORD_LONG_TASKS });
    const page = await context.newPage();
    if (TRACE) {
      await browser.startTracing(page, {
        path: TRACE,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
        ],
      });
    }
    const measured = await measure(page, server.baseUrl);
    if (TRACE) await browser.stopTracing();
    await context.close();
    const result = {
      entries: ENTRIES,
      entriesWithPhotos: withPhotos,
      cpuSlowdown: CPU_SLOWDOWN,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      targetMs: LONG_TASK_MS,
      answerSizes: sizes,
      ...measured,
      measuredAt: new Date().toISOString(),
    };
    console.table(
      Object.fromEntries([
        ['start', { ...measured.start }],
        ...measured.scroll.perPage.map(({ entries, ...rest }) => [`entries ${entries}`, rest]),
      ]),
    );
    console.table(
      Object.fromEntries(sizes.map(({ entries, ...rest }) => [`GET /api/visits, ${entries} entries`, rest])),
    );
    console.log(
      `Scrolling ${measured.total} entries in ${measured.scroll.steps} screens: longest task ${measured.scroll.longestTaskMs} ms, ` +
        `${measured.scroll.over50} over ${LONG_TASK_MS} ms, in ${measured.scroll.pagesWithTaskOver50} of ${measured.scroll.perPage.length} pages of entries; ` +
        `start: longest ${measured.start.longestTaskMs} ms, blocking ${measured.start.blockingMs} ms, ${measured.start.rowsInDom} rows.`,
    );
    writeResult('visitLogScroll', result);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
