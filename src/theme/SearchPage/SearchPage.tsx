/**
 * Swizzled from @docusaurus/theme-search-algolia 2.0.0-beta.7. The stock page cannot be wrapped: it builds its
 * Algolia client and search helper inside its component, from its own imports, so no prop, hook or theme component
 * reaches them; it has no place for a line of its own; and when a search fails its helper throws (no 'error'
 * listener) and the page spins forever. What this page does differently:
 * - it searches through the site's search (src/search/siteSearch.ts, in ./siteSearchClient.ts): Algolia when an
 *   application is configured, else or when Algolia fails the local index; Algolia's client loads only when asked;
 * - it says when the local index answered for Algolia, and when neither could answer (./ResultsSummary.tsx,
 *   ./SearchResultList.tsx); it names Algolia, as a text link in place of the stock logo, only beside Algolia's
 *   results;
 * - it cuts the query at `maxQueryLength` and says so (./usePageQuery.ts);
 * - it asks once the reader pauses typing, not once per key (./useSearchResults.ts).
 * It leaves out the stock page's docs-version select, which shows only with several versions of the docs: the site
 * has one. The markup, texts, translation ids, search parameters and styles (the stock module, used in place) are
 * the stock page's.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-search-algolia).
 */
import React from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import {useTitleFormatter} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import styles from '@docusaurus/theme-search-algolia/src/theme/SearchPage/styles.module.css';
import AlgoliaCredit from './AlgoliaCredit';
import ResultsSummary from './ResultsSummary';
import SearchResultList from './SearchResultList';
import {usePageQuery} from './usePageQuery';
import {useSearchResults} from './useSearchResults';

function pageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

export default function SearchPage(): JSX.Element {
  const {query, cut, setText} = usePageQuery();
  const {results, answeredBy, loaderRef} = useSearchResults(query);
  const title = pageTitle(query);
  return (
    <Layout wrapperClassName="search-page-wrapper">
      <Head>
        <title>{useTitleFormatter(title)}</title>
        {/* Search result pages are not for search engines (facebook/docusaurus#3233). */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      <div className="container margin-vert--lg">
        <h1>{title}</h1>

        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(e) => setText(e.target.value)}
              value={query}
              autoComplete="off"
              // The reader came here to search.
              autoFocus
            />
          </div>
        </form>

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            <ResultsSummary
              totalResults={results.totalResults}
              queryCut={cut}
              fromLocalFallback={answeredBy === 'local-fallback'}
            />
          </div>
          <div className={clsx('col', 'col--4', 'text--right', styles.searchLogoColumn)}>
            {answeredBy === 'algolia' && <AlgoliaCredit />}
          </div>
        </div>

        <SearchResultList results={results} query={query} />

        {results.hasMore && (
          <div className={styles.loader} ref={loaderRef}>
            <Translate id="theme.SearchPage.fetchingNewResults" description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </div>
        )}
      </div>
    </Layout>
  );
}
