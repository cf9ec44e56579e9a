import {chromium, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {chromiumPath} from '../../tests/support/chromium';
import {median} from './summary';

// The bench's interaction phase: what a reader's first actions cost the main thread on a phone, with Chromium's
// CPU slowed 4x (as Lighthouse's mobile mode slows it). Every figure comes from a trace of the page's main thread
// (each task's duration), so tasks under 50 ms are measured too, and each is the median of the runs.

export interface InteractionRun {
  /** Longest task from the pointer reaching the first tab group's JavaScript tab until the page settles. */
  firstTabMs: number | null;
  /** Longest task from the pointer reaching the first Copy button until the page settles. */
  firstCopyMs: number | null;
  /** Longest task from the pointer reaching the navbar's colour switch until the page settles after its click. */
  colourSwitchMs: number | null;
  /** Longest task of a tap on the menu button in a phone-sized window, until the page settles. */
  phoneMenuMs: number | null;
  /** Blocking time (each task's time over 50 ms, summed) of a load by a reader with no stored choice. */
  freshLoadBlockingMs: number;
  /** The same, for a reader who chose the JavaScript examples on an earlier visit. */
  storedChoiceLoadBlockingMs: number;
  /** Longest task from a click on the page's sidebar link (on another page) until the page settles. */
  navigationLongestMs: number;
  /** From that click until the new page's h1 is in the document. */
  navigationH1Ms: number;
}

export type InteractionMedians = {[K in keyof InteractionRun]: number | null};

export interface InteractionResult {
  /** Which build, as the Lighthouse results name it. */
  site: string;
  page: string;
  runs: InteractionRun[];
  median: InteractionMedians;
}

const cpuSlowdown = 4;
// A page has settled when this long has passed since the action; every scheduled render has run by then.
const settleMs = 2500;
// How long a reader's pointer rests on a link before clicking it: instant.page, which preloads after 65 ms of hover,
// counts on over 300 ms more on average; InstantClick puts it at 200–300 ms. The lower figure is taken.
const hoverToClickMs = 200;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {name?: string};
}

// The name of a task in the trace: older Chromium calls it RunTask; Debian's 14x build, by its scheduler class.
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Durations (ms) of the top-level tasks of the page's renderer main thread in a trace. */
function mainThreadTasks(trace: Buffer): number[] {
  const events = (JSON.parse(trace.toString('utf8')) as {traceEvents: TraceEvent[]}).traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter((event) => taskNames.has(event.name) && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  // A task can run another inside it (a nested run loop); only the outer one counts.
  const topLevel: TraceEvent[] = [];
  for (const task of tasks) {
    const last = topLevel[topLevel.length - 1];
    if (!last || last.pid !== task.pid || task.ts >= last.ts + (last.dur ?? 0)) topLevel.push(task);
  }
  return topLevel.map((task) => (task.dur ?? 0) / 1000);
}

/** The tasks the page's main thread ran during `action` and the settling time after it. */
async function tasksDuring(browser: Browser, page: Page, action: () => Promise<void>): Promise<number[]> {
  await browser.startTracing(page, {categories: ['toplevel', 'devtools.timeline']});
  await action();
  await page.waitForTimeout(settleMs);
  return mainThreadTasks(await browser.stopTracing());
}

const longest = (tasks: number[]) => Math.max(0, ...tasks);
const blocking = (tasks: number[]) => tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0);

/** Waits until React has hydrated the page (see tests/support/hydrated.ts). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
}

async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
}

// A desktop window, so that the sidebar is on screen; the phone is the CPU slowdown.
const desktop = {viewport: {width: 1280, height: 800}};
// A phone's window, for the controls only a phone shows (the menu button).
const phone = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};

/** A fresh reader's page, loaded and hydrated at full speed, then slowed down. */
async function openPage(
  browser: Browser,
  url: string,
  storedChoice = false,
  window: typeof desktop | typeof phone = desktop,
): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext(window);
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  if (storedChoice) await context.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'js'));
  const page = await context.newPage();
  return {context, page};
}

/** Longest task of a reader's first use of a control: pointer over it, then a click (a tap on a phone). */
async function firstUse(
  browser: Browser,
  url: string,
  selector: string,
  window: typeof desktop | typeof phone = desktop,
): Promise<number | null> {
  const {context, page} = await openPage(browser, url, false, window);
  try {
    await page.goto(url);
    await hydrated(page);
    const control = page.locator(selector).first();
    if ((await control.count()) === 0) return null;
    await control.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await slowDown(context, page);
    return longest(
      await tasksDuring(browser, page, async () => {
        if (window === phone) return control.tap();
        await control.hover();
        await control.click();
      }),
    );
  } finally {
    await context.close();
  }
}

