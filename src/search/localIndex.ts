import GithubSlugger from 'github-slugger';
import MiniSearch, {type SearchResult} from 'minisearch';
import {levels, type DocSearchRecord, type Level} from '../../scripts/search/record';
import type {Query, Ranking} from './algoliaAnswer';
import {maxQueryLength} from './queryLength';

// The local search index: the DocSearch records of the build, packed, and the MiniSearch engine built from them in
// the browser. MiniSearch was chosen by measuring it, FlexSearch and Orama on this site's records (README, Search):
// it found the most of the relevance queries, and a serialized MiniSearch index (307 KiB gzip) would be larger than
// the records it is built from, so the records are shipped and the engine indexes them in a Web Worker.
//
// Packing is lossless: the worker gets back every record as the build made it, so ranking cannot change. A page's
// fields are stored once. A section (a heading's record and the texts under it, consecutive records) stores its
// heading path once, implies its heading's record, and stores its anchor only when it is not the slug Docusaurus
// gives the heading (none differs today). The texts, nine tenths of the index, are words of one list, each written
// as one character (its place in the list, the most frequent first, so that they take one byte of UTF-8): gzip
// sees only 32 KB back, and the prose repeats its words across the whole site. On the records of main at ef90d22:
// 250.2 KiB gzip as plain records, 212.3 KiB packed so.

export const localIndexVersion = 2;

/** What `search-index.json`, fetched afresh each time, says: the build, and its content-hashed index file. */
export interface LocalIndexManifest {
  buildId: string;
  index: string;
}

type Page = [path: string, lvl0: string, lvl1: string, language: string, docusaurusTag: string];
/**
 * A heading (its lvl2-lvl6 path; none for the page title), its anchor ('' when it is the heading's slug) and the
 * texts under it, each encoded as words.
 */
type Section = [page: number, anchor: string | null, headings: string[], texts: string[]];

export interface LocalIndex {
  version: number;
  buildId: string;
  origin: string;
  pages: Page[];
  /** Every word and separator of the texts, the most frequent first. */
  words: string[];
  sections: Section[];
}

// Word n is written as one character from firstCode on, skipping the two that JSON escapes (" and \\), and below
// the surrogates, which cannot stand alone.
const firstCode = 0x23;
const backslash = 0x5c;
const maxWords = 0xd800 - firstCode - 1;

function wordChar(n: number): string {
  const code = firstCode + n;
  return String.fromCharCode(code >= backslash ? code + 1 : code);
}

function wordNumber(code: number): number {
  return (code > backslash ? code - 1 : code) - firstCode;
}

/**
 * The anchors Docusaurus gives a page's headings, in order: the slugs of their texts, numbered when repeated.
 * Pack and unpack derive them the same way, so a heading whose anchor differs (an explicit id) keeps its own.
 */
function anchorsOfPage(): (heading: string) => string {
  const slugger = new GithubSlugger();
  return (heading) => slugger.slug(heading);
}

// Words and what separates them, so that the pieces put together give back the text as it was.
const piecePattern = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu;

function headingType(headings: string[]): DocSearchRecord['type'] {
  return levels[headings.length + 1] as Exclude<Level, 'lvl0'>;
}

function headingsOf({hierarchy: h}: DocSearchRecord): string[] {
  const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6];
  let depth = headings.length;
  while (depth > 0 && headings[depth - 1] === null) depth -= 1;
  return headings.slice(0, depth) as string[];
}

function wordList(texts: string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const piece of text.match(piecePattern) ?? []) counts.set(piece, (counts.get(piece) ?? 0) + 1);
  }
  const words = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  if (words.length > maxWords) throw new Error(`The search texts have more than ${maxWords} distinct words.`);
  return words;
}

