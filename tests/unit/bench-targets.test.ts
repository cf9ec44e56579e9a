import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {FormFactor, RunMetrics} from '../../scripts/bench/lighthouse-run';
import {medians, targets, targetTable, type PageResult} from '../../scripts/bench/summary';

const run: RunMetrics = {
  performance: 0.97,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  fcpMs: 900,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0,
  domElements: 2000,
  mainThreadMs: 1500,
  mainThreadCpuMs: 200,
  benchmarkIndex: 1500,
  jsGzipBytes: 115 * 1024,
  offLoopbackRequests: [],
};

function result(page: string, formFactor: FormFactor, changes: Partial<RunMetrics> = {}): PageResult {
  const runs = [{...run, ...changes}];
  return {site: 'site', page, formFactor, words: 1000, runs, median: medians(runs)};
}

const byName = (list: ReturnType<typeof targets>) => new Map(list.map((target) => [target.name, target]));

test('a target the run measured nothing for reads "not measured", neither met nor missed', () => {
  // As `--all --modes mobile --skip-build` runs: docs pages only, in one mode, and no build.
  const docsPages = [result('/api/createSlice', 'mobile'), result('/api/createApi', 'mobile')];
  const list = byName(targets(docsPages, undefined, '/'));
  for (const name of ['desktop performance = 1.0', 'landing JS ≤ 110 KiB gzip', 'cold build ≤ 90 s']) {
    assert.deepEqual(list.get(name), {name, actual: 'not measured', met: null});
  }
  assert.equal(list.get('mobile performance ≥ 0.95')?.met, true);
  assert.equal(list.get('docs JS median ≤ 120 KiB gzip')?.actual, '115.0 KiB');
  assert.match(targetTable([...list.values()]), /\| desktop performance = 1\.0 +\| not measured +\| – +\|/);
});

test('a measured target is met or missed by its threshold, and a failed build misses its target', () => {
  const list = byName(
    targets(
      [result('/', 'mobile', {jsGzipBytes: 111 * 1024}), result('/api/createSlice', 'mobile', {performance: 0.94})],
      {ok: false, seconds: 60, peakMemoryMiB: null, outDir: 'build'},
      '/',
    ),
  );
  assert.equal(list.get('mobile performance ≥ 0.95')?.met, false);
  const landingJs = 'landing JS ≤ 110 KiB gzip';
  assert.deepEqual(list.get(landingJs), {name: landingJs, actual: '111.0 KiB', met: false});
  assert.equal(list.get('cold build ≤ 90 s')?.met, false);
  assert.match(targetTable([...list.values()]), /\| cold build ≤ 90 s +\| 60\.0 s +\| NO +\|/);
});
