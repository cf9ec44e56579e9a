import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {forEachConcurrently} from '../check-examples/check';
import {extractBlocks} from '../check-examples/extract';
import {runPageTest} from '../check-examples/page-tests';
import {typecheck} from '../check-examples/typecheck';

// The claim tests (examples/claims/<page id>.claims.ts, CONTRIBUTING.md "Claim tests"): type-checked with the
// examples' settings, then each file run with node:test in a process of its own, and counted per page beside what
// the page's `run` blocks show.

export interface PageClaims {
  /** The page, relative to the docs folder: `api/createSlice.md`. */
  page: string;
  /** Words of prose: the page's Markdown without front matter and code blocks. */
  words: number;
  /** Claim tests that passed, and that failed. */
  tested: number;
  failed: number;
  /** The `// logs:` lines of the page's `run` blocks: behaviour the page shows by running it. */
  shownByRun: number;
  failures: string[];
}

export interface ClaimsOptions {
  docsDir: string;
  examplesDir: string;
  /** Only these pages (`api/createSlice.md`); all pages otherwise. */
  pages?: string[];
  timeoutMs?: number;
}

const CLAIMS_FILE = /\.claims\.tsx?$/;
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const FENCED_BLOCK = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

export function proseWords(markdown: string): number {
  const prose = markdown.replace(FRONT_MATTER, '').replace(FENCED_BLOCK, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function shownByRunBlocks(markdown: string): number {
  return extractBlocks(markdown)
    .filter((block) => block.meta.run && !block.meta.noCheck)
    .reduce((sum, block) => sum + (block.code.match(/\/\/ logs:/g)?.length ?? 0), 0);
}

async function claimFiles(claimsDir: string): Promise<string[]> {
  const names = await fs.readdir(claimsDir, {recursive: true});
  return names.filter((name) => CLAIMS_FILE.test(name)).map((name) => path.join(claimsDir, name));
}

export async function checkClaims({
  docsDir,
  examplesDir,
  pages: only,
  timeoutMs = 60_000,
}: ClaimsOptions): Promise<{pages: PageClaims[]; failures: string[]}> {
  const claimsDir = path.join(examplesDir, 'claims');
  const pageIds = only?.length
    ? only
    : (await fs.readdir(docsDir, {recursive: true})).filter((name) => /\.mdx?$/.test(name)).sort();
  const files = await claimFiles(claimsDir);
  const fileOf = new Map(
    files.map((file) => [path.relative(claimsDir, file).split(path.sep).join('/').replace(CLAIMS_FILE, '.md'), file]),
  );
  const failures: string[] = [];
  for (const page of fileOf.keys()) {
    if (!(await fs.stat(path.join(docsDir, page)).catch(() => undefined))) {
      failures.push(`${path.relative(process.cwd(), fileOf.get(page)!)}: proves ${page}, which does not exist`);
    }
  }

  // Types are claims too (a `@ts-expect-error` that stops erroring fails here), so a file that does not compile
  // is not run: its other claims would prove nothing.
  const supportFiles = (await fs.readdir(claimsDir)).filter((name) => /\.ts$/.test(name) && !CLAIMS_FILE.test(name));
  const diagnostics = typecheck([], path.join(examplesDir, 'tsconfig.json'), [
    ...files,
    ...supportFiles.map((name) => path.join(claimsDir, name)),
  ]);
  const notCompiling = new Set<string>();
  for (const {fileName, line, message} of diagnostics) {
    if (fileName) notCompiling.add(path.resolve(fileName));
    failures.push(`${fileName ? path.relative(process.cwd(), fileName) : 'compiler'}:${(line ?? 0) + 1}: ${message}`);
  }

  const setup = path.join(examplesDir, 'page-tests/setup/single-react.ts');
  const results: PageClaims[] = await Promise.all(
    pageIds.map(async (page) => {
      const markdown = await fs.readFile(path.join(docsDir, page), 'utf8');
      return {page, words: proseWords(markdown), tested: 0, failed: 0, shownByRun: shownByRunBlocks(markdown), failures: []};
    }),
  );
  // Most claims files wait on child processes and compilers as much as they compute: one per core.
  await forEachConcurrently(results, os.availableParallelism(), async (result) => {
    const file = fileOf.get(result.page);
    if (file && !notCompiling.has(file)) {
      const run = await runPageTest(examplesDir, file, timeoutMs, setup);
      result.tested = run.passed;
      result.failed = run.failed;
      if (run.failed > 0) result.failures.push(run.failures);
    } else if (file) {
      result.failed = 1;
      result.failures.push('does not compile (see above)');
    }
  });
  return {pages: results, failures};
}
