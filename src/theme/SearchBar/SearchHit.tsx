import React from 'react';
import {useHistory} from '@docusaurus/router';
// Declares `window.docusaurus`.
import type {} from '@docusaurus/core/lib/client/exports/Link';

/**
 * A result of the modal: a plain link that navigates in the app, and preloads its page when the pointer reaches
 * it. The stock bar draws each result with Docusaurus's Link, which gives every link of every answer an
 * IntersectionObserver and prefetches the page of each result shown: DocSearch redraws the results several times
 * per query, so that was main-thread work on every key (scripts/bench/search.ts).
 */
export default function SearchHit({hit, children}: {hit: {url: string}; children: React.ReactNode}): JSX.Element {
  const history = useHistory();
  const onClick = (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} onClick={onClick} onMouseEnter={() => window.docusaurus.preload(hit.url)}>
      {children}
    </a>
  );
}
