// What the page, the sandbox frame and the runner's worker tell each other, and what a page's runner file holds.
import type {ExpectedLog} from './compareLogs';

/** A page's `run` blocks and the files they see, as plugins/runner/page-projects.ts writes them at build time. */
export interface RunnerPage {
  /** The page's file in docs/: `api/createSlice.md`. */
  id: string;
  /** The code of every file of the page's projects; projects refer to them by index. */
  sources: string[];
  /** Per project (a stretch of the page, see scripts/check-examples/project.ts): file name to index in `sources`. */
  projects: Record<string, number>[];
  /** Per `run` block, by its number among the page's ts/tsx/js/jsx blocks. */
  blocks: Record<string, RunnerBlock>;
}

export interface RunnerBlock {
  project: number;
  /** The block's own file in its project (`block-3.ts`, or its title). */
  file: string;
  /** Its `// logs:` comments. */
  expected: ExpectedLog[];
}

/** A run: the project's files by name, and the one to execute. */
export interface RunRequest {
  files: Record<string, string>;
  entry: string;
}

export type LogLevel = 'log' | 'info' | 'warn' | 'error';

/** From the worker (through the frame), while and after it runs a block. */
export type RunEvent =
  | {type: 'log'; level: LogLevel; text: string}
  /** Thrown, rejected or not compilable, printed as Node prints an uncaught error. */
  | {type: 'error'; text: string}
  /** The block has nothing left to do (Node would exit). */
  | {type: 'done'}
  /** The frame stopped the worker: it ran longer than the limit. */
  | {type: 'timeout'; seconds: number};
