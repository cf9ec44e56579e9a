import {searchLocally, type MultiQueryAnswer} from './localSearch';

// The one search function both UIs call with an Algolia multi-query body: Algolia's answer when an Algolia
// application is configured and answers, else the local index's.

/** What both UIs say when Algolia failed and the local index answered. */
export const localFallbackNote = 'The search service could not be reached: these results are from the local index.';

export type Search = (body: {requests: unknown[]}) => Promise<MultiQueryAnswer>;

/** Who answered the last query: Algolia, the local index (as the search, or because Algolia failed), or nobody. */
export type AnsweredBy = 'algolia' | 'local' | 'local-fallback' | 'nobody';

export interface SiteSearchOptions {
  /** Algolia's search, when an application is configured. */
  algolia?: Search;
  manifestUrl: string;
  onAnswer?: (answeredBy: AnsweredBy) => void;
}

export function siteSearch({algolia, manifestUrl, onAnswer}: SiteSearchOptions): Search {
  return async (body) => {
    if (algolia) {
      try {
        const answer = await algolia(body);
        onAnswer?.('algolia');
        return answer;
      } catch {
        // Unreachable or failing: the same query is answered locally, and the UI says so.
      }
    }
    try {
      const answer = await searchLocally(manifestUrl, body);
      onAnswer?.(algolia ? 'local-fallback' : 'local');
      return answer;
    } catch (error) {
      onAnswer?.('nobody');
      throw error;
    }
  };
}
