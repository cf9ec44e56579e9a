import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import type {DocSearchRecord} from '../../scripts/search/record';
import {answerRequests} from '../../src/search/algoliaAnswer';
import {createEngine, rankLocally, unpackRecords, type LocalIndex, type LocalIndexManifest} from '../../src/search/localIndex';
import {readerTaskQueries, relevanceQueries, type RelevanceQuery} from '../support/relevance-queries';

// The local search's relevance on the index the build ships: for each query a reader would type, one of the
// expected pages (or headings) must be among the first three results, as the modal lists them; at least 90% must
// be. The misses are printed. No browser: the engine and its answer are the code the worker runs.

const buildDir = path.resolve(__dirname, '../../build');

function shippedIndexText(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as LocalIndexManifest;
  return fs.readFileSync(path.join(buildDir, manifest.index), 'utf8');
}

function shippedIndex(): LocalIndex {
  return JSON.parse(shippedIndexText()) as LocalIndex;
}

// Issue 28's budget for the whole site's index is 250 KiB gzip; stored as plain records it reached 249.5 KiB (main at
// ef90d22). Packed (src/search/localIndex.ts) it keeps a tenth of the budget free for the pages to come.
const indexBudgetKiB = 225;

test(`the index the build ships is within ${indexBudgetKiB} KiB gzip`, () => {
  const kib = zlib.gzipSync(shippedIndexText()).length / 1024;
  console.log(`Local search index: ${kib.toFixed(1)} KiB gzip.`);
  expect(kib).toBeLessThanOrEqual(indexBudgetKiB);
});

test('the index gives back every record of the build as built, so packing cannot change what is found', () => {
  // search-records/records.json: the records `npm run build:test` takes from the same build (the Algolia index).
  const built = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../search-records/records.json'), 'utf8'));
  const comparable = ({objectID, weight, ...rest}: DocSearchRecord) => rest;
  expect(unpackRecords(shippedIndex()).map(comparable)).toEqual((built as DocSearchRecord[]).map(comparable));
});

function topUrls(records: ReturnType<typeof unpackRecords>, rank: ReturnType<typeof rankLocally>, query: string) {
  const request = {indexName: 'redux-toolkit', query, hitsPerPage: 3, facetFilters: ['language:en']};
  const [{hits}] = answerRequests({requests: [request]}, records, undefined, rank).results;
  return hits.map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);
}

test('camel-case names are found by their parts: "unused data" ranks keepUnusedDataFor in the first three', () => {
  const records = unpackRecords(shippedIndex());
  // Without the parts the option's heading came fifth, behind pages that say "unused data" in their text.
  expect(topUrls(records, rankLocally(createEngine(records), records), 'unused data')).toContain(
    '/rtk-query/api/createApi#keepunuseddatafor',
  );
});

/** The queries none of whose expected pages (or headings) is among the first three results, described. */
function missesOf(queries: RelevanceQuery[]): string[] {
  const records = unpackRecords(shippedIndex());
  const rank = rankLocally(createEngine(records), records);
  const misses: string[] = [];
  for (const {query, expected} of queries) {
    const top = topUrls(records, rank, query);
    const found = expected.some((page) => top.some((url) => (page.includes('#') ? url : url.split('#')[0]) === page));
    if (!found) misses.push(`"${query}": expected ${expected.join(' or ')}, got ${top.join(', ') || 'nothing'}`);
  }
  return misses;
}

test('at least 90% of the reader queries find an expected page in the first three results', () => {
  const misses = missesOf(relevanceQueries);
  const hitRate = (relevanceQueries.length - misses.length) / relevanceQueries.length;
  console.log(
    `Local search relevance: ${relevanceQueries.length - misses.length} of ${relevanceQueries.length} queries ` +
      `(${(hitRate * 100).toFixed(1)}%) found an expected page in the first three results.`,
  );
  for (const miss of misses) console.log(`  miss: ${miss}`);
  expect(relevanceQueries.length).toBeGreaterThanOrEqual(40);
  expect(hitRate).toBeGreaterThanOrEqual(0.9);
});

test('the four reader tasks (upgrading, a legacy app, Next.js, testing) are found by the words readers ask with', () => {
  expect(missesOf(readerTaskQueries)).toEqual([]);
});
