import type {FormFactor, RunMetrics} from './lighthouse-run';
import type {BuildResult} from './build';

export type Medians = Omit<RunMetrics, 'offLoopbackRequests'>;

export interface PageResult {
  /** Which build: `site` (the one measured), the `--compare` build's folder name, or `reference`. */
  site: string;
  page: string;
  formFactor: FormFactor;
  /** Words of the page's article in the build (see page-words.ts). */
  words: number;
  runs: RunMetrics[];
  median: Medians;
}

export interface Target {
  name: string;
  actual: string;
  /** `null` when the run measured nothing the target is about (a mode, a page or a build it did not run). */
  met: boolean | null;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure on its own, over the runs of one page in one mode. */
export function medians(runs: readonly RunMetrics[]): Medians {
  const of = (key: keyof Medians) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    domElements: of('domElements'),
    mainThreadMs: of('mainThreadMs'),
    mainThreadCpuMs: of('mainThreadCpuMs'),
    benchmarkIndex: of('benchmarkIndex'),
    jsGzipBytes: of('jsGzipBytes'),
  };
}

const kib = (bytes: number) => bytes / 1024;

/** A target judged on `value`, or not measured when the run has no value for it. */
export function judge<T>(name: string, value: T | undefined, format: (value: T) => string, ok: (value: T) => boolean): Target {
  if (value === undefined) return {name, actual: 'not measured', met: null};
  return {name, actual: format(value), met: ok(value)};
}

export function targets(results: readonly PageResult[], build: BuildResult | undefined, landing: string): Target[] {
  const mobile = results.filter((result) => result.formFactor === 'mobile');
  const desktop = results.filter((result) => result.formFactor === 'desktop');
  const every = (
    name: string,
    list: readonly PageResult[],
    pick: (m: Medians) => number,
    ok: (value: number) => boolean,
    format: (value: number) => string,
  ) =>
    judge(
      name,
      list.length > 0 ? list.map((result) => pick(result.median)) : undefined,
      (values) => values.map(format).join(' / '),
      (values) => values.every(ok),
    );
  const score = (value: number) => value.toFixed(2);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const landingJs = mobile.find((result) => result.page === landing)?.median.jsGzipBytes;
  const docsJsSizes = mobile.filter((result) => result.page !== landing).map((result) => result.median.jsGzipBytes);
  const jsTarget = (name: string, bytes: number | undefined, limitKib: number) =>
    judge(name, bytes, (value) => `${kib(value).toFixed(1)} KiB`, (value) => kib(value) <= limitKib);
  return [
    every('mobile performance ≥ 0.95', mobile, (m) => m.performance, (v) => v >= 0.95, score),
    every('mobile LCP < 2.5 s', mobile, (m) => m.lcpMs, (v) => v < 2500, seconds),
    every('desktop performance = 1.0', desktop, (m) => m.performance, (v) => v >= 1, score),
    every('accessibility = 1.0', results, (m) => m.accessibility, (v) => v >= 1, score),
    every('best-practices ≥ 0.95', results, (m) => m.bestPractices, (v) => v >= 0.95, score),
    every('SEO = 1.0', results, (m) => m.seo, (v) => v >= 1, score),
    jsTarget('landing JS ≤ 110 KiB gzip', landingJs, 110),
    jsTarget('docs JS median ≤ 120 KiB gzip', docsJsSizes.length > 0 ? median(docsJsSizes) : undefined, 120),
    judge(
      'cold build ≤ 90 s',
      build,
      (value) => `${value.seconds.toFixed(1)} s`,
      (value) => value.ok && value.seconds <= 90,
    ),
  ];
}

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** TBT as a multiple of the reference page's, measured in the same mode and run: comparable across machines. */
function tbtRatio(result: PageResult, results: readonly PageResult[]): string {
  const reference = results.find((other) => other.site === 'reference' && other.formFactor === result.formFactor);
  const referenceTbt = reference?.median.tbtMs ?? 0;
  return referenceTbt > 0 ? `${(result.median.tbtMs / referenceTbt).toFixed(2)}×` : '–';
}

