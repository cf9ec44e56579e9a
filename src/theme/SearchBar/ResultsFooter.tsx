import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {localFallbackNote} from '@site/src/search/siteSearch';
import styles from './styles.module.css';

/**
 * The modal's footer: the stock link to the /search page, and under it, when Algolia failed and the local index
 * answered, a quiet line that says so. It replaces the stock footer, which DocSearch gives no way to extend.
 */
export default function ResultsFooter({
  state,
  fromLocalFallback,
}: {
  state: {query: string; context: {nbHits?: number}};
  fromLocalFallback: boolean;
}): JSX.Element {
  const searchPage = useBaseUrl('/search');
  // DocSearch closes on Escape; the stock footer closes it the same way through the bar's own state.
  const close = () => window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}));
  return (
    <>
      <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={close}>
        See all {state.context.nbHits} results
      </Link>
      {fromLocalFallback && <p className={styles.localNote}>{localFallbackNote}</p>}
    </>
  );
}
