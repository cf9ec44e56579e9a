import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {localFallbackNote} from '@site/src/search/siteSearch';
import {modalQueryLength, queryCutText} from '@site/src/search/queryLength';
import styles from './styles.module.css';

/**
 * The modal's footer: the stock link to the /search page, and under it a quiet line when the reader's text was cut
 * to the input's length, and one when Algolia failed and the local index answered. It replaces the stock footer,
 * which DocSearch gives no way to extend.
 */
export default function ResultsFooter({
  state,
  fromLocalFallback,
  queryCut,
}: {
  state: {query: string; context: {nbHits?: number}};
  fromLocalFallback: boolean;
  queryCut: boolean;
}): JSX.Element {
  const searchPage = useBaseUrl('/search');
  // DocSearch closes on Escape; the stock footer closes it the same way through the bar's own state.
  const close = () => window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}));
  return (
    <>
      <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={close}>
        See all {state.context.nbHits} results
      </Link>
      {queryCut && <p className={styles.note}>{queryCutText(modalQueryLength)}</p>}
      {fromLocalFallback && <p className={styles.note}>{localFallbackNote}</p>}
    </>
  );
}
