import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from '@docusaurus/theme-search-algolia/src/theme/SearchPage/styles.module.css';
import type {SearchResults} from './searchResults';

// What the page shows under its query: the results, or why there are none (search unavailable, no match) or the
// spinner while the first answer is awaited. The HTML of a result is the search's highlighting of the records'
// text, which the search escapes (src/search/highlight.ts; Algolia does the same).

function Message({results, query}: {results: SearchResults; query: string}): JSX.Element | null {
  if (results.unavailable) {
    return (
      <p role="alert">
        <Translate
          id="theme.SearchPage.unavailableText"
          description="The paragraph shown when the search service cannot be reached">
          Search is unavailable right now: neither the search service nor the search index could be reached. Check
          your connection and try again.
        </Translate>
      </p>
    );
  }
  if (results.loading) return <div className={styles.loadingSpinner} />;
  if (!query) return null;
  return (
    <p>
      <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
        No results were found
      </Translate>
    </p>
  );
}

export default function SearchResultList({results, query}: {results: SearchResults; query: string}): JSX.Element {
  if (results.items.length === 0) return <Message results={results} query={query} />;
  return (
    <main>
      {results.items.map(({title, url, summary, breadcrumbs}, i) => (
        <article key={i} className={styles.searchResultItem}>
          <h2 className={styles.searchResultItemHeading}>
            <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
          </h2>
          {breadcrumbs.length > 0 && (
            <nav aria-label="breadcrumbs">
              <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                {breadcrumbs.map((html, index) => (
                  <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                ))}
              </ul>
            </nav>
          )}
          {summary && <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: summary}} />}
        </article>
      ))}
    </main>
  );
}
