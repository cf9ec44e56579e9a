import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {readPages, type CodeBlock, type Page} from './extract';
import {blockProblems, layoutPage, type Project} from './project';
import {typecheck, type CompilerMessage, type VirtualFile} from './typecheck';
import {isAtLeast, otherCompilers, typecheckWith, writeProjectsToDisk} from './other-compilers';
import {runProject} from './run';
import {expectedLogs} from './logs';
import {compareLogs} from '../../src/runner/compareLogs';
import {
  checkPageImports,
  findPageTests,
  runPageTest,
  setupFiles,
  writePageFiles,
  type PageTest,
} from './page-tests';

export interface Failure {
  /** The page or support file, relative to the working directory. */
  file: string;
  block?: number;
  /** 1-based line in `file`. */
  line?: number;
  message: string;
}

export interface PageReport {
  file: string;
  blocks: number;
  typeChecked: number;
  run: number;
  exempt: number;
  /** The page's components (titled tsx/jsx files) that its page test renders. */
  rendered: number;
  failures: Failure[];
}

export interface Report {
  pages: PageReport[];
  /** Failures that belong to no page: the support folder, the compiler settings, the exemption budget. */
  failures: Failure[];
  /** The other TypeScript versions the blocks were checked with, and how long each took. */
  otherCompilers: {version: string; seconds: number}[];
}

export interface CheckOptions {
  docsDir: string;
  /** Check only these page files; the exemption budget then is not enforced, since it is a budget for the site. */
  pages?: string[];
  /** The examples workspace, with the packages, `tsconfig.json` and `support/`. */
  examplesDir?: string;
  /** The page tests (`<page id>.test.tsx`); they must be inside the examples workspace to resolve its packages. */
  pageTestsDir?: string;
  timeoutMs?: number;
  pageTestTimeoutMs?: number;
}

/** At most this share of all blocks may be `no-check`. */
export const EXEMPT_BUDGET = 0.05;

const display = (file: string) => path.relative(process.cwd(), file) || file;

