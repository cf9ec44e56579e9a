import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import type {AlgoliaResult} from '@site/src/search/algoliaAnswer';
import {searchLocally} from '@site/src/search/localSearch';
import {useSearchConfig} from '@site/src/search/useSearchConfig';

// The not-found page's help: links from elsewhere use other paths (the official docs' /api/combineSlices, a
// lowercased /api/createslice), so the local search is asked for the words of the missing path and its best
// matches are offered. Nothing shows until they are there, and nothing when there are none or the index fails.

const suggestionCount = 5;

/** The words of a path: its segments, split at dashes, underscores and dots ("/api/create-slice" -> api create slice). */
export function pathWords(pathname: string): string {
  return decodeURIComponent(pathname)
    .split(/[/\-_.\s]+/)
    .filter((word) => word && word !== 'html')
    .join(' ');
}

type Hit = AlgoliaResult['hits'][number];

function label(hit: Hit): string {
  const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = hit.hierarchy;
  return [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' › ');
}

export default function Suggestions(): JSX.Element | null {
  const {pathname} = useLocation();
  const {manifestUrl} = useSearchConfig();
  const [hits, setHits] = useState<Hit[]>([]);

  useEffect(() => {
    const query = pathWords(pathname);
    if (!query) return undefined;
    let current = true;
    const request = {indexName: '', query, hitsPerPage: suggestionCount};
    searchLocally(manifestUrl, {requests: [request]}).then(
      ({results}) => current && setHits(results[0].hits),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname, manifestUrl]);

  if (hits.length === 0) return null;
  return (
    <section aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">Perhaps you were looking for</h2>
      <ul>
        {hits.map((hit) => {
          const url = new URL(hit.url);
          return (
            <li key={hit.objectID}>
              <Link to={url.pathname + url.hash}>{label(hit)}</Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
