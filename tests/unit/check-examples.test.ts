import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {checkExamples, type Report} from '../../scripts/check-examples/check';
import {hasFailures} from '../../scripts/check-examples/report';

const fixtures = path.join(__dirname, '../fixtures/check-examples');
const examplesDir = path.join(__dirname, '../../examples');
// A fixture's page tests, if it has any, are in its own folder: the site's page tests belong to the site's pages.
const check = (name: string) =>
  checkExamples({docsDir: path.join(fixtures, name), pageTestsDir: path.join(fixtures, name, 'page-tests')});
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

test('a type error fails at its line with the compiler message, once though every compiler finds it', async () => {
  const report = await check('type-error');
  assert.equal(hasFailures(report), true);
  const [failure, ...rest] = pageFailures(report);
  assert.deepEqual(rest, []);
  assert.equal(failure?.block, 1);
  assert.equal(failure?.line, 14);
  assert.equal(failure?.message, "TS2322: Type 'string' is not assignable to type 'number'.");
});

test('a block that compiles with the project\'s TypeScript but not with the oldest supported one fails, naming it', async () => {
  const report = await check('needs-newer-typescript');
  const [failure, ...rest] = pageFailures(report);
  assert.deepEqual(rest, []);
  assert.equal(failure?.line, 10);
  assert.match(
    failure?.message ?? '',
    /^TypeScript 5\.4\.5: TS2322: Type '\(string \| number\)\[\]' is not assignable to type 'string\[\]'\./,
  );
});

test('a block marked typescript=5.5 is skipped by older compilers, and must say so in its code', async () => {
  const report = await check('declares-newer-typescript');
  assert.deepEqual(
    pageFailures(report).map(({block, message}) => ({block, message})),
    [{block: 2, message: 'a block marked typescript=5.5 says so in a comment naming "TypeScript 5.5"'}],
  );
});

test('a run block that logs something else than its comments say fails', async () => {
  const report = await check('wrong-output');
  assert.equal(hasFailures(report), true);
  const [failure, ...rest] = pageFailures(report);
  assert.deepEqual(rest, []);
  assert.equal(failure?.line, 13);
  assert.equal(failure?.message, 'expected the log `4`, but got `3`');
});

test('a run block reaches only the fake API: sockets are refused before its first fetch, other URLs fail after', async () => {
  const report = await check('network');
  assert.deepEqual(pageFailures(report), []);
  assert.equal(report.pages[0]?.run, 1);
});

test('more no-check blocks than the budget allows fail the whole check', async () => {
  const report = await check('over-budget');
  assert.equal(hasFailures(report), true);
  assert.deepEqual(pageFailures(report), []);
  assert.equal(report.pages[0]?.exempt, 1);
  assert.match(report.failures[0]?.message ?? '', /1 of 2 blocks are no-check, more than the budget of 5%/);
});

// Page tests resolve React and Testing Library from the examples workspace, so a fixture's tests are copied there.
async function checkWithPageTests(name: string): Promise<Report> {
  const pageTestsDir = await fs.mkdtemp(path.join(examplesDir, `.fixture-${name}-`));
  try {
    await fs.cp(path.join(fixtures, name, 'page-tests'), pageTestsDir, {recursive: true});
    return await checkExamples({docsDir: path.join(fixtures, name), pageTestsDir});
  } finally {
    await fs.rm(pageTestsDir, {recursive: true, force: true});
  }
}

test('a page test renders the page component and drives it', async () => {
  const report = await checkWithPageTests('renders');
  assert.deepEqual(pageFailures(report), []);
  assert.equal(report.pages[0]?.rendered, 1);
});

test('a component that renders something else than its page test expects fails, naming the test', async () => {
  const report = await checkWithPageTests('wrong-render');
  const [failure, ...rest] = pageFailures(report);
  assert.deepEqual(rest, []);
  assert.match(failure?.file ?? '', /\.fixture-wrong-render-\w+\/page\.test\.tsx$/);
  assert.match(failure?.message ?? '', /not ok 1 - the button counts clicks/);
  assert.match(failure?.message ?? '', /Unable to find an accessible element with the role "button" and name "Count: 0"/);
});

test('a page test that imports a title the page no longer shows fails, naming the title', async () => {
  const report = await checkWithPageTests('missing-title');
  const messages = pageFailures(report).map((failure) => failure.message);
  assert.equal(messages.length, 1, messages.join('\n'));
  assert.equal(
    messages[0],
    'imports "@page/page/Counter", but the page shows no file titled "Counter" ' +
      '(its titles: counterSlice.ts, components/Counter.tsx)',
  );
});
