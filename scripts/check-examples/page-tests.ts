import {spawn} from 'node:child_process';
import {closeSync, mkdtempSync, openSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type {Project} from './project';

// Page tests: a test file in the examples workspace renders a page's components with Testing Library and acts as
// the reader would (CONTRIBUTING.md, "Page tests"). It imports the page's files by their titles, as
// `@page/<page id>/<title without extension>`; the checker writes the latest version of every titled file of the
// page to `<examples>/.pages/<page id>/` before the test runs, and examples/tsconfig.json maps `@page/*` there.

export const PAGE_IMPORT_PREFIX = '@page/';
const PAGES_DIR = '.pages';
const TEST_FILE = /\.test\.tsx?$/;
// What every page test loads first: a DOM, a single React and the fake API.
const SETUP_DIR = 'page-tests/setup';

export interface PageTest {
  /** Absolute path of the test file. */
  file: string;
  /** The page it tests, as the checker names pages: `tutorials/quick-start.md`. */
  pageId: string;
}

/** Every `*.test.ts(x)` under `testsDir`; `tutorials/quick-start.test.tsx` tests the page `tutorials/quick-start`. */
export async function findPageTests(testsDir: string): Promise<PageTest[]> {
  const names = await fs.readdir(testsDir, {recursive: true}).catch(() => []);
  return names
    .filter((name) => TEST_FILE.test(name))
    .sort()
    .map((name) => ({
      file: path.join(testsDir, name),
      pageId: name.split(path.sep).join('/').replace(TEST_FILE, '.md'),
    }));
}

const withoutExtension = (name: string) => name.replace(/\.[jt]sx?$/, '');

/** The page's titled files, each at its latest version (the last project of a page holds them all). */
export function latestFiles(projects: Project[]) {
  return projects.at(-1)?.files.filter(({block}) => block.meta.title !== undefined) ?? [];
}

/**
 * Writes the titled files of a page under `<examples>/.pages/<page id>/`, replacing what an earlier run left, and
 * returns that folder. Only the page's own folder is touched, so that checks of other pages can run meanwhile.
 */
export async function writePageFiles(examplesDir: string, pageId: string, projects: Project[]): Promise<string> {
  const dir = path.join(examplesDir, PAGES_DIR, pageId.replace(/\.mdx?$/, ''));
  await fs.rm(dir, {recursive: true, force: true});
  for (const {name, block} of latestFiles(projects)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), {recursive: true});
    await fs.writeFile(path.join(dir, name), block.code);
  }
  return dir;
}

/** The module names a file imports (static imports, `export ... from`, dynamic `import()` and `require`). */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The setup files, which the checker type-checks with the tests. */
export async function setupFiles(examplesDir: string): Promise<string[]> {
  const dir = path.join(examplesDir, SETUP_DIR);
  return (await fs.readdir(dir)).filter((name) => name.endsWith('.ts')).map((name) => path.join(dir, name));
}

export interface ImportCheck {
  problems: string[];
  /** The page's tsx/jsx files the test reaches through its imports, directly or through other page files. */
  rendered: string[];
}

/**
 * Checks that every `@page/...` import of a test names this page and a title the page shows, and follows the
 * imports from there through the page's files to count the components the test renders.
 */
export async function checkPageImports(test: PageTest, projects: Project[]): Promise<ImportCheck> {
  const files = new Map(latestFiles(projects).map(({name, block}) => [withoutExtension(name), {name, block}]));
  const pagePrefix = `${PAGE_IMPORT_PREFIX}${test.pageId.replace(/\.mdx?$/, '')}/`;
  const problems: string[] = [];
  const reached = new Set<string>();
  const titles = [...files.values()].map(({name}) => name).join(', ') || 'none';

  const visit = (name: string) => {
    const file = files.get(name);
    if (!file || reached.has(name)) return;
    reached.add(name);
    for (const specifier of importsOf(file.block.code)) {
      if (specifier.startsWith('.')) visit(path.posix.normalize(path.posix.join(path.posix.dirname(name), specifier)));
    }
  };

  for (const specifier of importsOf(await fs.readFile(test.file, 'utf8'))) {
    if (!specifier.startsWith(PAGE_IMPORT_PREFIX)) continue;
    if (!specifier.startsWith(pagePrefix)) {
      problems.push(`imports "${specifier}", but a test of this page imports its files as "${pagePrefix}<title>"`);
      continue;
    }
    const name = specifier.slice(pagePrefix.length);
    if (files.has(name)) visit(name);
    else problems.push(`imports "${specifier}", but the page shows no file titled "${name}" (its titles: ${titles})`);
  }
  const rendered = [...reached].map((name) => files.get(name)!.name).filter((name) => /\.[jt]sx$/.test(name));
  return {problems, rendered};
}

