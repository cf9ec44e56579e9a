import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {CompilerMessage, VirtualFile} from './typecheck';

// Readers compile the examples with other TypeScript versions than the checker's own (the project's `typescript`):
// the oldest that @reduxjs/toolkit 2.x supports, and npm's latest, the native TypeScript 7 whose JavaScript API
// differs. Each is a workspace of its own under compilers/ (so that its `tsc` does not replace the project's in
// node_modules/.bin), and runs as a reader runs it: `tsc -p` over the blocks written to disk.

const COMPILERS_DIR = path.resolve(__dirname, '../../compilers');

export interface OtherCompiler {
  /** The workspace folder under compilers/: `oldest` or `latest`. */
  role: string;
  version: string;
  tscPath: string;
}

export async function otherCompilers(): Promise<OtherCompiler[]> {
  const roles = (await fs.readdir(COMPILERS_DIR, {withFileTypes: true})).filter((entry) => entry.isDirectory());
  return Promise.all(
    roles.map(async ({name: role}) => {
      const packageDir = path.join(COMPILERS_DIR, role, 'node_modules/typescript');
      const {version} = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
      return {role, version, tscPath: path.join(packageDir, 'bin/tsc')};
    }),
  );
}

/**
 * Writes the blocks where the checker's in-memory program placed them, with a tsconfig that extends the examples'
 * settings, and returns that tsconfig. The caller removes `dir` when done.
 */
export async function writeProjectsToDisk(files: VirtualFile[], dir: string, examplesTsconfig: string): Promise<string> {
  for (const {fileName, text} of files) {
    await fs.mkdir(path.dirname(fileName), {recursive: true});
    await fs.writeFile(fileName, text);
  }
  const tsconfig = path.join(dir, 'tsconfig.json');
  const supportDir = path.join(path.dirname(examplesTsconfig), 'support');
  await fs.writeFile(
    tsconfig,
    JSON.stringify({
      extends: path.relative(dir, examplesTsconfig),
      include: ['**/*', path.relative(dir, supportDir)],
    }),
  );
  return tsconfig;
}

// `file(line,col): error TS2322: message`, the message going on in lines indented by two spaces.
const DIAGNOSTIC = /^(?:(.+)\((\d+),\d+\): )?error (TS\d+): (.*)$/;

export function parseTscOutput(output: string, projectDir: string): CompilerMessage[] {
  const messages: CompilerMessage[] = [];
  for (const line of output.split('\n')) {
    const match = DIAGNOSTIC.exec(line);
    if (match) {
      const [, file, lineNumber, code, text] = match;
      messages.push({
        fileName: file === undefined ? undefined : path.resolve(projectDir, file),
        line: lineNumber === undefined ? undefined : Number(lineNumber) - 1,
        message: `${code}: ${text}`,
      });
    } else if (line.startsWith('  ') && messages.length > 0) {
      messages.at(-1)!.message += `\n${line.trim()}`;
    }
  }
  return messages;
}

/** Type-checks the project of `tsconfig` with one of the other compilers; an empty list when it compiles. */
export function typecheckWith(compiler: OtherCompiler, tsconfig: string): Promise<CompilerMessage[]> {
  const projectDir = path.dirname(tsconfig);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [compiler.tscPath, '-p', tsconfig, '--pretty', 'false'],
      {cwd: projectDir, maxBuffer: 64 * 1024 * 1024},
      (error, stdout, stderr) => {
        const messages = parseTscOutput(stdout, projectDir);
        // tsc exits non-zero with diagnostics; anything else (it did not start, it crashed) is reported as it came.
        if (error && messages.length === 0) messages.push({message: `tsc failed: ${stderr || stdout || error.message}`});
        resolve(messages);
      },
    );
  });
}

/** Whether a compiler of `version` (`5.4.5`) is at least `minimum` (`5.5`). */
export function isAtLeast(version: string, minimum: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  const [minMajor, minMinor] = minimum.split('.').map(Number);
  return major! > minMajor! || (major === minMajor && minor! >= minMinor!);
}