/** Blocking time of a whole load at 4x, from navigation until the page has settled. */
async function loadBlocking(browser: Browser, url: string, storedChoice: boolean): Promise<number> {
  const {context, page} = await openPage(browser, url, storedChoice);
  try {
    await slowDown(context, page);
    const tasks = await tasksDuring(browser, page, async () => {
      await page.goto(url);
      await hydrated(page);
    });
    return blocking(tasks);
  } finally {
    await context.close();
  }
}

/** A click on the page's sidebar link from another page, after the link has been seen and pointed at. */
async function navigation(browser: Browser, siteUrl: string, route: string): Promise<{longestMs: number; h1Ms: number}> {
  const start = route === '/tutorials/overview' ? '/tutorials/quick-start' : '/tutorials/overview';
  const {context, page} = await openPage(browser, siteUrl);
  try {
    await page.goto(new URL(start.slice(1), siteUrl).href);
    await hydrated(page);
    const link = page.locator(`nav.menu a[href="${route}"]`);
    // Nested sidebar categories start collapsed: open them until the page's link is there.
    const collapsed = page.locator('nav.menu .menu__list-item--collapsed > .menu__link--sublist');
    while ((await link.count()) === 0 && (await collapsed.count()) > 0) await collapsed.first().click();
    await link.scrollIntoViewIfNeeded();
    // A reader's pointer passes over the link before the click: Docusaurus preloads the route then.
    await link.hover();
    await page.waitForLoadState('networkidle');
    const title = (await link.textContent())?.trim() ?? '';
    await slowDown(context, page);
    // The preloaded chunk is still being compiled when the network is idle; a reader clicks later than a script.
    await page.waitForTimeout(hoverToClickMs);
    let h1Ms = Number.NaN;
    const tasks = await tasksDuring(browser, page, async () => {
      h1Ms = await page.evaluate(
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        ({href, oldHeading}) =>
          new Promise<number>((resolve) => {
            const started = performance.now();
            const observer = new MutationObserver(() => {
              const heading = document.querySelector('article h1');
              if (heading && heading.textContent !== oldHeading) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(document.body, {childList: true, subtree: true, characterData: true});
            document.querySelector<HTMLAnchorElement>(`nav.menu a[href="${href}"]`)!.click();
          }),
        {href: route, oldHeading: await page.locator('article h1').textContent()},
      );
    });
    if (!title) throw new Error(`No sidebar link to ${route}`);
    return {longestMs: longest(tasks), h1Ms};
  } finally {
    await context.close();
  }
}

const ofRuns = (runs: InteractionRun[], key: keyof InteractionRun): number | null => {
  const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
  return values.length > 0 ? median(values) : null;
};

async function measureRun(browser: Browser, siteUrl: string, route: string): Promise<InteractionRun> {
  const url = new URL(route.slice(1), siteUrl).href;
  const nav = await navigation(browser, siteUrl, route);
  return {
    firstTabMs: await firstUse(browser, url, '.markdown [role="tab"]:not([aria-selected="true"])'),
    firstCopyMs: await firstUse(browser, url, '.markdown button[aria-label="Copy code to clipboard"]'),
    // The switch's visible track: the checkbox itself is visually hidden, and the track clicks it.
    colourSwitchMs: await firstUse(browser, url, '.navbar [class*="toggleTrack_"]'),
    phoneMenuMs: await firstUse(browser, url, 'button[aria-label="Navigation bar toggle"]', phone),
    freshLoadBlockingMs: await loadBlocking(browser, url, false),
    storedChoiceLoadBlockingMs: await loadBlocking(browser, url, true),
    navigationLongestMs: nav.longestMs,
    navigationH1Ms: nav.h1Ms,
  };
}

/** Measures each page in each build (served at `url`), `runs` times each, the builds taking turns run by run. */
export async function measureInteractions(
  sites: {name: string; url: string}[],
  pages: string[],
  runs: number,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--disable-gpu', '--disable-quic']});
  const results: InteractionResult[] = [];
  try {
    for (const page of pages) {
      const siteRuns = sites.map((): InteractionRun[] => []);
      for (let run = 1; run <= runs; run++) {
        for (const [index, site] of sites.entries()) {
          console.log(`Interactions ${site.name} ${page} (run ${run} of ${runs})`);
          siteRuns[index].push(await measureRun(browser, site.url, page));
        }
      }
      for (const [index, site] of sites.entries()) {
        const pageRuns = siteRuns[index];
        const keys = Object.keys(pageRuns[0]) as (keyof InteractionRun)[];
        const medians = Object.fromEntries(keys.map((key) => [key, ofRuns(pageRuns, key)])) as InteractionMedians;
        results.push({site: site.name, page, runs: pageRuns, median: medians});
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
