import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {extractRecords} from '../../scripts/search/extract-page';

const page = fs.readFileSync(path.resolve(__dirname, '../fixtures/search/doc-page.html'), 'utf8');
const url = 'https://docs.example.org/rtk-query/api/fetchData';

test('a page becomes its title, its headings and its prose, in order, never its code', () => {
  const records = extractRecords(page) ?? [];
  assert.deepEqual(
    records.map((record) => [record.type, record.anchor, record.content]),
    [
      ['lvl1', null, null],
      ['content', null, 'Fetches data for a Query<T>.'],
      ['lvl2', 'options', null],
      ['content', 'options', 'retries · 3'],
      ['lvl3', 'retries', null],
      ['content', 'retries', 'Counts attempts.'],
      ['content', 'retries', 'Nested detail.'],
      ['content', 'retries', 'The default was 5.'],
      ['lvl4', 'retry-timing', null],
      ['content', 'retry-timing', 'Waits between attempts.'],
      ['lvl2', 'return-value', null],
      ['content', 'return-value', 'A promise.'],
    ],
  );
});

test('each record carries its heading hierarchy, URL, facets and ranking weights', () => {
  const records = extractRecords(page) ?? [];
  const timing = records[9];
  assert.deepEqual(timing.hierarchy, {
    lvl0: 'RTK Query › API Reference',
    lvl1: 'fetchData',
    lvl2: 'Options',
    lvl3: 'retries',
    lvl4: 'Retry timing',
    lvl5: null,
    lvl6: null,
  });
  assert.equal(timing.url, `${url}#retry-timing`);
  assert.equal(timing.url_without_anchor, url);
  assert.equal(timing.objectID, '/rtk-query/api/fetchData:9');
  assert.equal(timing.language, 'en');
  assert.equal(timing.docusaurus_tag, 'docs-default-current');
  assert.deepEqual(timing.weight, {pageRank: 0, level: 0, position: 9});
  assert.equal(records[0].url, url);
  assert.deepEqual(records.slice(0, 5).map((record) => record.weight.level), [90, 0, 80, 0, 70]);
  // A new h2 clears the levels below it.
  assert.deepEqual(records[10].hierarchy, {...timing.hierarchy, lvl2: 'Return value', lvl3: null, lvl4: null});
});

test('pages without a Markdown article give no records', () => {
  assert.equal(extractRecords('<html><head></head><body><main><h1>Redux Toolkit</h1></main></body></html>'), undefined);
});

test('a documentation page without the docsearch meta tags is an error, not an unfilterable record', () => {
  const withoutTag = page.replace(/<meta name="docsearch:docusaurus_tag"[^>]*>/, '');
  assert.throws(() => extractRecords(withoutTag), /docsearch:docusaurus_tag/);
});
