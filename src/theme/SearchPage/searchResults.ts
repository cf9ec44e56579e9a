import type {SearchResultItem} from './searchResultItem';

// The state of the page's results, and how each event of a search changes it. The page shows one query's results,
// 15 at a time: a scroll to the end asks for the next page of them (`advance`), which is added to those shown.

export interface SearchResults {
  items: SearchResultItem[];
  /** How many hits the query has in all; null until it is answered. */
  totalResults: number | null;
  totalPages: number;
  /** The last page asked for. */
  lastPage: number;
  hasMore: boolean;
  loading: boolean;
  /** Neither Algolia nor the local index could answer. */
  unavailable: boolean;
}

export type SearchResultsEvent =
  | {type: 'reset'}
  | {type: 'loading'}
  | {type: 'unavailable'}
  | {type: 'answered'; page: number; totalPages: number; totalResults: number; items: SearchResultItem[]}
  | {type: 'advance'};

export const noResults: SearchResults = {
  items: [],
  totalResults: null,
  totalPages: 0,
  lastPage: 0,
  hasMore: false,
  loading: false,
  unavailable: false,
};

export function nextSearchResults(state: SearchResults, event: SearchResultsEvent): SearchResults {
  switch (event.type) {
    case 'reset':
      return noResults;
    case 'loading':
      return {...state, loading: true};
    case 'unavailable':
      return {...noResults, unavailable: true};
    case 'answered':
      return {
        items: event.page === 0 ? event.items : state.items.concat(event.items),
        totalResults: event.totalResults,
        totalPages: event.totalPages,
        lastPage: event.page,
        hasMore: event.totalPages > event.page + 1,
        loading: false,
        unavailable: false,
      };
    case 'advance': {
      const hasMore = state.totalPages > state.lastPage + 1;
      return {...state, lastPage: hasMore ? state.lastPage + 1 : state.lastPage, hasMore};
    }
  }
}
