import React, {useMemo, useState} from 'react';
import StockSearchBar from '@theme-original/SearchBar';
import {siteSearch, type AnsweredBy, type Search} from '@site/src/search/siteSearch';
import {prepareLocalSearch} from '@site/src/search/localSearch';
import {useSearchConfig, type SearchConfig} from '@site/src/search/useSearchConfig';
import {modalQueryLength, queryCutText} from '@site/src/search/queryLength';
import ResultsFooter from './ResultsFooter';
import SearchHit from './SearchHit';
import WithDocSearchProps from './WithDocSearchProps';
import {useModalQueryCut} from './useModalQueryCut';
import styles from './styles.module.css';

// The stock search bar (and with it DocSearch) searching through the site's search client. Loaded only when the
// reader reaches for search (./index.tsx), with the local search's page side.

/** Starts loading the local index, when it is the search. */
export function prepareSearch({algolia, manifestUrl}: SearchConfig): void {
  if (!algolia) prepareLocalSearch(manifestUrl);
}

type SearchClient = {search: Search};

/** DocSearch's props that make the stock modal search through the site's search client. */
function useDocSearchProps(queryCut: boolean): Record<string, unknown> {
  const {algolia, manifestUrl} = useSearchConfig();
  const [answeredBy, setAnsweredBy] = useState<AnsweredBy>(algolia ? 'algolia' : 'local');
  return useMemo(
    () => ({
      // Without an Algolia application, nothing may reach Algolia, yet the stock bar preconnects to its app id's
      // host: this one is no host name, so the browser drops the hint. DocSearch's own client is never asked.
      ...(!algolia && {appId: 'no algolia app'}),
      transformSearchClient: (client: SearchClient): SearchClient => ({
        ...client,
        search: siteSearch({
          algolia: algolia ? (body) => client.search(body) : undefined,
          manifestUrl,
          onAnswer: setAnsweredBy,
        }),
      }),
      // DocSearch asks for 20 hits and draws every one, which costs the main thread more than the search itself
      // (about half of each query at 4x CPU, scripts/bench/search.ts); the first 10 are what a reader scans, and
      // the footer links to all of them on /search.
      searchParameters: {hitsPerPage: modalHits},
      hitComponent: SearchHit,
      resultsFooterComponent: ({state}: {state: {query: string; context: {nbHits?: number}}}) => (
        <ResultsFooter state={state} fromLocalFallback={answeredBy === 'local-fallback'} queryCut={queryCut} />
      ),
      // DocSearch 3.9 shows its "no results" screen when a search fails; it then says why. (The stock bar renders
      // DocSearch's modal itself, whose translations are those DocSearch keeps under `modal`.)
      ...((answeredBy === 'nobody' || queryCut) && {
        translations: {
          noResultsScreen: {
            noResultsText: answeredBy === 'nobody' ? unavailableText : `${queryCutText(modalQueryLength)} No results for`,
          },
        },
      }),
    }),
    [algolia, manifestUrl, answeredBy, queryCut],
  );
}

const modalHits = 10;

const unavailableText =
  'Search is unavailable right now: the search index could not be loaded. Check your connection and try again. No results for';

export default function SiteSearchBar(): JSX.Element {
  const queryCuts = useModalQueryCut();
  return (
    <>
      <WithDocSearchProps props={useDocSearchProps(queryCuts > 0)}>
        <StockSearchBar />
      </WithDocSearchProps>
      {/* DocSearch's modal has no live region; this one, there before the modal opens, tells screen readers. */}
      <p role="status" className={styles.visuallyHidden}>
        {queryCuts > 0 && <span key={queryCuts}>{queryCutText(modalQueryLength)}</span>}
      </p>
    </>
  );
}
