// Output as Node prints it: `console.log` through util.format's rules on one line (what the checker compares,
// scripts/check-examples/child.ts), and uncaught errors as Node reports them on stderr.
import {formatWithOptions, inspect} from 'node-inspect-extracted';
import {projectStack} from './modules';

export function formatLog(args: unknown[]): string {
  return formatWithOptions({breakLength: Infinity}, ...args);
}

interface SucraseSyntaxError extends SyntaxError {
  loc?: {line: number; column: number};
}

/** Node's report of an error nothing caught, with the line of the project's file it points at. */
export function formatUncaught(error: unknown, files: Record<string, string>, fromPromise: boolean): string {
  if (!(error instanceof Error)) {
    return fromPromise
      ? '[UnhandledPromiseRejection: This error originated either by throwing inside of an async function without ' +
          'a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with ' +
          `the reason "${String(error)}".] {\n  code: 'ERR_UNHANDLED_REJECTION'\n}`
      : `Uncaught ${inspect(error)}`;
  }
  const located = location(error, files);
  const printed = projectStack(inspect(error), files);
  if (!located) return printed;
  const source = files[located.file]!.split('\n')[located.line - 1] ?? '';
  return `${located.file}:${located.line}\n${source}\n${' '.repeat(Math.max(0, located.column - 1))}^\n\n${printed}`;
}

function location(error: Error, files: Record<string, string>) {
  // sucrase: "Error transforming app/store.ts: Unexpected token (3:5)", with the 1-based line and column in `loc`.
  const {loc} = error as SucraseSyntaxError;
  const transformed = /^Error transforming (\S+): /.exec(error.message)?.[1];
  if (loc && transformed && transformed in files) return {file: transformed, line: loc.line, column: loc.column};
  const frame = /([\w./-]+\.[jt]sx?):(\d+):(\d+)/.exec(projectStack(error.stack ?? '', files));
  if (!frame || !(frame[1]! in files)) return undefined;
  return {file: frame[1]!, line: Number(frame[2]), column: Number(frame[3])};
}
