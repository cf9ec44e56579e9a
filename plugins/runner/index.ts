// The runner of `run` blocks (src/runner): builds its worker and each page's runner file into the site's assets,
// and tells the page's runner chunk where the worker is. Nothing of it loads with a page; a Run button fetches it.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DefinePlugin, type Compiler} from 'webpack';
import {bundleRunner, type RunnerBundle} from './bundle';
import {readRunnerPageFile} from './page-projects';

class EmitRunnerFiles {
  constructor(
    private readonly bundle: RunnerBundle,
    private readonly docsDir: string,
  ) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRunnerFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'EmitRunnerFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          // Minified by esbuild already: the site's minifier leaves it alone.
          compilation.emitAsset(this.bundle.workerFile, new RawSource(this.bundle.worker), {minimized: true});
          // Read at every compilation, so that the dev server serves a page's edited blocks.
          for (const id of fs.readdirSync(this.docsDir, {recursive: true}).map(String)) {
            if (!/\.mdx?$/.test(id)) continue;
            const page = readRunnerPageFile(id.split(path.sep).join('/'), path.join(this.docsDir, id));
            if (page) compilation.emitAsset(page.file, new RawSource(page.json));
          }
        },
      );
    });
  }
}

/** Generic in its content type only because beta.7's plugin type asks for it: the content is the RunnerBundle. */
export function runner<Content>({siteDir, baseUrl}: LoadContext): Plugin<Content> {
  return {
    name: 'runner',
    loadContent: bundleRunner as () => Promise<unknown> as () => Promise<Content>,
    configureWebpack: (config, isServer, utils, content) => {
      const bundle = content as unknown as RunnerBundle;
      return {
        plugins: [
          new DefinePlugin({
            'process.env.RUNNER_WORKER_URL': JSON.stringify(`${baseUrl}${bundle.workerFile}`),
            'process.env.RUNNER_FRAME_SCRIPT': JSON.stringify(bundle.frame),
          }),
          ...(isServer ? [] : [new EmitRunnerFiles(bundle, path.join(siteDir, 'docs'))]),
        ],
      };
    },
  };
}