export async function checkExamples({
  docsDir,
  pages: only,
  examplesDir = path.resolve(__dirname, '../../examples'),
  pageTestsDir = path.join(examplesDir, 'page-tests'),
  timeoutMs = 15_000,
  pageTestTimeoutMs = 30_000,
}: CheckOptions): Promise<Report> {
  const pages = await readPages(docsDir, only);
  const reports = new Map<Page, PageReport>();
  const fail = (page: Page, block: CodeBlock, line: number, message: string) =>
    reports.get(page)!.failures.push({file: display(page.file), block: block.number, line: block.line + line, message});

  const projects: Project[] = [];
  const projectsOf = new Map<Page, Project[]>();
  for (const page of pages) {
    const blocks = page.blocks;
    reports.set(page, {
      file: display(page.file),
      blocks: blocks.length,
      typeChecked: blocks.filter((block) => !block.meta.noCheck).length,
      run: blocks.filter((block) => block.meta.run && !block.meta.noCheck).length,
      exempt: blocks.filter((block) => block.meta.noCheck).length,
      rendered: 0,
      failures: [],
    });
    const checked = blocks.filter((block) => {
      const problems = blockProblems(block);
      for (const problem of problems) fail(page, block, 0, problem);
      return problems.length === 0 && !block.meta.noCheck;
    });
    projectsOf.set(page, layoutPage(page, checked));
    projects.push(...projectsOf.get(page)!);
  }

  const otherFailures: Failure[] = [];
  const pageTests = await preparePageTests({pages, projectsOf, reports, examplesDir, pageTestsDir, only, otherFailures});

  // Every file of every project, at `.check-<run>/<page>/<generation>/` inside the examples workspace: in memory for
  // the project's compiler, on disk for the others. A folder per run, since checks of different pages may overlap.
  const checkDir = await fs.mkdtemp(path.join(examplesDir, '.check-'));
  const owners = new Map<string, {page: Page; block: CodeBlock}>();
  const virtualFiles: VirtualFile[] = projects.flatMap((project) =>
    project.files.map(({name, block}) => {
      const fileName = path.join(
        checkDir,
        project.page.id.replace(/\.mdx?$/, ''),
        `${project.generation}`,
        name,
      );
      owners.set(fileName, {page: project.page, block});
      return {fileName, text: block.code};
    }),
  );

  // A file shared by several projects of a page reports the same error once, and an error that every compiler finds
  // is reported once, as the project's compiler words it.
  const reported = new Set<string>();
  // A test with a bad import is reported once, for the import, not again by the compiler.
  const testFiles = new Map(pageTests.filter(({runnable}) => runnable).map((test) => [test.file, test]));
  const report = ({fileName, line = 0, message}: CompilerMessage, compiler?: string) => {
    const owner = fileName === undefined ? undefined : owners.get(fileName);
    const test = fileName === undefined ? undefined : testFiles.get(fileName);
    const tagged = compiler ? `TypeScript ${compiler}: ${message}` : message;
    if (test) {
      test.report.failures.push({file: display(test.file), line: line + 1, message: tagged});
      test.runnable = false;
    } else if (!owner) {
      otherFailures.push({
        file: fileName ? display(fileName) : 'compiler',
        line: fileName ? line + 1 : undefined,
        message: tagged,
      });
    } else {
      const key = `${owner.page.file}:${owner.block.number}:${line}:${/^TS\d+/.exec(message)?.[0] ?? message}`;
      if (reported.has(key)) return;
      reported.add(key);
      fail(owner.page, owner.block, line, tagged);
    }
  };
  const examplesTsconfig = path.join(examplesDir, 'tsconfig.json');
  typecheck(virtualFiles, examplesTsconfig, [
    ...testFiles.keys(),
    ...(testFiles.size > 0 ? await setupFiles(examplesDir) : []),
  ]).forEach((message) => report(message));

  // The blocks again with the other compilers readers use (the page tests are the site's own code: not again).
  const compilerTimes: Report['otherCompilers'] = [];
  try {
    const tsconfig = await writeProjectsToDisk(virtualFiles, checkDir, examplesTsconfig);
    for (const compiler of await otherCompilers()) {
      const started = performance.now();
      const messages = await typecheckWith(compiler, tsconfig);
      compilerTimes.push({version: compiler.version, seconds: (performance.now() - started) / 1000});
      for (const message of messages) {
        const minimum = message.fileName === undefined ? undefined : owners.get(message.fileName)?.block.meta.minTypeScript;
        if (minimum === undefined || isAtLeast(compiler.version, minimum)) report(message, compiler.version);
      }
    }
  } finally {
    await fs.rm(checkDir, {recursive: true, force: true});
  }

  const runs = projects.flatMap((project) =>
    project.blocks.filter((block) => block.meta.run).map((block) => ({project, block})),
  );
  await forEachConcurrently(runs, os.availableParallelism(), async ({project, block}) => {
    const files = project.files.map(({name, block}) => ({name, text: block.code}));
    const entry = project.files.find((file) => file.block === block)!.name;
    const {logs, error} = await runProject(examplesDir, files, entry, timeoutMs);
    if (error) {
      // Reported where it was thrown, which may be a titled file the block imports.
      const thrower = project.files.find((file) => file.name === error.fileName)?.block;
      const context = thrower && thrower !== block ? `\n(thrown while running block ${block.number})` : '';
      fail(project.page, thrower ?? block, thrower ? (error.line ?? 0) : 0, error.message + context);
      return;
    }
    const mismatch = compareLogs(expectedLogs(block), logs);
    if (mismatch) fail(project.page, block, mismatch.line, mismatch.message);
  });

  // One at a time: a page test renders in a process of its own, and two would compete for two cores.
  for (const test of pageTests.filter(({runnable}) => runnable)) {
    const result = await runPageTest(examplesDir, test.file, pageTestTimeoutMs);
    if (result.failed > 0) test.report.failures.push({file: display(test.file), message: result.failures});
  }
  for (const dir of new Set(pageTests.map((test) => test.pageFilesDir))) await fs.rm(dir, {recursive: true, force: true});

  const pageReports = [...reports.values()];
  const blocks = pageReports.reduce((sum, page) => sum + page.blocks, 0);
  const exempt = pageReports.reduce((sum, page) => sum + page.exempt, 0);
  if (!only?.length && exempt > blocks * EXEMPT_BUDGET) {
    otherFailures.push({
      file: display(docsDir),
      message: `${exempt} of ${blocks} blocks are no-check, more than the budget of ${EXEMPT_BUDGET * 100}%`,
    });
  }
  for (const report of pageReports) report.failures.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return {pages: pageReports, failures: otherFailures, otherCompilers: compilerTimes};
}

interface PreparedPageTest extends PageTest {
  report: PageReport;
  /** False once the test has a problem that running it would only repeat (a bad import, a type error). */
  runnable: boolean;
  /** Where the page's files were written for the test. */
  pageFilesDir: string;
}

/**
 * Finds the page tests of the pages being checked, checks their imports against the pages' titles, counts the
 * components each renders and writes the pages' files where the tests import them.
 */
async function preparePageTests(context: {
  pages: Page[];
  projectsOf: Map<Page, Project[]>;
  reports: Map<Page, PageReport>;
  examplesDir: string;
  pageTestsDir: string;
  only: string[] | undefined;
  otherFailures: Failure[];
}): Promise<PreparedPageTest[]> {
  const {pages, projectsOf, reports, examplesDir, pageTestsDir, only, otherFailures} = context;
  const pageById = new Map(pages.map((page) => [page.id, page]));
  const prepared: PreparedPageTest[] = [];
  for (const test of await findPageTests(pageTestsDir)) {
    const page = pageById.get(test.pageId);
    if (!page) {
      // Checking a few pages skips the other pages' tests; a full check fails a test whose page is gone.
      if (!only?.length) {
        otherFailures.push({file: display(test.file), message: `tests the page ${test.pageId}, which does not exist`});
      }
      continue;
    }
    const report = reports.get(page)!;
    const {problems, rendered} = await checkPageImports(test, projectsOf.get(page)!);
    report.rendered = Math.max(report.rendered, rendered.length);
    for (const problem of problems) report.failures.push({file: display(test.file), message: problem});
    const pageFilesDir = await writePageFiles(examplesDir, page.id, projectsOf.get(page)!);
    prepared.push({...test, report, runnable: problems.length === 0, pageFilesDir});
  }
  return prepared;
}

/** Runs `work` on the items, at most `concurrency` at a time. */
export async function forEachConcurrently<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({length: Math.min(concurrency, queue.length)}, worker));
}
