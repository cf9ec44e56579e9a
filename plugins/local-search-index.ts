// The local search index: in a production build, the build's DocSearch records, packed (src/search/localIndex.ts),
// as a content-hashed file, and `search-index.json`, which names it; in the dev server, the same files made from the
// docs' Markdown and served from memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {collectRecords} from '../scripts/search/collect';
import type {DocSearchRecord} from '../scripts/search/record';
import {packRecords, type LocalIndexManifest} from '../src/search/localIndex';
import {devPageRecords, devPages, type DevPage} from './dev-search-records';
import {docSections} from './llms/doc-pages';

export const manifestFile = 'search-index.json';

interface IndexFiles {
  manifest: LocalIndexManifest;
  /** The packed index, the content of the file `manifest.index` names. */
  json: string;
}

/** Packs `records` under a new build id, so that a browser holding an earlier index fetches this one. */
function packIndex(records: DocSearchRecord[]): IndexFiles {
  const buildId = `${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`;
  const json = JSON.stringify(packRecords(records, buildId));
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
  return {manifest: {buildId, index: `assets/search/index.${hash}.json`}, json};
}

/** Builds the index files into `outDir`; returns the index file's path relative to it. */
export function writeLocalIndex(outDir: string): string {
  const {manifest, json} = packIndex(collectRecords(outDir).pages.flatMap((page) => page.records));
  fs.mkdirSync(path.join(outDir, path.dirname(manifest.index)), {recursive: true});
  fs.writeFileSync(path.join(outDir, manifest.index), json);
  fs.writeFileSync(path.join(outDir, manifestFile), JSON.stringify(manifest));
  return manifest.index;
}

/**
 * beta.7's dev server renders no HTML to read records from, so at each of its rebuilds (saving a doc rebuilds the
 * doc's MDX module) the index is made again from the docs' Markdown. A page is converted again only when its file
 * or its place on the site changed: all 51 take 2 to 3 s of CPU, one 20 to 140 ms. The index keeps its build id
 * until its records change.
 */
class ServeDevIndex {
  private readonly pageRecords = new Map<string, {key: string; records: DocSearchRecord[]}>();
  private served?: {records: string; files: IndexFiles};

  constructor(
    private readonly pages: () => DevPage[],
    private readonly siteUrl: string,
  ) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ServeDevIndex', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'ServeDevIndex', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          const {manifest, json} = this.indexFiles();
          compilation.emitAsset(manifestFile, new RawSource(JSON.stringify(manifest)));
          compilation.emitAsset(manifest.index, new RawSource(json));
        },
      );
    });
  }

  private indexFiles(): IndexFiles {
    const records = this.records();
    const text = JSON.stringify(records);
    if (this.served?.records !== text) this.served = {records: text, files: packIndex(records)};
    return this.served.files;
  }

  private records(): DocSearchRecord[] {
    const pages = this.pages();
    const docUrls = new Map(pages.map((page) => [page.sourceFile, `${this.siteUrl}${page.permalink}`]));
    return pages.flatMap((page) => {
      // A page deleted since the docs plugin listed it: the plugin's reload comes with the next rebuild.
      const stat = fs.statSync(page.sourceFile, {throwIfNoEntry: false});
      if (!stat) return [];
      const key = `${stat.mtimeMs} ${JSON.stringify(page)}`;
      const known = this.pageRecords.get(page.sourceFile);
      if (known?.key === key) return known.records;
      const records = devPageRecords(page, fs.readFileSync(page.sourceFile, 'utf8'), this.siteUrl, docUrls);
      this.pageRecords.set(page.sourceFile, {key, records});
      return records;
    });
  }
}

// The docs plugin's pages as last loaded. The dev server loads the site again when a doc changes, with new plugin
// instances, but keeps the webpack plugin the first instance made: the pages are kept here, where it reads them.
let pages: DevPage[] = [];

/** Generic in its content type only because beta.7's plugin type asks for it. */
export function localSearchIndex<Content>({siteDir, siteConfig}: LoadContext): Plugin<Content> {
  return {
    name: 'local-search-index',
    async contentLoaded({allContent}) {
      pages = devPages(docSections(allContent, siteDir));
    },
    postBuild: async ({outDir}) => {
      const file = writeLocalIndex(outDir);
      console.log(`[search] local search index written to ${file}`);
    },
    configureWebpack: (config, isServer) => {
      if (isServer || config.mode !== 'development') return {};
      return {plugins: [new ServeDevIndex(() => pages, siteConfig.url)]};
    },
  };
}
