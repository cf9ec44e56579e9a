// A page's runner file: its `run` blocks and the files of the projects they run in, laid out as the example
// checker lays them out (scripts/check-examples/project.ts), with each block's `// logs:` comments. The remark
// plugin names the file in the page's HTML; the runner plugin writes it. Both call this, on the same Markdown.
import crypto from 'node:crypto';
import fs from 'node:fs';
import {extractBlocks} from '../../scripts/check-examples/extract';
import {blockProblems, layoutPage} from '../../scripts/check-examples/project';
import {expectedLogs} from '../../scripts/check-examples/logs';
import type {RunnerPage} from '../../src/runner/protocol';

export interface RunnerPageFile {
  /** Path inside the build: `assets/runner/pages/<page>.<hash>.json`. */
  file: string;
  json: string;
  /** The numbers of the page's `run` blocks, in page order, with their code (to find them in the MDX tree). */
  runBlocks: {number: number; code: string}[];
}

/** The runner file of the page `id` (`api/createSlice.md`), or undefined when it has no `run` block. */
export function runnerPageFile(id: string, markdown: string): RunnerPageFile | undefined {
  const blocks = extractBlocks(markdown).filter((block) => !block.meta.noCheck && blockProblems(block).length === 0);
  if (!blocks.some((block) => block.meta.run)) return undefined;
  const projects = layoutPage({id, file: id, blocks}, blocks);
  const sources: string[] = [];
  const sourceIndex = (code: string) => {
    if (!sources.includes(code)) sources.push(code);
    return sources.indexOf(code);
  };
  const page: RunnerPage = {id, sources, projects: [], blocks: {}};
  for (const [index, project] of projects.entries()) {
    page.projects.push(Object.fromEntries(project.files.map(({name, block}) => [name, sourceIndex(block.code)])));
    for (const block of project.blocks.filter(({meta}) => meta.run)) {
      page.blocks[block.number] = {
        project: index,
        file: project.files.find((file) => file.block === block)!.name,
        expected: expectedLogs(block),
      };
    }
  }
  const json = JSON.stringify(page);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
  return {
    file: `assets/runner/pages/${id.replace(/\.mdx?$/, '').replaceAll('/', '-')}.${hash}.json`,
    json,
    runBlocks: blocks.filter((block) => block.meta.run).map(({number, code}) => ({number, code})),
  };
}

/** The same, read from the page's file. */
export function readRunnerPageFile(id: string, file: string): RunnerPageFile | undefined {
  return runnerPageFile(id, fs.readFileSync(file, 'utf8'));
}
