import React from 'react';
import Translate from '@docusaurus/Translate';

/** Names Algolia beside results Algolia answered (the page shows it only then: the local index is the site's own). */
export default function AlgoliaCredit(): JSX.Element {
  return (
    <a target="_blank" rel="noopener noreferrer" href="https://www.algolia.com/">
      <Translate id="theme.SearchPage.algoliaLabel" description="The ARIA label for Algolia mention">
        Search by Algolia
      </Translate>
    </a>
  );
}
