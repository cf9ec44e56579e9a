import type {FormFactor, RunMetrics} from './lighthouse-run';
import type {BuildResult} from './build';

export type Medians = Omit<RunMetrics, 'offLoopbackRequests'>;

export interface PageResult {
  page: string;
  formFactor: FormFactor;
  runs: RunMetrics[];
  median: Medians;
}

export interface Target {
  name: string;
  actual: string;
  met: boolean;
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
    jsGzipBytes: of('jsGzipBytes'),
  };
}

const kib = (bytes: number) => bytes / 1024;

export function targets(results: readonly PageResult[], build: BuildResult | undefined, landing: string): Target[] {
  const mobile = results.filter((result) => result.formFactor === 'mobile');
  const desktop = results.filter((result) => result.formFactor === 'desktop');
  const every = (
    list: readonly PageResult[],
    pick: (m: Medians) => number,
    ok: (value: number) => boolean,
    format: (value: number) => string,
  ) => ({
    actual: list.map((result) => format(pick(result.median))).join(' / '),
    met: list.length > 0 && list.every((result) => ok(pick(result.median))),
  });
  const score = (value: number) => value.toFixed(2);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const landingJs = mobile.find((result) => result.page === landing)?.median.jsGzipBytes ?? Number.NaN;
  const docsJs = median(mobile.filter((result) => result.page !== landing).map((result) => result.median.jsGzipBytes));
  return [
    {
      name: 'mobile performance ≥ 0.95',
      ...every(
        mobile,
        (m) => m.performance,
        (v) => v >= 0.95,
        score,
      ),
    },
    {
      name: 'mobile LCP < 2.5 s',
      ...every(
        mobile,
        (m) => m.lcpMs,
        (v) => v < 2500,
        seconds,
      ),
    },
    {
      name: 'desktop performance = 1.0',
      ...every(
        desktop,
        (m) => m.performance,
        (v) => v >= 1,
        score,
      ),
    },
    {
      name: 'accessibility = 1.0',
      ...every(
        results,
        (m) => m.accessibility,
        (v) => v >= 1,
        score,
      ),
    },
    {
      name: 'best-practices ≥ 0.95',
      ...every(
        results,
        (m) => m.bestPractices,
        (v) => v >= 0.95,
        score,
      ),
    },
    {
      name: 'SEO = 1.0',
      ...every(
        results,
        (m) => m.seo,
        (v) => v >= 1,
        score,
      ),
    },
    {name: 'landing JS ≤ 110 KiB gzip', actual: `${kib(landingJs).toFixed(1)} KiB`, met: kib(landingJs) <= 110},
    {name: 'docs JS median ≤ 120 KiB gzip', actual: `${kib(docsJs).toFixed(1)} KiB`, met: kib(docsJs) <= 120},
    {
      name: 'cold build ≤ 90 s',
      actual: build ? `${build.seconds.toFixed(1)} s` : 'not measured (--skip-build)',
      met: build !== undefined && build.ok && build.seconds <= 90,
    },
  ];
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function summaryTable(results: readonly PageResult[]): string {
  const rows = results.map(({page, formFactor, median: m}) => [
    page,
    formFactor,
    m.performance.toFixed(2),
    m.accessibility.toFixed(2),
    m.bestPractices.toFixed(2),
    m.seo.toFixed(2),
    `${Math.round(m.fcpMs)} ms`,
    `${Math.round(m.lcpMs)} ms`,
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    `${kib(m.jsGzipBytes).toFixed(1)} KiB`,
  ]);
  return table(['page', 'mode', 'perf', 'a11y', 'best-pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gzip'], rows);
}

export function targetTable(list: readonly Target[]): string {
  return table(
    ['target', 'median', 'met'],
    list.map((target) => [target.name, target.actual, target.met ? 'yes' : 'NO']),
  );
}
