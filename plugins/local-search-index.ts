// Writes the local search index of a production build: the build's DocSearch records, packed
// (src/search/localIndex.ts), as a content-hashed file, and `search-index.json`, which names it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {collectRecords} from '../scripts/search/collect';
import {packRecords, type LocalIndexManifest} from '../src/search/localIndex';

export const manifestFile = 'search-index.json';

/** Builds the index files into `outDir`; returns the index file's path relative to it. */
export function writeLocalIndex(outDir: string): string {
  const records = collectRecords(outDir).pages.flatMap((page) => page.records);
  const buildId = `${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`;
  const json = JSON.stringify(packRecords(records, buildId));
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
  const file = `assets/search/index.${hash}.json`;
  fs.mkdirSync(path.join(outDir, path.dirname(file)), {recursive: true});
  fs.writeFileSync(path.join(outDir, file), json);
  const manifest: LocalIndexManifest = {buildId, index: file};
  fs.writeFileSync(path.join(outDir, manifestFile), JSON.stringify(manifest));
  return file;
}

/**
 * The dev server renders no HTML to take records from, so it serves the index of the last production build in
 * `outDir` (build/), read again at each of its rebuilds: after `npm run build`, the next page saved brings it in.
 */
class ServeLastBuildIndex {
  constructor(private readonly outDir: string) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ServeLastBuildIndex', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'ServeLastBuildIndex', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          const manifest = path.join(this.outDir, manifestFile);
          if (!fs.existsSync(manifest)) return;
          const {index} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as LocalIndexManifest;
          compilation.emitAsset(manifestFile, new RawSource(fs.readFileSync(manifest)));
          compilation.emitAsset(index, new RawSource(fs.readFileSync(path.join(this.outDir, index))));
        },
      );
    });
  }
}

/** Generic in its content type only because beta.7's plugin type asks for it. */
export function localSearchIndex<Content>({outDir}: LoadContext): Plugin<Content> {
  return {
    name: 'local-search-index',
    postBuild: async ({outDir: builtDir}) => {
      const file = writeLocalIndex(builtDir);
      console.log(`[search] local search index written to ${file}`);
    },
    configureWebpack: (config, isServer) => {
      if (isServer || config.mode !== 'development') return {};
      if (!fs.existsSync(path.join(outDir, manifestFile))) {
        console.log(`[search] No ${path.relative(process.cwd(), outDir)}/${manifestFile}: search answers once \`npm run build\` has run.`);
      }
      return {plugins: [new ServeLastBuildIndex(outDir)]};
    },
  };
}
