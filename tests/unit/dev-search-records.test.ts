import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {devPageRecords, devPages, type DevPage} from '../../plugins/dev-search-records';
import {docSections} from '../../plugins/llms/doc-pages';
import {recordsFile} from '../../scripts/search/build-records';
import type {DocSearchRecord} from '../../scripts/search/record';
import {loadDocsContent} from '../support/docs-content';

const siteUrl = 'https://docs.example.org';
const page: DevPage = {
  title: 'fetchData',
  permalink: '/rtk-query/api/fetchData',
  sourceFile: '/site/docs/rtk-query/api/fetchData.md',
  categories: ['RTK Query', 'API Reference'],
};
const source = `---
title: fetchData
---

Fetches data, 2<sup>n</sup> times.

\`\`\`ts
const hidden = 'code is not searched'
\`\`\`

## Options

:::note Read this first
Counts attempts.
:::

### \`retries\`

| option | default |
| --- | --- |
| \`retries\` | 3 |

## Options

- One item.
`;

test('a doc page\u2019s Markdown becomes the records the extractor reads from a built page', () => {
  const records = devPageRecords(page, source, siteUrl, new Map());
  assert.deepEqual(
    records.map((record) => [record.type, record.anchor, record.content]),
    [
      ['lvl1', null, null],
      ['content', null, 'Fetches data, 2n times.'],
      ['lvl2', 'options', null],
      // The admonition's title is left out, as on the built page.
      ['content', 'options', 'Counts attempts.'],
      ['lvl3', 'retries', null],
      ['content', 'retries', 'retries · 3'],
      // A repeated heading gets the next slug, as Docusaurus gives it.
      ['lvl2', 'options-1', null],
      ['content', 'options-1', 'One item.'],
    ],
  );
  assert.deepEqual(records[5].hierarchy, {
    lvl0: 'RTK Query › API Reference',
    lvl1: 'fetchData',
    lvl2: 'Options',
    lvl3: 'retries',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(records[5].url, `${siteUrl}/rtk-query/api/fetchData#retries`);
  assert.equal(records[5].docusaurus_tag, 'docs-default-current');
  assert.equal(devPageRecords({...page, categories: []}, source, siteUrl, new Map())[0].hierarchy.lvl0, 'Documentation');
});

function byPage(records: DocSearchRecord[]): Map<string, DocSearchRecord[]> {
  const pages = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    const route = new URL(record.url_without_anchor).pathname;
    pages.set(route, [...(pages.get(route) ?? []), record]);
  }
  return pages;
}
// MDX 1 keeps the backslash of `\|` inside a table's inline code; GFM, as the dev index reads Markdown, does not.
const withoutPipeEscapes = (content: string | null) => content?.replace(/\\\|/g, '|') ?? null;

test('the dev records of the real docs have the routes, titles, headings, anchors and texts of the build\u2019s', async (t) => {
  const stale = staleness();
  if (stale) return t.skip(stale);
  const {allContent, siteDir, siteUrl: url} = await loadDocsContent();
  const pages = devPages(docSections(allContent, siteDir));
  const docUrls = new Map(pages.map((doc) => [doc.sourceFile, `${url}${doc.permalink}`]));
  const dev = byPage(pages.flatMap((doc) => devPageRecords(doc, fs.readFileSync(doc.sourceFile, 'utf8'), url, docUrls)));
  const built = byPage(JSON.parse(fs.readFileSync(recordsFile, 'utf8')) as DocSearchRecord[]);

  assert.deepEqual([...dev.keys()].sort(), [...built.keys()].sort());
  for (const [route, builtRecords] of built) {
    const shape = (record: DocSearchRecord) => [record.objectID, record.url, record.type, record.hierarchy];
    assert.deepEqual(dev.get(route)!.map(shape), builtRecords.map(shape), route);
    assert.deepEqual(
      dev.get(route)!.map((record) => record.content),
      builtRecords.map((record) => withoutPipeEscapes(record.content)),
      route,
    );
  }
});

/** Why the build's records cannot be compared, or undefined when they are there and newer than every doc. */
function staleness(): string | undefined {
  if (!fs.existsSync(recordsFile)) return 'no search-records/records.json: `npm run build:test` writes it';
  const written = fs.statSync(recordsFile).mtimeMs;
  const docsDir = path.resolve(__dirname, '../../docs');
  const newer = (fs.readdirSync(docsDir, {recursive: true}) as string[]).find(
    (file) => /\.mdx?$/.test(file) && fs.statSync(path.join(docsDir, file)).mtimeMs > written,
  );
  return newer && `docs/${newer} changed after search-records/records.json: \`npm run build:test\` writes it again`;
}
