// The runner's entry for the page (loaded by a Run button, src/components/RunnableCode): runs one `run` block of a
// page, with the code the reader sees, in the page's project, and compares what it logs with its comments.
import {compareLogs, type ExpectedLog} from './compareLogs';
import type {LogLevel, RunnerPage} from './protocol';
import {runInSandbox} from './sandbox';

export interface OutputLine {
  level: LogLevel | 'uncaught';
  text: string;
}

export interface RunResult {
  /** True when the block logged what its `// logs:` comments say, and nothing failed. */
  matches: boolean;
  expected: ExpectedLog[];
  /** What differs first, when it does not match. */
  mismatch?: string;
}

export interface BlockToRun {
  /** The page's runner file (the code block's `runPage`). */
  page: string;
  block: number;
  /** The code the reader sees: TypeScript, its JavaScript tab, or what they edited. */
  code: string;
  language: string;
}

const pages = new Map<string, Promise<RunnerPage>>();

function loadPage(url: string): Promise<RunnerPage> {
  if (!pages.has(url)) {
    pages.set(
      url,
      fetch(url).then((response) => {
        if (!response.ok) throw new Error(`The page's examples could not be loaded (${response.status}).`);
        return response.json() as Promise<RunnerPage>;
      }),
    );
  }
  return pages.get(url)!.catch((error: unknown) => {
    pages.delete(url);
    throw error;
  });
}

/** Runs the block; `onOutput` hears each line as it is printed. */
export async function runBlock(
  {page: pageUrl, block: number, code, language}: BlockToRun,
  onOutput: (line: OutputLine) => void,
): Promise<RunResult> {
  const page = await loadPage(pageUrl);
  const block = page.blocks[number];
  if (!block) throw new Error(`Block ${number} is not a run block of this page.`);
  const files = Object.fromEntries(
    Object.entries(page.projects[block.project]!).map(([name, index]) => [name, page.sources[index]!]),
  );
  // The JavaScript tab's code replaces the block's TypeScript file: `block-3.ts` runs as `block-3.js`.
  const entry = block.file.replace(/\.[jt]sx?$/, `.${language}`);
  delete files[block.file];
  files[entry] = code;

  const logs: string[] = [];
  let failure: string | undefined;
  await runInSandbox({files, entry}, (event) => {
    if (event.type === 'log') {
      if (event.level === 'log') logs.push(event.text);
      onOutput({level: event.level, text: event.text});
    } else if (event.type === 'error') {
      failure = 'the code threw an error';
      onOutput({level: 'uncaught', text: event.text});
    } else if (event.type === 'timeout') {
      failure = `the run was stopped after ${event.seconds} seconds`;
      onOutput({level: 'uncaught', text: `Stopped: the code ran for more than ${event.seconds} seconds.`});
    }
  });
  const mismatch = failure ?? compareLogs(block.expected, logs)?.message;
  return {matches: mismatch === undefined, expected: block.expected, mismatch};
}
