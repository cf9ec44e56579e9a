import fs from 'node:fs';
import path from 'node:path';
import {indexSettings} from '../../scripts/search/index-settings';
import {levels, type DocSearchRecord} from '../../scripts/search/record';
import {highlight, matchWord, queryWords, snippet, textWords, type Highlighted, type Tags} from './algolia-text';
import type {AlgoliaAnswer} from './outside-services';

// A stand-in for Algolia's multi-query endpoint (`POST /1/indexes/*/queries`) over the records built from this
// site. It takes both request shapes: algoliasearch v4 (the /search page) sends `params` as a query string,
// v5 (the DocSearch modal) sends the parameters as fields of each request.

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

interface Query {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: (string | string[])[];
  facets: string[];
  attributesToSnippet: string[];
  tags: Tags;
  ellipsis: string;
}

type Hit = DocSearchRecord & {_highlightResult: unknown; _snippetResult: unknown};

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
  return (body) => {
    const requests = (body as {requests?: Record<string, unknown>[]}).requests ?? [];
    return {results: requests.map((request) => answer(records, indexName, readQuery(request)))};
  };
}

function readQuery(request: Record<string, unknown>): Query {
  const {params, ...fields} = request;
  const fromString =
    typeof params === 'string'
      ? Object.fromEntries(
          [...new URLSearchParams(params)].map(([name, value]) => [name, name === 'query' ? value : parseValue(value)]),
        )
      : {};
  const all: Record<string, unknown> = {...fromString, ...fields};
  const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  return {
    indexName: String(all.indexName ?? ''),
    query: String(all.query ?? ''),
    page: Number(all.page ?? 0),
    hitsPerPage: Number(all.hitsPerPage ?? 20),
    facetFilters: list(all.facetFilters) as (string | string[])[],
    facets: list(all.facets) as string[],
    attributesToSnippet: list(all.attributesToSnippet ?? indexSettings.attributesToSnippet) as string[],
    tags: {
      pre: String(all.highlightPreTag ?? indexSettings.highlightPreTag),
      post: String(all.highlightPostTag ?? indexSettings.highlightPostTag),
    },
    ellipsis: String(all.snippetEllipsisText ?? '…'),
  };
}

// v4 encodes arrays and objects as JSON inside the query string.
function parseValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function answer(records: DocSearchRecord[], indexName: string, query: Query) {
  const words = queryWords(query.query);
  const inIndex = query.indexName === indexName ? records : [];
  const ranked = inIndex
    .filter((record) => query.facetFilters.every((filter) => [filter].flat().some((f) => hasFacet(record, f))))
    .map((record) => rank(record, words))
    .filter((entry) => entry.words > 0 || words.length === 0);
  // removeWordsIfNoResults: 'allOptional': records with every word, or else records with some of them.
  const withAll = ranked.filter((entry) => entry.words === words.length);
  const matches = (withAll.length > 0 ? withAll : ranked).sort(compare);
  // distinct on url: a heading and the paragraphs below it are one result.
  const seen = new Set<string>();
  const distinct = matches.filter(({record}) => {
    if (seen.has(record.url)) return false;
    seen.add(record.url);
    return true;
  });

  const start = query.page * query.hitsPerPage;
  return {
    hits: distinct.slice(start, start + query.hitsPerPage).map(({record}) => toHit(record, words, query)),
    nbHits: distinct.length,
    page: query.page,
    nbPages: query.hitsPerPage > 0 ? Math.ceil(distinct.length / query.hitsPerPage) : 0,
    hitsPerPage: query.hitsPerPage,
    facets: Object.fromEntries(query.facets.map((facet) => [facet, facetCounts(matches, facet)])),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    query: query.query,
    params: '',
    index: query.indexName,
    processingTimeMS: 1,
  };
}

function hasFacet(record: DocSearchRecord, filter: string): boolean {
  const separator = filter.indexOf(':');
  const value: unknown = record[filter.slice(0, separator) as keyof DocSearchRecord];
  return String(value) === filter.slice(separator + 1);
}

function facetCounts(matches: Ranked[], facet: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const {record} of matches) {
    const value = String(record[facet as keyof DocSearchRecord]);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
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

function valueAt(record: DocSearchRecord, attributePath: string[]): string | null {
  let value: unknown = record;
  for (const key of attributePath) value = (value as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : null;
}

function toHit(record: DocSearchRecord, words: string[], query: Query): Hit {
  // Like Algolia, leave out attributes that are null: the /search page takes the last hierarchy level as title.
  const hierarchy: Record<string, Highlighted> = {};
  for (const level of levels) {
    const value = record.hierarchy[level];
    if (value !== null) hierarchy[level] = highlight(value, words, query.tags);
  }
  const snippets: Record<string, Highlighted | Record<string, Highlighted>> = {};
  for (const spec of query.attributesToSnippet) {
    const [attribute, length = '10'] = spec.split(':');
    const [first, second] = attribute.split('.');
    const value = valueAt(record, attribute.split('.'));
    if (value === null) continue;
    const marked = snippet(value, words, Number(length), query.tags, query.ellipsis);
    if (second) snippets[first] = {...(snippets[first] as Record<string, Highlighted> | undefined), [second]: marked};
    else snippets[first] = marked;
  }
  return {
    ...record,
    _highlightResult: {
      hierarchy,
      ...(record.content === null ? {} : {content: highlight(record.content, words, query.tags)}),
    },
    _snippetResult: snippets,
  };
}
