import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {errorCodeEntries} from '../../plugins/error-codes/error-code-entries';
import {docPageOf, type DocPage} from '../../plugins/error-codes/doc-pages';
import {installedPackageDir} from '../../plugins/installed-packages';
import {docRoutes, docTitle} from '../support/routes';

const siteDir = path.resolve(__dirname, '../..');
const entries = errorCodeEntries(siteDir);

// The development builds as text, for checks that do not go through the parser under test.
const packageDir = installedPackageDir('@reduxjs/toolkit');
const devBuilds = fs
  .readdirSync(path.join(packageDir, 'dist'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.modern.mjs'))
  .map((file) => fs.readFileSync(path.join(packageDir, 'dist', file), 'utf8'))
  .join('\n');

test('every code the development builds throw is read, once: 43 in @reduxjs/toolkit 2.14.0', () => {
  const thrown = new Set([...devBuilds.matchAll(/formatProdErrorMessage\((\d+)\)/g)].map((match) => Number(match[1])));
  assert.deepEqual(
    entries.map(({code}) => code),
    [...thrown].sort((a, b) => a - b),
  );
  if (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version === '2.14.0') {
    assert.equal(entries.length, 43);
  }
});

for (const {code, message, page, title} of entries) {
  test(`error ${code}: its message is the package's, and its page is a doc page`, () => {
    // Each literal run of the message stands in the build right after the code: as written, or escaped for a
    // string or a template literal.
    const start = devBuilds.indexOf(`formatProdErrorMessage(${code}) :`);
    const after = devBuilds.slice(start, start + 2000);
    for (const piece of message.split('…').filter((text) => text.trim() !== '')) {
      const forms = [piece, JSON.stringify(piece).slice(1, -1), piece.replaceAll('`', '\\`')];
      assert.ok(forms.some((form) => after.includes(form)), `"${piece}" in the build`);
    }
    assert.ok(docRoutes.includes(page), `${page} is a doc route`);
    assert.equal(title, docTitle(page));
  });
}

test('the APIs behind a few codes', () => {
  const pageOf = (code: number) => entries.find((entry) => entry.code === code)?.page;
  assert.equal(pageOf(0), '/api/createAction'); // prepareAction did not return an object
  assert.equal(pageOf(11), '/api/createSlice'); // `name` is a required option for createSlice
  assert.equal(pageOf(26), '/api/createReducer'); // builder.addCase after builder.addMatcher
  assert.equal(pageOf(32), '/api/other-exports'); // the listener middleware's "… is not a function"
  assert.equal(pageOf(35), '/rtk-query/api/ApiProvider');
  assert.equal(pageOf(38), '/rtk-query/api/created-api/hooks'); // refetch before the query started
});

test('a module is explained by the page named after its export, else the page documenting most of its exports', () => {
  const page = (route: string, names: string[]): DocPage => ({route, documents: (name) => names.includes(name)});
  const pages = [
    page('/usage/guide', ['createThing', 'Helper']),
    page('/api/createThing', ['createThing']),
    page('/api/other', ['Helper', 'HelperOptions']),
    page('/api/tied', ['Helper']),
  ];
  const modules = new Map([
    ['thing.ts', 'export function createThing() {}\nexport interface Helper {}'],
    ['helper.ts', 'export type Helper = {}\nexport interface HelperOptions {}\nfunction internal() {}'],
    ['tie.ts', 'export const Helper = 1'],
    ['feature/index.ts', 'export const createThing = () => 1'],
    ['feature/utils.ts', 'export function assertFunction() {}'],
    ['lonely/utils.ts', 'export function nothingDocumented() {}'],
  ]);
  assert.equal(docPageOf('thing.ts', modules, pages), '/api/createThing');
  assert.equal(docPageOf('helper.ts', modules, pages), '/api/other');
  assert.equal(docPageOf('tie.ts', modules, pages), '/usage/guide');
  assert.equal(docPageOf('feature/utils.ts', modules, pages), '/api/createThing');
  assert.equal(docPageOf('lonely/utils.ts', modules, pages), undefined);
});
