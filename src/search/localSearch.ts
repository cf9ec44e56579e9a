import type {AlgoliaResult} from './algoliaAnswer';

// The page's side of the local search: one Web Worker (src/search/localSearch.worker.ts) that holds the index,
// created when the reader reaches for search, and asked each query.

export type MultiQueryAnswer = {results: AlgoliaResult[]};

/**
 * What a failed local search rejects with. Named as algoliasearch names its error when no host answers: DocSearch
 * shows its error screen for that name only, and the search bar keeps it from being reported as uncaught.
 */
class LocalSearchError extends Error {
  override name = 'RetryError';
}

let worker: Worker | undefined;
let manifest = '';
let nextId = 0;
const pending = new Map<number, {resolve: (answer: MultiQueryAnswer) => void; reject: (error: Error) => void}>();

function startWorker(manifestUrl: string): Worker {
  if (!worker) {
    manifest = new URL(manifestUrl, window.location.href).href;
    worker = new Worker(new URL('./localSearch.worker.ts', import.meta.url));
    worker.onmessage = ({data}: MessageEvent<{id: number; answer?: MultiQueryAnswer; error?: string}>) => {
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (data.answer) request?.resolve(data.answer);
      else request?.reject(new LocalSearchError(data.error ?? 'The local search failed.'));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      for (const request of pending.values()) request.reject(new LocalSearchError('The local search stopped.'));
      pending.clear();
      worker = undefined;
    };
  }
  return worker;
}

/** Starts fetching the index and building the engine, ahead of the first query. */
export function prepareLocalSearch(manifestUrl: string): void {
  startWorker(manifestUrl).postMessage({manifestUrl: manifest});
}

/** The local answer to an Algolia multi-query body. */
export function searchLocally(manifestUrl: string, body: unknown): Promise<MultiQueryAnswer> {
  const target = startWorker(manifestUrl);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    target.postMessage({id, manifestUrl: manifest, body});
  });
}
