// Writes the local search index of a production build: the build's DocSearch records, packed
// (src/search/localIndex.ts), as a content-hashed file, and `search-index.json`, which names it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
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

/** Generic in its content type only because beta.7's plugin type asks for it. */
export function localSearchIndex<Content>(): Plugin<Content> {
  return {
    name: 'local-search-index',
    postBuild: async ({outDir}) => {
      const file = writeLocalIndex(outDir);
      console.log(`[search] local search index written to ${file}`);
    },
  };
}
