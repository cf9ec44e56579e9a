import os from 'node:os';
import path from 'node:path';
import {readPages, type CodeBlock, type Page} from './extract';
import {blockProblems, layoutPage, type Project} from './project';
import {typecheck, type VirtualFile} from './typecheck';
import {runProject} from './run';
import {compareLogs, expectedLogs} from './logs';

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
  failures: Failure[];
}

export interface Report {
  pages: PageReport[];
  /** Failures that belong to no page: the support folder, the compiler settings, the exemption budget. */
  failures: Failure[];
}

export interface CheckOptions {
  docsDir: string;
  /** Check only these page files; the exemption budget then is not enforced, since it is a budget for the site. */
  pages?: string[];
  /** The examples workspace, with the packages, `tsconfig.json` and `support/`. */
  examplesDir?: string;
  timeoutMs?: number;
}

/** At most this share of all blocks may be `no-check`. */
export const EXEMPT_BUDGET = 0.05;

const display = (file: string) => path.relative(process.cwd(), file) || file;

export async function checkExamples({
  docsDir,
  pages: only,
  examplesDir = path.resolve(__dirname, '../../examples'),
  timeoutMs = 15_000,
}: CheckOptions): Promise<Report> {
  const pages = await readPages(docsDir, only);
  const reports = new Map<Page, PageReport>();
  const fail = (page: Page, block: CodeBlock, line: number, message: string) =>
    reports.get(page)!.failures.push({file: display(page.file), block: block.number, line: block.line + line, message});

  const projects: Project[] = [];
  for (const page of pages) {
    const blocks = page.blocks;
    reports.set(page, {
      file: display(page.file),
      blocks: blocks.length,
      typeChecked: blocks.filter((block) => !block.meta.noCheck).length,
      run: blocks.filter((block) => block.meta.run && !block.meta.noCheck).length,
      exempt: blocks.filter((block) => block.meta.noCheck).length,
      failures: [],
    });
    const checked = blocks.filter((block) => {
      const problems = blockProblems(block);
      for (const problem of problems) fail(page, block, 0, problem);
      return problems.length === 0 && !block.meta.noCheck;
    });
    projects.push(...layoutPage(page, checked));
  }

  // Every file of every project, at `.check/<page>/<generation>/` inside the examples workspace (in memory only).
  const owners = new Map<string, {page: Page; block: CodeBlock}>();
  const virtualFiles: VirtualFile[] = projects.flatMap((project) =>
    project.files.map(({name, block}) => {
      const fileName = path.join(
        examplesDir,
        '.check',
        project.page.id.replace(/\.mdx?$/, ''),
        `${project.generation}`,
        name,
      );
      owners.set(fileName, {page: project.page, block});
      return {fileName, text: block.code};
    }),
  );

  const otherFailures: Failure[] = [];
  // A file shared by several projects of a page reports the same error once.
  const reported = new Set<string>();
  for (const {fileName, line = 0, message} of typecheck(virtualFiles, path.join(examplesDir, 'tsconfig.json'))) {
    const owner = fileName === undefined ? undefined : owners.get(fileName);
    if (!owner) {
      otherFailures.push({
        file: fileName ? display(fileName) : 'compiler',
        line: fileName ? line + 1 : undefined,
        message,
      });
    } else if (!reported.has(`${owner.page.file}:${owner.block.number}:${line}:${message}`)) {
      reported.add(`${owner.page.file}:${owner.block.number}:${line}:${message}`);
      fail(owner.page, owner.block, line, message);
    }
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
  return {pages: pageReports, failures: otherFailures};
}

async function forEachConcurrently<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({length: Math.min(concurrency, queue.length)}, worker));
}
