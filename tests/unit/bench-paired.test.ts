import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RunMetrics} from '../../scripts/bench/lighthouse-run';
import {medians, type PageResult} from '../../scripts/bench/summary';
import {pairedComparison} from '../../scripts/bench/paired';

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

function result(site: string, page: string, tbt: number[], cpu: number[]): PageResult {
  const runs = tbt.map((tbtMs, k) => ({...run, tbtMs, mainThreadCpuMs: cpu[k]}));
  return {site, page, formFactor: 'mobile', words: 1000, runs, median: medians(runs)};
}

test('each run is paired with the same run of the other build, not medians with medians', () => {
  // Medians alone (200 against 200) would say "no change"; run by run the site was lower in two pairs of three.
  const results = [
    result('site', '/a', [100, 200, 400], [300, 300, 300]),
    result('base', '/a', [150, 300, 200], [250, 260, 400]),
    result('site', '/b', [80, 90, 100], [200, 200, 200]),
    result('base', '/b', [60, 60, 60], [200, 200, 200]),
    result('other', '/a', [0, 0, 0], [0, 0, 0]),
  ];
  const report = pairedComparison(results, 'base');
  assert.match(report, /\| \/a +\| mobile \| −50 \/ −100 \/ \+200 +\| −50 ms +\| 2 of 3 +\| \+40 ms +\|/);
  assert.match(report, /\| \/b +\| mobile \| \+20 \/ \+30 \/ \+40 +\| \+30 ms +\| 0 of 3 +\| 0 ms +\|/);
  assert.match(report, /lower on 1 of 2 page\(s\); median of the pages' median differences: −10 ms\./);
  assert.doesNotMatch(report, /other/);
});
