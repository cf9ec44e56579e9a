import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {checkExamples, type Report} from '../../scripts/check-examples/check';
import {hasFailures} from '../../scripts/check-examples/report';

const fixtures = path.join(__dirname, '../fixtures/check-examples');
const check = (name: string) => checkExamples({docsDir: path.join(fixtures, name)});
const pageFailures = (report: Report) => report.pages.flatMap((page) => page.failures);

test('a page whose blocks compile and log what they say passes', async () => {
  const report = await check('good');
  assert.deepEqual(pageFailures(report), []);
  assert.deepEqual(report.failures, []);
  assert.equal(hasFailures(report), false);
  assert.deepEqual(
    report.pages.map(({blocks, typeChecked, run, exempt}) => ({blocks, typeChecked, run, exempt})),
    [{blocks: 9, typeChecked: 9, run: 4, exempt: 0}],
  );
});

test('a type error fails at its line with the compiler message', async () => {
  const report = await check('type-error');
  assert.equal(hasFailures(report), true);
  const [failure, ...rest] = pageFailures(report);
  assert.deepEqual(rest, []);
  assert.equal(failure?.block, 1);
  assert.equal(failure?.line, 14);
  assert.equal(failure?.message, "TS2322: Type 'string' is not assignable to type 'number'.");
});

test('a run block that logs something else than its comments say fails', async () => {
  const report = await check('wrong-output');
  assert.equal(hasFailures(report), true);
  const [failure, ...rest] = pageFailures(report);
  assert.deepEqual(rest, []);
  assert.equal(failure?.line, 13);
  assert.equal(failure?.message, 'expected the log `4`, but got `3`');
});

test('more no-check blocks than the budget allows fail the whole check', async () => {
  const report = await check('over-budget');
  assert.equal(hasFailures(report), true);
  assert.deepEqual(pageFailures(report), []);
  assert.equal(report.pages[0]?.exempt, 1);
  assert.match(report.failures[0]?.message ?? '', /1 of 2 blocks are no-check, more than the budget of 5%/);
});
