import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import type {Artifacts, Flags, Result} from 'lighthouse';
import {gzipBytesOfScripts} from './js-size';

export type FormFactor = 'mobile' | 'desktop';

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Elements in the page's DOM once it has loaded. */
  domElements: number;
  /** Main-thread work while loading (script, style, layout, paint, parsing), throttled as the mode says. */
  mainThreadMs: number;
  /**
   * CPU time of the page's main thread over the same trace, unthrottled. Wall-clock figures (TBT, main-thread
   * time) grow when other processes take the CPU; this one much less, so it is the steadier before/after figure.
   */
  mainThreadCpuMs: number;
  /**
   * Lighthouse's measure of how fast this machine was when the run started (higher is faster). TBT and
   * main-thread time scale with it, so runs on different machines, or on one busy machine, only compare with it.
   */
  benchmarkIndex: number;
  /** Gzip size of the site's scripts the page ran while it loaded (prefetches are not scripts to Chrome). */
  jsGzipBytes: number;
  /** Requests that tried to leave the machine; the bench fails them, and a clean page makes none. */
  offLoopbackRequests: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // Every request off loopback goes to a proxy that is not there and fails; Chrome never proxies loopback.
  '--proxy-server=http://127.0.0.1:9',
];

// Lighthouse runs some of its functions inside the page from their source text. Loaded with a static import,
// tsx would transpile it to CommonJS and add helpers (`__name`) that do not exist in the page; a dynamic
// import leaves it to Node's own ES module loader.
const loadLighthouse = () => import('lighthouse');
const loadTraceProcessor = () => import('lighthouse/core/lib/tracehouse/trace-processor.js');

function isLoopback(url: string): boolean {
  const {hostname, protocol} = new URL(url);
  return !protocol.startsWith('http') || hostname === '127.0.0.1' || hostname === 'localhost';
}

type TraceEvent = Artifacts['Trace']['traceEvents'][number];

/** Thread time (`tdur`, microseconds) of the top-level tasks of the page's main thread. */
async function mainThreadCpuMs(trace: Artifacts['Trace']): Promise<number> {
  const {TraceProcessor} = await loadTraceProcessor();
  const mainThreadEvents: TraceEvent[] = TraceProcessor.processTrace(trace).mainThreadEvents;
  const micros = mainThreadEvents
    .filter((event) => TraceProcessor.isScheduleableTask(event))
    // Complete events carry `tdur`; the trace type leaves it out.
    .reduce((sum, event) => sum + ((event as {tdur?: number}).tdur ?? 0), 0);
  return micros / 1000;
}

function score(lhr: Result, category: string): number {
  return lhr.categories[category]?.score ?? 0;
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** One Lighthouse run in a fresh Chromium, so no run inherits another's caches or compiled code. */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  buildDir: string,
  saveLhrTo?: string,
): Promise<RunMetrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const {default: lighthouse, desktopConfig} = await loadLighthouse();
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    if (saveLhrTo) fs.writeFileSync(saveLhrTo, JSON.stringify(lhr));
    const requests = (lhr.audits['network-requests']?.details as {items?: NetworkRequest[]} | undefined)?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script' && isLoopback(request.url));
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      domElements: numeric(lhr, 'dom-size'),
      mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
      mainThreadCpuMs: await mainThreadCpuMs(result.artifacts.Trace),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      jsGzipBytes: gzipBytesOfScripts(
        buildDir,
        scripts.map((request) => request.url),
      ),
      offLoopbackRequests: requests.map((request) => request.url).filter((requestUrl) => !isLoopback(requestUrl)),
    };
  } finally {
    await chrome.kill();
  }
}
