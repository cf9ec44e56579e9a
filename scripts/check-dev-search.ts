// npm run check:dev-search: the dev server of a fresh checkout (no build/) answers a search at once, and finds a word
// added to a doc, and a new page, after its rebuilds. It runs `npm start` on a copy of the site's tracked files,
// never on the real docs, at DEV_PORT (default 4280). The last step of `npm test`: it starts a dev server (about
// 25 s with a warm webpack cache here, a minute or more cold).
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {unpackRecords, type LocalIndex, type LocalIndexManifest} from '../src/search/localIndex';
import type {DocSearchRecord} from './search/record';

const root = path.resolve(__dirname, '..');
// Inside the repository, so that the copy's plugins resolve the project's packages.
const siteDir = path.join(root, 'tests/fixtures/.sites/dev-search');
const port = Number(process.env.DEV_PORT ?? 4280);
const origin = `http://localhost:${port}`;
const editedDoc = 'docs/api/createAction.md';
const newWord = 'quokkaflavoured';
const newDoc = 'docs/api/devSearchProbe.md';
const newPageWord = 'wombatflavoured';

function copySite(): void {
  fs.rmSync(siteDir, {recursive: true, force: true});
  const files = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
  for (const file of files) fs.cpSync(path.join(root, file), path.join(siteDir, file));
  // npm's scripts name the Docusaurus binary by its path under node_modules.
  for (const modules of ['node_modules', 'examples/node_modules']) {
    if (fs.existsSync(path.join(root, modules))) fs.symlinkSync(path.join(root, modules), path.join(siteDir, modules));
  }
}

/** The records the dev server serves now, or undefined while it serves none (a 404 falls back to its HTML page). */
async function servedIndex(): Promise<{buildId: string; records: DocSearchRecord[]} | undefined> {
  try {
    const response = await fetch(`${origin}/search-index.json`);
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
    const manifest = (await response.json()) as LocalIndexManifest;
    const index = (await (await fetch(`${origin}/${manifest.index}`)).json()) as LocalIndex;
    return {buildId: manifest.buildId, records: unpackRecords(index)};
  } catch {
    return undefined;
  }
}

async function waitFor<T>(what: string, seconds: number, found: () => Promise<T | undefined>): Promise<T> {
  const start = Date.now();
  while (Date.now() - start < seconds * 1000) {
    const value = await found();
    if (value !== undefined) {
      console.log(`✓ ${what} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

/** Waits for an index after `buildId` in which `word` is found on `route`. */
function foundAfter(buildId: string, word: string, route: string, where: string) {
  return waitFor(`"${word}", ${where}, is found on ${route} under a new build id`, 180, async () => {
    const now = await servedIndex();
    return now && now.buildId !== buildId && pagesWith(now.records, word).includes(route) ? now : undefined;
  });
}

const pagesWith = (records: DocSearchRecord[], word: string): string[] => [
  ...new Set(records.filter((record) => record.content?.includes(word)).map((record) => new URL(record.url).pathname)),
];

async function main(): Promise<void> {
  copySite();
  const server = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {
    cwd: siteDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FORCE_COLOR: '0', BROWSER: 'none'},
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  try {
    const first = await waitFor('the dev server serves a search index without build/', 300, servedIndex);
    const pages = pagesWith(first.records, 'keepUnusedDataFor');
    if (!pages.includes('/rtk-query/api/createApi')) {
      throw new Error(`"keepUnusedDataFor" found on ${pages.join(', ') || 'no page'}`);
    }
    for (const word of [newWord, newPageWord]) {
      if (pagesWith(first.records, word).length > 0) throw new Error(`"${word}" is in the docs before the edit`);
    }
    console.log(`✓ "keepUnusedDataFor" found on /rtk-query/api/createApi, among ${first.records.length} records`);

    fs.appendFileSync(path.join(siteDir, editedDoc), `\nA ${newWord} paragraph, added while the dev server runs.\n`);
    const edited = await foundAfter(first.buildId, newWord, '/api/createAction', `saved into ${editedDoc}`);
    fs.writeFileSync(
      path.join(siteDir, newDoc),
      `---\ntitle: Dev search probe\n---\n\nA ${newPageWord} page, added while the dev server runs.\n`,
    );
    await foundAfter(edited.buildId, newPageWord, '/api/devSearchProbe', `in the new page ${newDoc}`);
  } catch (error) {
    console.log(output.split('\n').slice(-30).join('\n'));
    throw error;
  } finally {
    // The whole process group: npm, its shell and Docusaurus.
    if (server.pid) process.kill(-server.pid);
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
}

main().then(
  () => console.log('Dev server search: passed.'),
  (error: Error) => {
    console.error(`✗ ${error.message}`);
    process.exitCode = 1;
  },
);
