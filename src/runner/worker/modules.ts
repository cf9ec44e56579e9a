// Runs a page's project: each file compiled by sucrase (TypeScript and JSX removed, imports turned into `require`
// calls) and evaluated on first `require`, as Node would evaluate the ES modules the checker runs.
import {transform} from 'sucrase';
import {packages} from './packages';

interface Module {
  exports: Record<string, unknown>;
  /** What importers get: the exports, which throw as ES modules do when read before they are set (an import cycle). */
  namespace: Record<string, unknown>;
  evaluating: boolean;
  /** Settles when the module's top-level code has finished (a module with top-level `await` takes longer). */
  evaluated: Promise<void>;
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];

// The Function constructor puts its parameters line and the function's first line before the body.
const WRAPPER_LINES = 2;
const AsyncFunction = async function () {}.constructor as FunctionConstructor;

type ModuleBody = (require: (specifier: string) => unknown, exports: object, module: {exports: object}) => unknown;

function dirname(name: string): string {
  return name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : '';
}

function join(dir: string, relative: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

// sucrase turns `export const {a, b} = slice.actions` into `({a: exports.a, b: exports.b} = slice.actions)`, which
// a line without a semicolon before it calls as a function (and `export const [a] = ...` into `[exports.a] = ...`,
// which it indexes). sucrase keeps every line where it was, so the lines that held such an export get the semicolon.
const DESTRUCTURING_EXPORT = /^\s*export\s+(const|let|var)\s+[{[]/;

function guardDestructuringExports(source: string, javascript: string): string {
  const lines = source.split('\n');
  const exporting = new Set(lines.flatMap((line, index) => (DESTRUCTURING_EXPORT.test(line) ? [index] : [])));
  if (exporting.size === 0) return javascript;
  return javascript
    .split('\n')
    .map((line, index) => (exporting.has(index) ? line.replace(/^(\s*)([([])/, '$1;$2') : line))
    .join('\n');
}

function compile(name: string, code: string): ModuleBody {
  const typescript = /\.tsx?$/.test(name);
  const jsx = /x$/.test(name);
  const {code: javascript} = transform(code, {
    transforms: [...(typescript ? ['typescript' as const] : []), ...(jsx ? ['jsx' as const] : []), 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    filePath: name,
  });
  const body = `${guardDestructuringExports(code, javascript)}\n//# sourceURL=${name}`;
  try {
    return new Function('require', 'exports', 'module', body) as ModuleBody;
  } catch (error) {
    // Top-level `await` only compiles in an async body; the others stay synchronous, so that a module that throws
    // throws inside the `require` that evaluates it, as in Node.
    if (error instanceof SyntaxError) return new AsyncFunction('require', 'exports', 'module', body) as ModuleBody;
    throw error;
  }
}

/** Lines in a stack trace that point into the project's files, shifted back to the lines of the file. */
export function projectStack(stack: string, files: Record<string, string>): string {
  return stack.replace(/\b([\w./-]+\.[jt]sx?):(\d+):(\d+)/g, (whole, name: string, line: string, column: string) =>
    name in files ? `${name}:${Number(line) - WRAPPER_LINES}:${column}` : whole,
  );
}

/** Evaluates `entry` of `files`; settles when its top-level code (and that of what it imports) has finished. */
export function runProject(files: Record<string, string>, entry: string): Promise<void> {
  const modules = new Map<string, Module>();

  const resolve = (specifier: string, from: string): string => {
    const base = join(dirname(from), specifier);
    const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
    const found = candidates.find((candidate) => candidate in files);
    if (found === undefined) {
      throw Object.assign(new Error(`Cannot find module '${specifier}' imported from ${from}`), {
        code: 'ERR_MODULE_NOT_FOUND',
      });
    }
    return found;
  };

  const load = (name: string): Module => {
    const existing = modules.get(name);
    if (existing) return existing;
    const exports: Record<string, unknown> = {};
    const module: Module = {
      exports,
      namespace: new Proxy(exports, {
        get(target, key) {
          if (module.evaluating && typeof key === 'string' && !(key in target) && key !== '__esModule') {
            throw new ReferenceError(`Cannot access '${key}' before initialization`);
          }
          return target[key as string];
        },
      }),
      evaluating: true,
      evaluated: Promise.resolve(),
    };
    modules.set(name, module);
    const body = compile(name, files[name]!);
    const requireFrom = (specifier: string) => {
      if (!specifier.startsWith('.')) {
        const found = packages[specifier];
        if (!found) {
          throw Object.assign(new Error(`Cannot find package '${specifier}' imported from ${name}`), {
            code: 'ERR_MODULE_NOT_FOUND',
          });
        }
        return found;
      }
      return load(resolve(specifier, name)).namespace;
    };
    try {
      const result = body(requireFrom, exports, module);
      if (result instanceof Promise) module.evaluated = result.finally(() => (module.evaluating = false));
      else module.evaluating = false;
    } catch (error) {
      module.evaluating = false;
      throw error;
    }
    return module;
  };

  try {
    return load(entry).evaluated;
  } catch (error) {
    return Promise.reject(error);
  }
}
