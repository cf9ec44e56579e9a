// Builds the runner's worker (src/runner/worker) into one browser script with esbuild. The packages examples import
// are resolved from the examples workspace, as Node resolves them when the checker runs a block, so the runner
// runs the same @reduxjs/toolkit, Immer, Reselect and Redux builds (and React 19, not the site's React 17).
import crypto from 'node:crypto';
import path from 'node:path';
import {build, type Plugin} from 'esbuild';

const siteDir = path.resolve(__dirname, '../..');
const examplesDir = path.join(siteDir, 'examples');

/** How long a run may take before the frame stops it. */
export const RUN_LIMIT_SECONDS = 10;

export interface RunnerBundle {
  /** Path of the worker's script inside the build: `assets/runner/worker.<hash>.js`. */
  workerFile: string;
  worker: string;
  /** The sandbox frame's script, small enough to travel inside the page's runner chunk. */
  frame: string;
}

const fromExamples: Plugin = {
  name: 'resolve-from-examples',
  setup(builder) {
    // Bare specifiers of the runner's own files, not of the packages' (those resolve from where the package is).
    builder.onResolve({filter: /^[^./]/}, async (args) => {
      const fromRunner = args.importer.startsWith(path.join(siteDir, 'src/runner/'));
      if (!fromRunner || args.pluginData === 'examples') return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: examplesDir,
        pluginData: 'examples',
      });
      return resolved.errors.length > 0 ? {errors: resolved.errors} : resolved;
    });
  },
};

// Packages the runner's bundle replaces with smaller stand-ins; each shim says why it is enough.
const shims: Plugin = {
  name: 'runner-shims',
  setup(builder) {
    builder.onResolve({filter: /^(tldts|ts-interface-checker|is-node-process)$/}, (args) => ({
      path: path.join(siteDir, 'src/runner/worker/shims', `${args.path}.ts`),
    }));
  },
};

async function bundle(entry: string, define: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: [path.join(siteDir, entry)],
    bundle: true,
    write: false,
    minify: true,
    // Node prints a class's name (`Tuple(1) [ ... ]`): the minifier must keep it.
    keepNames: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome100',
    // Node picks the ES module builds (`module-sync`, `import`); so does the runner, not the packages' browser builds.
    conditions: ['module-sync', 'module', 'import'],
    define,
    plugins: [shims, fromExamples],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export async function bundleRunner(): Promise<RunnerBundle> {
  // Node runs the packages' development code when NODE_ENV is unset, as the checker leaves it.
  const worker = await bundle('src/runner/worker/index.ts', {'process.env.NODE_ENV': '"development"'});
  const frame = await bundle('src/runner/frame/index.ts', {RUN_LIMIT_SECONDS: String(RUN_LIMIT_SECONDS)});
  const hash = crypto.createHash('sha256').update(worker).digest('hex').slice(0, 10);
  return {workerFile: `assets/runner/worker.${hash}.js`, worker, frame};
}
