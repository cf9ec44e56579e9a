import {median, table, type PageResult} from './summary';

const signed = (value: number) => {
  const rounded = Math.round(value);
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
};

/**
 * The measured build against one `--compare` build, run by run. The bench measures a page's builds alternately
 * (run 1 of each, then run 2 of each), so run k of both saw about the same machine, and the difference within a
 * pair is steadier than the difference of two medians. For each page: the site's TBT minus the other's in each
 * pair, their median, in how many pairs the site's was lower, and the median difference in main-thread CPU time.
 */
export function pairedComparison(results: readonly PageResult[], other: string): string {
  const pairs = results
    .filter((result) => result.site === 'site')
    .flatMap((ours) => {
      const theirs = results.find((r) => r.site === other && r.page === ours.page && r.formFactor === ours.formFactor);
      return theirs ? [{ours, theirs}] : [];
    });
  const rows = pairs.map(({ours, theirs}) => {
    const runs = ours.runs.map((run, k) => ({ours: run, theirs: theirs.runs[k]})).filter((pair) => pair.theirs);
    const tbt = runs.map((pair) => pair.ours.tbtMs - pair.theirs.tbtMs);
    const cpu = runs.map((pair) => pair.ours.mainThreadCpuMs - pair.theirs.mainThreadCpuMs);
    return {
      medianTbt: median(tbt),
      cells: [
        ours.page,
        ours.formFactor,
        tbt.map(signed).join(' / '),
        `${signed(median(tbt))} ms`,
        `${tbt.filter((difference) => difference < 0).length} of ${tbt.length}`,
        `${signed(median(cpu))} ms`,
      ],
    };
  });
  const lower = rows.filter((row) => row.medianTbt < 0).length;
  const header = ['page', 'mode', 'TBT difference per run', 'median', 'site lower', 'CPU median'];
  return [
    `site against ${other}, run by run (site minus ${other}; below zero, the site did better):`,
    table(header, rows.map((row) => row.cells)),
    `The site's TBT was lower on ${lower} of ${rows.length} page(s); median of the pages' median differences: ` +
      `${signed(median(rows.map((row) => row.medianTbt)))} ms.`,
  ].join('\n');
}
