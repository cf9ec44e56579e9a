import {useEffect, useMemo, useReducer, useRef, useState} from 'react';
import algoliaSearchHelper from 'algoliasearch-helper';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@theme/hooks/useDocs';
import type {AnsweredBy} from '@site/src/search/siteSearch';
import {useSearchConfig} from '@site/src/search/useSearchConfig';
import {siteSearchClient, type AlgoliaApplication} from './siteSearchClient';
import {searchResultItem, type SearchHit} from './searchResultItem';
import {nextSearchResults, noResults, type SearchResults} from './searchResults';
import {useScrolledIntoView} from './useScrolledIntoView';

// The results of the page's query, asked through algoliasearch-helper (as the stock page does, with its
// parameters and facet filters) of the site's search client.

export interface PageResults {
  results: SearchResults;
  /** Who answered the last query: Algolia, the local index (as the search, or because Algolia failed), or nobody. */
  answeredBy: AnsweredBy;
  /** For the "Fetching new results..." element: its coming into view asks for the next page. */
  loaderRef: (element: HTMLElement | null) => void;
}

/** The facet filters: this language, and the pages of each docs plugin's latest version (and other pages). */
function useFacetRefinements(): {language: string; tags: string[]} {
  const {i18n} = useDocusaurusContext();
  const docsData = useAllDocsData() as Record<string, {versions: {name: string}[]}>;
  const tags = Object.entries(docsData).map(([pluginId, {versions}]) => `docs-${pluginId}-${versions[0].name}`);
  return {language: i18n.currentLocale, tags: ['default', ...tags]};
}

// The stock page's. (A variable: the helper's types, which follow the installed algoliasearch, lack `hitsPerPage`.)
const searchParameters = {hitsPerPage: 15, advancedSyntax: true, disjunctiveFacets: ['language', 'docusaurus_tag']};

/** The page waits this long after the query last changed before asking: typing a word asks once. */
const typingPauseMs = 300;

export function useSearchResults(query: string): PageResults {
  const {siteConfig} = useDocusaurusContext();
  const {indexName, ...application} = siteConfig.themeConfig.algolia as AlgoliaApplication & {indexName: string};
  const config = useSearchConfig();
  const {language, tags} = useFacetRefinements();
  const [results, dispatch] = useReducer(nextSearchResults, noResults);
  const [answeredBy, setAnsweredBy] = useState<AnsweredBy>('nobody');
  // An answer to an earlier query, arriving late, is dropped.
  const currentQuery = useRef(query);
  currentQuery.current = query;

  const helper = useMemo(() => {
    const client = siteSearchClient(config, application, setAnsweredBy);
    const searchHelper = algoliaSearchHelper(client as never, indexName, searchParameters);
    searchHelper.addDisjunctiveFacetRefinement('language', language);
    for (const tag of tags) searchHelper.addDisjunctiveFacetRefinement('docusaurus_tag', tag);
    searchHelper.on('result', ({results: answer}) => {
      if (answer.query !== currentQuery.current) return;
      if (answer.query === '' || !Array.isArray(answer.hits)) {
        dispatch({type: 'reset'});
        return;
      }
      dispatch({
        type: 'answered',
        page: answer.page,
        totalPages: answer.nbPages,
        totalResults: answer.nbHits,
        items: (answer.hits as unknown as SearchHit[]).map(searchResultItem),
      });
    });
    // Without an 'error' listener the helper throws when a search fails, and the page would wait forever.
    searchHelper.on('error', () => dispatch({type: 'unavailable'}));
    return searchHelper;
    // The site's configuration does not change while the page is open.
  }, []);

  const search = (page: number) => helper.setQuery(query).setPage(page).search();

  useEffect(() => {
    dispatch({type: 'reset'});
    if (!query) return undefined;
    dispatch({type: 'loading'});
    const typing = window.setTimeout(() => search(0), typingPauseMs);
    return () => window.clearTimeout(typing);
  }, [query]);

  useEffect(() => {
    if (results.lastPage > 0) search(results.lastPage);
  }, [results.lastPage]);

  const loaderRef = useScrolledIntoView(() => dispatch({type: 'advance'}));
  return {results, answeredBy, loaderRef};
}
