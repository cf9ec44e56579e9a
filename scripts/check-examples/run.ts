import {spawn} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {ChildMessage} from './child';

export interface RunResult {
  logs: string[];
  error?: {
    message: string;
    /** Where the error was thrown, if in one of the project's files: its name and 0-based line. */
    fileName?: string;
    line?: number;
  };
}

const CHILD = path.join(__dirname, 'child.ts');

/**
 * Writes a project (files by relative name) to a fresh folder under `examplesDir`, so that its imports resolve to
 * the examples' packages, and runs `entry` in a child process of its own, killed after `timeoutMs`.
 */
export async function runProject(
  examplesDir: string,
  files: {name: string; text: string}[],
  entry: string,
  timeoutMs: number,
): Promise<RunResult> {
  const dir = await fs.mkdtemp(path.join(examplesDir, '.run-'));
  try {
    // An ES module package, so that blocks may use top-level await.
    await fs.writeFile(path.join(dir, 'package.json'), '{"type": "module"}\n');
    for (const {name, text} of files) {
      await fs.mkdir(path.dirname(path.join(dir, name)), {recursive: true});
      await fs.writeFile(path.join(dir, name), text);
    }
    return await runChild(dir, path.join(dir, entry), timeoutMs);
  } finally {
    await fs.rm(dir, {recursive: true, force: true});
  }
}

function runChild(dir: string, entryFile: string, timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, entryFile], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let stderr = '';
    let messages = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    child.stdio[3]!.on('data', (chunk: Buffer) => (messages += chunk));
    child.on('close', (code, signal) => {
      const parsed = messages
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ChildMessage);
      const logs = parsed.flatMap((message) => ('log' in message ? [message.log] : []));
      const thrown = parsed.find((message) => 'error' in message);
      if (thrown) resolve({logs, error: locate(thrown.error, dir)});
      else if (signal) resolve({logs, error: {message: `did not finish within ${timeoutMs / 1000} s (${signal})`}});
      else if (code !== 0) resolve({logs, error: {message: `exited with code ${code}\n${stderr.trim()}`}});
      else resolve({logs});
    });
  });
}

// Turns a stack trace into its message and the first frame that points into the project.
function locate(stack: string, dir: string): NonNullable<RunResult['error']> {
  const lines = stack.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  if (firstFrame === -1) return {message: stack};
  const message = lines.slice(0, firstFrame).join('\n');
  for (const line of lines.slice(firstFrame)) {
    const frame = /(file:\/\/\S+?|\/\S+?):(\d+):\d+\)?$/.exec(line);
    if (!frame) continue;
    const file = frame[1]!.startsWith('file:') ? fileURLToPath(frame[1]!) : frame[1]!;
    if (file.startsWith(dir + path.sep)) {
      return {message, fileName: path.relative(dir, file).split(path.sep).join('/'), line: Number(frame[2]) - 1};
    }
  }
  return {message};
}
