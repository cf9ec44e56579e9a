import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {extractRecords} from '../../scripts/search/extract-page';
import {algoliaDouble} from '../support/algolia-double';

// The browser tests trust the double to behave like Algolia; these pin the behaviour they rely on.

const records = extractRecords(fs.readFileSync(path.resolve(__dirname, '../fixtures/search/doc-page.html'), 'utf8')) ?? [];
const answer = algoliaDouble(records);

interface Result {
  hits: {url: string; _highlightResult: {hierarchy: Record<string, {value: string}>; content?: {value: string}}}[];
  nbHits: number;
  nbPages: number;
  page: number;
  facets: Record<string, Record<string, number>>;
}

function search(request: Record<string, unknown>): Result {
  const {results} = answer({requests: [{indexName: 'redux-toolkit', ...request}]}) as {results: Result[]};
  return results[0];
}

const urls = (result: Result) => result.hits.map((hit) => new URL(hit.url).hash);

test('ranks by the best attribute matched, then headings above paragraphs, one result per URL', () => {
  const result = search({query: 'retries'});
  // The h3 itself; the h4 below it (its hierarchy holds "retries"); the table row that mentions it.
  assert.deepEqual(urls(result), ['#retries', '#retry-timing', '#options']);
  assert.equal(result.nbHits, 3);
});

test('reads the v4 query string and the v5 fields alike', () => {
  const params = new URLSearchParams({query: 'retries', hitsPerPage: '1', page: '1', facetFilters: '["language:en"]'});
  const v4 = search({params: params.toString()});
  const v5 = search({query: 'retries', hitsPerPage: 1, page: 1, facetFilters: ['language:en']});
  assert.deepEqual(v4, v5);
  assert.deepEqual(urls(v4), ['#retry-timing']);
  assert.deepEqual([v4.page, v4.nbPages, v4.nbHits], [1, 3, 3]);
});

test('respects facet filters: AND across the list, OR inside a nested list', () => {
  assert.equal(search({query: 'retries', facetFilters: ['language:fr']}).nbHits, 0);
  assert.equal(search({query: 'retries', facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:x']]}).nbHits, 0);
  assert.equal(search({query: 'retries', facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]}).nbHits, 3);
  assert.deepEqual(search({query: 'retries', facets: ['language']}).facets, {language: {en: 7}});
});

test('escapes the text before marking matches, and leaves out empty hierarchy levels', () => {
  const [hit] = search({query: 'fetches data', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
  assert.equal(hit._highlightResult.content?.value, '<mark>Fetches</mark> <mark>data</mark> for a Query&lt;T&gt;.');
  assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1']);
});

test('falls back to results with some of the words when none has all, and knows only its own index', () => {
  assert.deepEqual(urls(search({query: 'retries zebra'})), ['#retries', '#retry-timing', '#options']);
  assert.equal(search({query: 'retries', indexName: 'another-index'}).nbHits, 0);
});