export function packRecords(records: DocSearchRecord[], buildId: string): LocalIndex {
  const origin = records.length > 0 ? new URL(records[0].url).origin : '';
  const words = wordList(records.flatMap((record) => record.content ?? []));
  const code = new Map(words.map((word, n) => [word, wordChar(n)]));
  const pages: Page[] = [];
  const sections: Section[] = [];
  const pageIndex = new Map<string, number>();
  let derivedAnchor = anchorsOfPage();
  records.forEach((record, position) => {
    const {hierarchy: h} = record;
    const path = new URL(record.url_without_anchor).pathname;
    if (!pageIndex.has(path)) {
      pageIndex.set(path, pages.length);
      pages.push([path, h.lvl0 ?? '', h.lvl1 ?? '', record.language, record.docusaurus_tag]);
    }
    // As unpackRecords does: the anchors are counted afresh wherever another page's sections begin.
    if (position > 0 && records[position - 1].url_without_anchor !== record.url_without_anchor) {
      derivedAnchor = anchorsOfPage();
    }
    const headings = headingsOf(record);
    if (record.type !== 'content') {
      if (record.content !== null || record.anchor === '' || record.type !== headingType(headings)) {
        throw new Error(`Search record ${position} is a heading of an unexpected shape.`);
      }
      const derived = headings.length > 0 ? derivedAnchor(headings[headings.length - 1]) : null;
      const anchor = derived !== null && derived === record.anchor ? '' : record.anchor;
      sections.push([pageIndex.get(path)!, anchor, headings, []]);
      return;
    }
    const [page, , sectionHeadings, texts] = sections[sections.length - 1] ?? [];
    const sectionUrl = records[position - (texts?.length ?? 0) - 1]?.url;
    if (record.content === null || page !== pageIndex.get(path) || sectionUrl !== record.url ||
      JSON.stringify(sectionHeadings) !== JSON.stringify(headings)) {
      throw new Error(`Search record ${position} is a text that does not follow its heading's record.`);
    }
    texts!.push((record.content.match(piecePattern) ?? []).map((piece) => code.get(piece)).join(''));
  });
  return {version: localIndexVersion, buildId, origin, pages, words, sections};
}

/** The records of a fetched index; throws on anything that is not an index of this version. */
export function unpackRecords(index: LocalIndex): DocSearchRecord[] {
  if (index?.version !== localIndexVersion || !Array.isArray(index.words) || !Array.isArray(index.sections)) {
    throw new Error('The search index is not in the expected format.');
  }
  const decode = (text: string): string => {
    let decoded = '';
    for (let i = 0; i < text.length; i += 1) {
      const word = index.words[wordNumber(text.charCodeAt(i))];
      if (word === undefined) throw new Error('The search index is not in the expected format.');
      decoded += word;
    }
    return decoded;
  };
  const records: DocSearchRecord[] = [];
  let derivedAnchor = anchorsOfPage();
  let lastPage: number | undefined;
  for (const [pageNumber, storedAnchor, headings, texts] of index.sections) {
    const [path, lvl0, lvl1, language, docusaurusTag] = index.pages[pageNumber];
    if (pageNumber !== lastPage) {
      derivedAnchor = anchorsOfPage();
      lastPage = pageNumber;
    }
    const derived = headings.length > 0 ? derivedAnchor(headings[headings.length - 1]) : null;
    const anchor = storedAnchor === '' ? derived : storedAnchor;
    const hierarchy = Object.fromEntries(levels.map((level) => [level, null])) as Record<Level, string | null>;
    Object.assign(hierarchy, {lvl0, lvl1});
    headings.forEach((heading, i) => {
      hierarchy[levels[i + 2]] = heading;
    });
    const pageUrl = `${index.origin}${path}`;
    const record = (type: DocSearchRecord['type'], content: string | null): DocSearchRecord => ({
      objectID: `${path}:${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      content,
      type,
      hierarchy: {...hierarchy},
      language,
      docusaurus_tag: docusaurusTag,
      weight: {pageRank: 0, level: 0, position: records.length},
    });
    records.push(record(headingType(headings), null));
    for (const text of texts) records.push(record('content', decode(text)));
  }
  return records;
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
