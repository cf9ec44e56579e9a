// The local search's Web Worker: it fetches the index, builds the engine and answers queries, so that none of
// that work runs on the page's main thread. Messages: {load: manifestUrl} starts loading; {id, manifestUrl, body}
// asks for the answer to an Algolia multi-query body, sent back as {id, answer} or {id, error}.
import type {DocSearchRecord} from '../../scripts/search/record';
import {answerRequests} from './algoliaAnswer';
import {createEngine, rankLocally, unpackRecords, type LocalIndex, type LocalIndexManifest} from './localIndex';

interface Loaded {
  records: DocSearchRecord[];
  rank: ReturnType<typeof rankLocally>;
}

let loading: Promise<Loaded> | undefined;

async function fetchJson<T>(url: string, cache: RequestCache): Promise<T> {
  const response = await fetch(url, {cache});
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

async function fetchIndex(manifestUrl: string, cache: RequestCache): Promise<LocalIndex | undefined> {
  const manifest = await fetchJson<LocalIndexManifest>(manifestUrl, cache);
  const index = await fetchJson<LocalIndex>(new URL(manifest.index, manifestUrl).href, cache);
  // An index of another build than the manifest names (a cache holding a file of an earlier deploy): not used.
  return index?.buildId === manifest.buildId ? index : undefined;
}

async function load(manifestUrl: string): Promise<Loaded> {
  const index =
    (await fetchIndex(manifestUrl, 'no-cache')) ??
    // Fetched once more past every cache; a second mismatch is an error.
    (await fetchIndex(manifestUrl, 'reload'));
  if (!index) throw new Error('The search index belongs to another build of the site.');
  const records = unpackRecords(index);
  return {records, rank: rankLocally(createEngine(records), records)};
}

function loaded(manifestUrl: string): Promise<Loaded> {
  if (!loading) {
    loading = load(manifestUrl);
    // A failed load is tried again by the next query.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

interface Request {
  id?: number;
  manifestUrl: string;
  body?: unknown;
}

self.onmessage = async ({data}: MessageEvent<Request>) => {
  try {
    const {records, rank} = await loaded(data.manifestUrl);
    if (data.id === undefined) return;
    self.postMessage({id: data.id, answer: answerRequests(data.body, records, undefined, rank)});
  } catch (error) {
    if (data.id !== undefined) self.postMessage({id: data.id, error: String((error as Error).message ?? error)});
  }
};
