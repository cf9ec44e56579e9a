import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type CDPSession} from '@playwright/test';
import {chromiumPath} from '../../tests/support/chromium';
import {relevanceQueries} from '../../tests/support/relevance-queries';
import type {LocalIndexManifest} from '../../src/search/localIndex';

// The bench's search row: what the local search costs a reader, in a build without Algolia (the default).
// Chromium's CPU is slowed 4x, as Lighthouse's mobile mode slows it, for the two timings.

export interface SearchMetrics {
  /** The local index file, gzip (default level, as static hosts serve it). */
  indexGzipBytes: number;
  /** From the first key typed into a just-opened modal to the first result shown (index fetched and built). */
  firstResultsMs: number;
  /**
   * Per query typed once the index is ready, ms: all main-thread task time (the query, DocSearch drawing the
   * results, and whatever else the page runs meanwhile) and the longest task, medians and maxima.
   */
  mainThreadPerQueryMs: {median: number; max: number};
  longestTaskPerQueryMs: {median: number; max: number};
}

function spread(values: number[]): {median: number; max: number} {
  const sorted = [...values].sort((a, b) => a - b);
  return {median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1]};
}

// Long tasks (50 ms or more) as the page reports them; shorter ones are not blocking by the web's definition.
function recordLongTasks(): void {
  const tasks: number[] = [];
  (window as unknown as {longTasks: number[]}).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({type: 'longtask', buffered: true});
}

const cpuSlowdown = 4;
const searchInput = '.DocSearch-Input';
/** How long each query is given to be answered and drawn, at 4x: several times what it takes. */
const settleMs = 1_000;

// Types a whole query at once, as a paste does: the input's value and the input event React listens to.
function typeQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) throw new Error('The search modal is not open.');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

function indexGzipBytes(buildDir: string): number {
  const manifestFile = path.join(buildDir, 'search-index.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as LocalIndexManifest;
  return zlib.gzipSync(fs.readFileSync(path.join(buildDir, manifest.index))).length;
}

async function taskSeconds(session: CDPSession): Promise<number> {
  const {metrics} = (await session.send('Performance.getMetrics')) as {metrics: {name: string; value: number}[]};
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/** Measures the search of the build served at `siteUrl` (whose files are in `buildDir`). */
export async function measureSearch(buildDir: string, siteUrl: string): Promise<SearchMetrics> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--disable-gpu', '--disable-quic']});
  try {
    const context = await browser.newContext();
    // Nothing leaves the machine: the default build must not need anything that is not its own.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    await page.goto(new URL('api/createSlice', siteUrl).href);
    await page.locator('.DocSearch-Button-Keys kbd').first().waitFor({state: 'attached'});
    await session.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});

    await page.keyboard.press('Control+k');
    await page.locator(searchInput).waitFor();
    const start = Date.now();
    await page.keyboard.type('c');
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 60_000});
    const firstResultsMs = Date.now() - start;

    const perQuery: number[] = [];
    const longest: number[] = [];
    const longTasks = () => page.evaluate(() => (window as unknown as {longTasks: number[]}).longTasks.length);
    for (const {query} of relevanceQueries.slice(0, 15)) {
      const before = await taskSeconds(session);
      const firstTask = await longTasks();
      // The query is typed by the page itself and the window is waited out without looking: Playwright's fill and
      // its polling for the results run on the page's main thread too (a fifth to a quarter of the old figure).
      await page.evaluate(typeQuery, query);
      await page.waitForTimeout(settleMs);
      perQuery.push(((await taskSeconds(session)) - before) * 1000);
      // The window held the whole answer: the dropdown shows a hit or says there is none.
      if (!(await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().isVisible())) {
        throw new Error(`"${query}" was not answered within ${settleMs} ms.`);
      }
      const tasks = await page.evaluate(
        (from) => (window as unknown as {longTasks: number[]}).longTasks.slice(from),
        firstTask,
      );
      longest.push(Math.max(0, ...tasks));
    }
    return {
      indexGzipBytes: indexGzipBytes(buildDir),
      firstResultsMs,
      mainThreadPerQueryMs: spread(perQuery),
      longestTaskPerQueryMs: spread(longest),
    };
  } finally {
    await browser.close();
  }
}

export function searchRow(metrics: SearchMetrics): string {
  const {indexGzipBytes: bytes, firstResultsMs, mainThreadPerQueryMs: perQuery, longestTaskPerQueryMs: longest} =
    metrics;
  const ms = ({median, max}: {median: number; max: number}) => `${median.toFixed(0)} ms median, ${max.toFixed(0)} max`;
  return (
    `Search (local index, CPU ${cpuSlowdown}x slower): index ${(bytes / 1024).toFixed(1)} KiB gzip; ` +
    `first results ${firstResultsMs} ms after the first key; per query, main-thread time ${ms(perQuery)}, ` +
    `longest task ${ms(longest)}`
  );
}
