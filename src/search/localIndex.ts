import MiniSearch, {type SearchResult} from 'minisearch';
import {levels, type DocSearchRecord, type Level} from '../../scripts/search/record';
import type {Query, Ranking} from './algoliaAnswer';
import {maxQueryLength} from './queryLength';

// The local search index: the DocSearch records of the build, packed so that a page's and a section's headings are
// stored once, and the MiniSearch engine built from them in the browser. MiniSearch was chosen by measuring it,
// FlexSearch and Orama on this site's records (README, Search): it found the most of the relevance queries, and a
// serialized MiniSearch index (307 KiB gzip) would be larger than the records it is built from, so the records
// are shipped and the engine indexes them in a Web Worker.

export const localIndexVersion = 1;

/** What `search-index.json`, fetched afresh each time, says: the build, and its content-hashed index file. */
export interface LocalIndexManifest {
  buildId: string;
  index: string;
}

type Page = [path: string, lvl0: string, lvl1: string, language: string, docusaurusTag: string];
type Section = [page: number, anchor: string | null, ...headings: string[]];
type PackedRecord = [section: number, type: DocSearchRecord['type'], content: string | null];

export interface LocalIndex {
  version: number;
  buildId: string;
  origin: string;
  pages: Page[];
  sections: Section[];
  records: PackedRecord[];
}

export function packRecords(records: DocSearchRecord[], buildId: string): LocalIndex {
  const origin = records.length > 0 ? new URL(records[0].url).origin : '';
  const pages: Page[] = [];
  const sections: Section[] = [];
  const pageIndex = new Map<string, number>();
  const sectionIndex = new Map<string, number>();
  const packed = records.map((record): PackedRecord => {
    const {hierarchy: h} = record;
    const path = new URL(record.url_without_anchor).pathname;
    if (!pageIndex.has(path)) {
      pageIndex.set(path, pages.length);
      pages.push([path, h.lvl0 ?? '', h.lvl1 ?? '', record.language, record.docusaurus_tag]);
    }
    const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6];
    let depth = headings.length;
    while (depth > 0 && headings[depth - 1] === null) depth -= 1;
    const section: Section = [pageIndex.get(path)!, record.anchor, ...(headings.slice(0, depth) as string[])];
    const key = JSON.stringify(section);
    if (!sectionIndex.has(key)) {
      sectionIndex.set(key, sections.length);
      sections.push(section);
    }
    return [sectionIndex.get(key)!, record.type, record.content];
  });
  return {version: localIndexVersion, buildId, origin, pages, sections, records: packed};
}

/** The records of a fetched index; throws on anything that is not an index of this version. */
export function unpackRecords(index: LocalIndex): DocSearchRecord[] {
  if (index?.version !== localIndexVersion || !Array.isArray(index.records) || !Array.isArray(index.sections)) {
    throw new Error('The search index is not in the expected format.');
  }
  return index.records.map(([sectionNumber, type, content], position): DocSearchRecord => {
    const [pageNumber, anchor, ...headings] = index.sections[sectionNumber];
    const [path, lvl0, lvl1, language, docusaurusTag] = index.pages[pageNumber];
    const hierarchy = Object.fromEntries(levels.map((level) => [level, null])) as Record<Level, string | null>;
    Object.assign(hierarchy, {lvl0, lvl1});
    headings.forEach((heading, i) => {
      hierarchy[levels[i + 2]] = heading;
    });
    const pageUrl = `${index.origin}${path}`;
    return {
      objectID: `${path}:${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      content,
      type,
      hierarchy,
      language,
      docusaurus_tag: docusaurusTag,
      weight: {pageRank: 0, level: 0, position},
    };
  });
}

// Words as the reader sees them, plus the parts of camel-case and snake-case names, so that "unused data" finds
// keepUnusedDataFor.
function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}_]+/gu) ?? []) {
    terms.push(word.toLowerCase());
    const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|_/u).filter(Boolean);
    if (parts.length > 1) terms.push(...parts.map((part) => part.toLowerCase()));
  }
  return terms;
}

interface Document {
  id: number;
  title: string;
  heading: string;
  content: string;
}

export type LocalEngine = MiniSearch<Document>;

export function createEngine(records: DocSearchRecord[]): LocalEngine {
  const engine = new MiniSearch<Document>({
    fields: ['title', 'heading', 'content'],
    tokenize,
    // A record's own heading first (an option's reference heading), then its page title, then its text.
    searchOptions: {boost: {heading: 4, title: 2}, prefix: true, fuzzy: 0.2},
  });
  engine.addAll(
    records.map(({hierarchy: h, content}, id) => ({
      id,
      title: h.lvl1 ?? '',
      heading: [h.lvl6, h.lvl5, h.lvl4, h.lvl3, h.lvl2, h.lvl1].find((heading) => heading !== null) ?? '',
      content: content ?? '',
    })),
  );
  return engine;
}

// Small words a reader types between the words that matter ("migrate createStore to configureStore"). A search for
// every word would require each record to hold them too, or a word they begin ("to" finds "toolkit"), so they are
// left out; but not as the last word, which may be the start of a word still being typed ("in" for "initiate").
const stopWords = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when with why you your'.split(' '),
);

function withoutStopWords(query: string): string {
  const words = query.split(/\s+/).filter(Boolean);
  return words.filter((word, i) => i === words.length - 1 || !stopWords.has(word.toLowerCase())).join(' ');
}

/** The records matching a query, best first: those with every word, or else those with some of them. */
export function rankLocally(engine: LocalEngine, records: DocSearchRecord[]) {
  return (candidates: DocSearchRecord[], query: Query): Ranking => {
    const text = withoutStopWords(query.query.slice(0, maxQueryLength));
    const allowed = new Set(candidates);
    let results: SearchResult[] = engine.search(text, {combineWith: 'AND'});
    if (results.length === 0) results = engine.search(text);
    const matches = results.map((result) => records[result.id as number]).filter((record) => allowed.has(record));
    const words = [...new Set(results.slice(0, 50).flatMap((result) => result.terms))];
    return {matches, words};
  };
}
