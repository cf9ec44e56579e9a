import React from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {localFallbackNote} from '@site/src/search/siteSearch';
import {maxQueryLength, queryCutText} from '@site/src/search/queryLength';

// The lines above the results: how many documents were found, whether the reader's text was cut (a live region,
// there from the start so that screen readers announce the cut), and whether the local index answered for Algolia.

export default function ResultsSummary({
  totalResults,
  queryCut,
  fromLocalFallback,
}: {
  totalResults: number | null;
  queryCut: boolean;
  fromLocalFallback: boolean;
}): JSX.Element {
  const {selectMessage} = usePluralForm() as {selectMessage: (count: number, messages: string) => string};
  const documentsFound = (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found", in as many plural forms as the language has',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
  return (
    <>
      {!!totalResults && documentsFound(totalResults)}
      <p role="status" className="margin-bottom--none">
        {queryCut && <small>{queryCutText(maxQueryLength)}</small>}
      </p>
      {fromLocalFallback && (
        <p className="margin-bottom--none">
          <small>{localFallbackNote}</small>
        </p>
      )}
    </>
  );
}