export function summaryTable(results: readonly PageResult[]): string {
  const rows = results.map((result) => {
    const {site, page, formFactor, words, median: m} = result;
    return [
      site,
      page,
      formFactor,
      m.performance.toFixed(2),
      m.accessibility.toFixed(2),
      m.bestPractices.toFixed(2),
      m.seo.toFixed(2),
      ms(m.fcpMs),
      ms(m.lcpMs),
      ms(m.tbtMs),
      tbtRatio(result, results),
      ms(m.mainThreadMs),
      ms(m.mainThreadCpuMs),
      String(m.domElements),
      String(words),
      m.cls.toFixed(3),
      `${kib(m.jsGzipBytes).toFixed(1)} KiB`,
      String(Math.round(m.benchmarkIndex)),
    ];
  });
  const header = ['site', 'page', 'mode', 'perf', 'a11y', 'best-pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'TBT/ref', 'main thread'];
  return table([...header, 'CPU', 'DOM', 'words', 'CLS', 'JS gzip', 'bench idx'], rows);
}

/**
 * How the figures spread over the docs pages measured in mobile mode (one build): min, median and max of each,
 * the five pages with the most TBT, and how much more TBT the longest page has than the shortest.
 */
export function spreadReport(docs: readonly PageResult[], all: readonly PageResult[]): string {
  const figures: [string, (result: PageResult) => number, (value: number) => string][] = [
    ['performance', (r) => r.median.performance, (v) => v.toFixed(2)],
    ['TBT', (r) => r.median.tbtMs, ms],
    ['main thread', (r) => r.median.mainThreadMs, ms],
    ['main-thread CPU', (r) => r.median.mainThreadCpuMs, ms],
    ['DOM elements', (r) => r.median.domElements, (v) => String(Math.round(v))],
    ['words', (r) => r.words, (v) => String(Math.round(v))],
    ['JS gzip', (r) => r.median.jsGzipBytes, (v) => `${kib(v).toFixed(1)} KiB`],
  ];
  const spread = table(
    ['figure', 'min', 'median', 'max'],
    figures.map(([name, pick, format]) => {
      const values = docs.map(pick);
      return [name, format(Math.min(...values)), format(median(values)), format(Math.max(...values))];
    }),
  );
  const worst = table(
    ['page', 'TBT', 'TBT/ref', 'perf', 'DOM', 'words'],
    [...docs]
      .sort((a, b) => b.median.tbtMs - a.median.tbtMs)
      .slice(0, 5)
      .map((r) => [
        r.page,
        ms(r.median.tbtMs),
        tbtRatio(r, all),
        r.median.performance.toFixed(2),
        String(r.median.domElements),
        String(r.words),
      ]),
  );
  const byWords = [...docs].sort((a, b) => a.words - b.words);
  const [shortest, longest] = [byWords[0], byWords[byWords.length - 1]];
  const ratio =
    shortest.median.tbtMs > 0 ? `${(longest.median.tbtMs / shortest.median.tbtMs).toFixed(2)}×` : 'n/a (0 ms)';
  return [
    `Spread over ${docs.length} docs pages (mobile):\n${spread}`,
    `Most TBT:\n${worst}`,
    `Longest page ${longest.page} (${longest.words} words, TBT ${ms(longest.median.tbtMs)}) against shortest ` +
      `${shortest.page} (${shortest.words} words, TBT ${ms(shortest.median.tbtMs)}): ${ratio}`,
  ].join('\n\n');
}

export function targetTable(list: readonly Target[]): string {
  return table(
    ['target', 'median', 'met'],
    list.map((target) => [target.name, target.actual, target.met === null ? '–' : target.met ? 'yes' : 'NO']),
  );
}
