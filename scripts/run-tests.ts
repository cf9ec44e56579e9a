import {spawn} from 'node:child_process';
import fs from 'node:fs';

// Runs every check of the project in order and ends with the plain `N passed, N failed` line CI reads.
// A step that is a single check counts once; the unit and browser runners count each of their tests.

interface Counts {
  passed: number;
  failed: number;
}

interface Step {
  name: string;
  command: string;
  counts?: (output: string) => Counts | undefined;
}

const steps: Step[] = [
  {name: 'type-check', command: 'npx tsc --noEmit'},
  {name: 'unit tests', command: 'npx tsx --test --test-reporter=tap tests/unit/*.test.ts', counts: tapCounts},
  {name: 'code examples', command: 'npm run check:examples'},
  // Every sentence of behaviour quoted by a claim test, run against the installed packages (CONTRIBUTING.md).
  {name: 'claim tests', command: 'npm run check:claims', counts: claimCounts},
  {name: 'Next.js app of the usage guide', command: 'npm run check:next'},
  {name: 'API coverage', command: 'npm run check:coverage'},
  {name: 'production build', command: 'tsx scripts/build-for-tests.ts'},
  {name: 'internal anchors', command: 'npm run check:anchors'},
  {name: 'search records', command: 'npm run search:records'},
  // The timing specs run alone first (see playwright.config.ts). The rest run in a second invocation without the
  // dependency, so that a timing failure does not leave the other browser tests unrun.
  {name: 'browser timing tests', command: 'npx playwright test --project=timing', counts: playwrightCounts},
  {name: 'browser tests', command: 'npx playwright test --project=rest --no-deps', counts: playwrightCounts},
  // Issue 28's "search in the dev server": npm start on a copy without build/ answers, and finds a saved edit.
  {name: 'dev server search', command: 'npm run check:dev-search'},
];

function tapCounts(output: string): Counts | undefined {
  const passed = /^# pass (\d+)$/m.exec(output);
  const failed = /^# fail (\d+)$/m.exec(output);
  return passed && failed ? {passed: Number(passed[1]), failed: Number(failed[1])} : undefined;
}

function claimCounts(output: string): Counts | undefined {
  const total = /^Total: .*?, (\d+) claim tests on \d+ pages \((\d+) failed\)/m.exec(output);
  return total ? {passed: Number(total[1]), failed: Number(total[2])} : undefined;
}

function playwrightCounts(): Counts | undefined {
  const reportPath = 'test-results/browser.json';
  if (!fs.existsSync(reportPath)) return undefined;
  const {stats} = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as {
    stats: {expected: number; unexpected: number; flaky: number};
  };
  // Removed once read, so that a later browser step that crashes is not counted from this step's report.
  fs.rmSync(reportPath);
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected};
}

function run(step: Step): Promise<{code: number; output: string}> {
  console.log(`\n=== ${step.name}: ${step.command}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, {shell: true, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
    let output = '';
    const tee = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => tee(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => tee(chunk, process.stderr));
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

// npm ci installs the Node of package.json's engines into node_modules/.bin (the `node` devDependency), and npm
// scripts put that folder first on PATH, so `npm test` runs on it whatever Node started npm.
const requiredNodeMajor = Number(
  /\d+/.exec((JSON.parse(fs.readFileSync('package.json', 'utf8')) as {engines: {node: string}}).engines.node)![0],
);

async function main(): Promise<void> {
  if (Number(process.versions.node.split('.')[0]) < requiredNodeMajor) {
    console.error(
      `The tests need Node ${requiredNodeMajor} or later; this is Node ${process.versions.node}. ` +
        'Run them with `npm test`, which uses the Node that `npm ci` installs into node_modules/.bin.',
    );
    console.log('\n0 passed, 1 failed');
    process.exitCode = 1;
    return;
  }
  fs.rmSync('test-results/browser.json', {force: true});
  const total: Counts = {passed: 0, failed: 0};
  for (const step of steps) {
    const started = performance.now();
    const {code, output} = await run(step);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    // A runner that crashed before reporting still counts as one failure.
    const counts = step.counts?.(output) ?? {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1};
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    total.passed += counts.passed;
    total.failed += counts.failed;
    console.log(`=== ${step.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
    // Later steps need the build; without it they can only fail, so stop and report.
    if (code !== 0 && step.name === 'production build') break;
  }
  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exitCode = total.failed === 0 ? 0 : 1;
}

void main();
