import {useEffect, useState} from 'react';
import useSearchQuery from '@theme/hooks/useSearchQuery';
import {maxQueryLength} from '@site/src/search/queryLength';

// The /search page's query: read from the address (`?q=`), kept in it as the reader types, and cut to what the
// search takes.

export interface PageQuery {
  /** What is searched: the text, cut to `maxQueryLength`. */
  query: string;
  /** Whether the text was longer than that. */
  cut: boolean;
  setText: (text: string) => void;
}

export function usePageQuery(): PageQuery {
  const {searchValue, updateSearchPath} = useSearchQuery() as {
    searchValue: string;
    updateSearchPath: (query: string) => void;
  };
  const [text, setText] = useState(searchValue);
  const query = text.slice(0, maxQueryLength);

  // Only when the query changes: `updateSearchPath` is a new function at every render.
  useEffect(() => updateSearchPath(query), [query]);

  // The address changed from outside the page's input (a link to /search?q=… followed while on the page).
  useEffect(() => {
    if (searchValue && searchValue !== query) setText(searchValue);
  }, [searchValue]);

  return {query, cut: text.length > maxQueryLength, setText};
}
