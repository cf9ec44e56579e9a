import type {SearchClient} from 'algoliasearch/lite';
import {siteSearch, type AnsweredBy} from '@site/src/search/siteSearch';
import type {MultiQueryAnswer} from '@site/src/search/localSearch';
import type {SearchConfig} from '@site/src/search/useSearchConfig';

// The search client the page's search helper (algoliasearch-helper) asks: the site's search
// (src/search/siteSearch.ts), which is Algolia when an application is configured, else or when Algolia fails the
// local index.

/** The part of an algoliasearch client the helper calls. */
export interface HelperSearchClient {
  search: (requests: unknown[]) => Promise<MultiQueryAnswer>;
}

export interface AlgoliaApplication {
  appId?: string;
  apiKey: string;
}

export function siteSearchClient(
  {algolia, manifestUrl}: SearchConfig,
  {appId = '', apiKey}: AlgoliaApplication,
  onAnswer: (answeredBy: AnsweredBy) => void,
): HelperSearchClient {
  // Algolia's client is loaded with the first query it is to answer: in the default configuration (local search
  // only) the page carries none of it.
  let algoliaClient: Promise<SearchClient> | undefined;
  const askAlgolia = async ({requests}: {requests: unknown[]}) => {
    algoliaClient ??= import('algoliasearch/lite').then(({default: algoliasearch}) => algoliasearch(appId, apiKey));
    const client = await algoliaClient;
    return (await client.search(requests as Parameters<SearchClient['search']>[0])) as unknown as MultiQueryAnswer;
  };
  const search = siteSearch({algolia: algolia ? askAlgolia : undefined, manifestUrl, onAnswer});
  return {search: (requests) => search({requests})};
}