export interface TestRun {
  passed: number;
  failed: number;
  /** What the runner printed about the failures; empty when every test passed. */
  failures: string;
}

/**
 * Runs one page test with node:test in a process of its own, from the examples workspace, with the DOM, the
 * single React and the fake API of `page-tests/setup/` (or another `setup` module loaded first). A test that is
 * still running after `timeoutMs` fails.
 */
export function runPageTest(
  examplesDir: string,
  testFile: string,
  timeoutMs: number,
  setup = path.join(examplesDir, SETUP_DIR, 'index.ts'),
): Promise<TestRun> {
  const args = [
    '--import',
    'tsx',
    '--import',
    setup,
    '--test',
    // RTK Query keeps unused data for 60 s after the last component unmounts; the test is over before that.
    '--test-force-exit',
    // Forced to exit, the report lost its end (41 to 90 of 90 tests on Node 24.21): in a process of its own the
    // file's results did not all reach the runner, and writes to a pipe were still pending. So the file runs in the
    // runner's process, and the report goes to a file, which Node writes synchronously.
    '--test-isolation=none',
    `--test-timeout=${timeoutMs}`,
    '--test-reporter=tap',
    testFile,
  ];
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'page-test-'));
  const reportFile = path.join(reportDir, 'report.tap');
  const report = openSync(reportFile, 'w');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: examplesDir,
      env: {
        ...process.env,
        // Set when the checker itself runs under node:test (its self-tests); the child would then report to it in
        // node:test's internal format instead of TAP.
        NODE_TEST_CONTEXT: undefined,
        TSX_TSCONFIG_PATH: path.join(examplesDir, 'page-tests/tsconfig.json'),
        // Testing Library prints the DOM of a failed query; plain and short, for the checker's report.
        COLORS: 'false',
        DEBUG_PRINT_LIMIT: '1500',
      },
      stdio: ['ignore', report, report],
    });
    child.on('close', (code) => {
      closeSync(report);
      const output = readFileSync(reportFile, 'utf8');
      rmSync(reportDir, {recursive: true, force: true});
      const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
      const passed = count('pass');
      // A file without a single test proves nothing, and counts as a failure.
      const failed = Math.max(count('fail'), code === 0 && passed > 0 ? 0 : 1);
      resolve({passed, failed, failures: failed > 0 ? failureSummary(output) : ''});
    });
  });
}

// The TAP lines that say what failed: each failing test's name, its error and the first frames of its stack.
function failureSummary(tap: string): string {
  const lines = tap.split('\n');
  const summary: string[] = [];
  lines.forEach((line, index) => {
    if (!/^\s*not ok \d+ - /.test(line)) return;
    const details = lines.slice(index + 1).findIndex((next) => /^\s*\.\.\.$/.test(next));
    const block = lines.slice(index + 1, details === -1 ? undefined : index + 1 + details);
    const error = block.filter((next) => !/^\s*(---|duration_ms|location|failureType|code|type):?/.test(next));
    summary.push(line.trim(), ...error.slice(0, 14).map((next) => `  ${next.trim()}`));
  });
  const notTap = lines.filter((line) => /^(Error|TypeError|SyntaxError)/.test(line));
  return [...summary, ...notTap].join('\n') || tap.trim().split('\n').slice(-20).join('\n');
}
