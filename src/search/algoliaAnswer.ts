import {indexSettings} from '../../scripts/search/index-settings';
import {levels, type DocSearchRecord} from '../../scripts/search/record';
import {highlight, snippet, type Highlighted, type Tags} from './highlight';

// Answers Algolia's multi-query request (`POST /1/indexes/*/queries`) over DocSearch records, given a ranking.
// Both search UIs read this shape: the DocSearch modal (algoliasearch v5, parameters as fields of each request)
// and the /search page (algoliasearch v4, parameters in `params`). The local search answers
// with it, and so does the Algolia double of the browser tests.

export interface Query {
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

/** The records that match a query, best first, and the words to highlight in them. */
export interface Ranking {
  matches: DocSearchRecord[];
  words: string[];
}

export type Rank = (records: DocSearchRecord[], query: Query) => Ranking;

export interface AlgoliaResult {
  hits: (DocSearchRecord & {_highlightResult: unknown; _snippetResult: unknown})[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
}

/** The answer to a multi-query request body: one result per request; without `indexName`, any index name. */
export function answerRequests(
  body: unknown,
  records: DocSearchRecord[],
  indexName: string | undefined,
  rank: Rank,
): {results: AlgoliaResult[]} {
  const requests = (body as {requests?: Record<string, unknown>[]} | null)?.requests ?? [];
  return {results: requests.map((request) => answer(records, indexName, readQuery(request), rank))};
}

export function readQuery(request: Record<string, unknown>): Query {
  const {params, ...fields} = request;
  // On the wire v4 sends `params` as a query string; the client itself is given them as an object.
  const fromParams =
    typeof params === 'string'
      ? Object.fromEntries(
          [...new URLSearchParams(params)].map(([name, value]) => [name, name === 'query' ? value : parseValue(value)]),
        )
      : ((params as Record<string, unknown> | undefined) ?? {});
  const all: Record<string, unknown> = {...fromParams, ...fields};
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

function answer(records: DocSearchRecord[], indexName: string | undefined, query: Query, rank: Rank): AlgoliaResult {
  const inIndex = indexName === undefined || query.indexName === indexName ? records : [];
  const filtered = inIndex.filter((record) =>
    query.facetFilters.every((filter) => [filter].flat().some((f) => hasFacet(record, f))),
  );
  const {matches, words} = rank(filtered, query);
  // distinct on url: a heading and the paragraphs below it are one result.
  const seen = new Set<string>();
  const distinct = matches.filter((record) => {
    if (seen.has(record.url)) return false;
    seen.add(record.url);
    return true;
  });

  const start = query.page * query.hitsPerPage;
  return {
    hits: distinct.slice(start, start + query.hitsPerPage).map((record) => toHit(record, words, query)),
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

function facetCounts(matches: DocSearchRecord[], facet: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of matches) {
    const value = String(record[facet as keyof DocSearchRecord]);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

export function valueAt(record: DocSearchRecord, attributePath: string[]): string | null {
  let value: unknown = record;
  for (const key of attributePath) value = (value as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : null;
}

function toHit(record: DocSearchRecord, words: string[], query: Query): AlgoliaResult['hits'][number] {
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
