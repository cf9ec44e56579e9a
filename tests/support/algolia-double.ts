import fs from 'node:fs';
import path from 'node:path';
import {indexSettings} from '../../scripts/search/index-settings';
import type {DocSearchRecord} from '../../scripts/search/record';
import {answerRequests, valueAt, type Query, type Ranking} from '../../src/search/algoliaAnswer';
import {matchWord, queryWords, textWords} from '../../src/search/highlight';
import type {AlgoliaAnswer} from './outside-services';

// A stand-in for Algolia's multi-query endpoint (`POST /1/indexes/*/queries`) over the records built from this
// site, ranking the records the way Algolia ranks them with the index settings (closely enough for the tests).

const root = path.resolve(__dirname, '../..');
const recordsFile = path.join(root, 'search-records/records.json');

/** The records of `npm run search:records`, refusing records older than the build they should describe. */
export function loadRecords(): DocSearchRecord[] {
  const built = fs.statSync(path.join(root, 'build/index.html'), {throwIfNoEntry: false});
  const made = fs.statSync(recordsFile, {throwIfNoEntry: false});
  if (!built || !made || made.mtimeMs < built.mtimeMs) {
    throw new Error('search-records/records.json is missing or older than build/: run `npm run search:records`.');
  }
  return JSON.parse(fs.readFileSync(recordsFile, 'utf8')) as DocSearchRecord[];
}

interface Ranked {
  record: DocSearchRecord;
  words: number;
  attribute: number;
  exact: number;
}

// `unordered(hierarchy.lvl1)` -> ['hierarchy', 'lvl1'], in the order that ranks matches.
const searchable = indexSettings.searchableAttributes.map((attribute) =>
  attribute.replace(/^unordered\((.*)\)$/, '$1').split('.'),
);

export function algoliaDouble(records: DocSearchRecord[], indexName = 'redux-toolkit'): AlgoliaAnswer {
  return (body) => answerRequests(body, records, indexName, algoliaRanking);
}

function algoliaRanking(records: DocSearchRecord[], query: Query): Ranking {
  const words = queryWords(query.query);
  const ranked = records.map((record) => rank(record, words)).filter((entry) => entry.words > 0 || words.length === 0);
  // removeWordsIfNoResults: 'allOptional': records with every word, or else records with some of them.
  const withAll = ranked.filter((entry) => entry.words === words.length);
  return {matches: (withAll.length > 0 ? withAll : ranked).sort(compare).map((entry) => entry.record), words};
}

// Algolia's ranking, reduced to the criteria that matter here: words, attribute, exact, then customRanking.
function rank(record: DocSearchRecord, words: string[]): Ranked {
  const attributeWords = searchable.map((attributePath) => textWords(valueAt(record, attributePath) ?? ''));
  let matched = 0;
  let attribute = searchable.length;
  let exact = 0;
  words.forEach((word, i) => {
    const kinds = attributeWords.map((tokens) => {
      const found = tokens.map((token) => matchWord(token, word, i === words.length - 1)?.kind);
      return found.includes('exact') ? 'exact' : found.includes('prefix') ? 'prefix' : undefined;
    });
    const found = kinds.findIndex(Boolean);
    if (found === -1) return;
    matched += 1;
    attribute = Math.min(attribute, found);
    if (kinds.includes('exact')) exact += 1;
  });
  return {record, words: matched, attribute, exact};
}

function compare(a: Ranked, b: Ranked): number {
  return (
    b.words - a.words ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.record.weight.level - a.record.weight.level ||
    a.record.weight.position - b.record.weight.position
  );
}
