import type {BrowserContext, Route} from '@playwright/test';

export type AlgoliaAnswer = (body: unknown) => unknown;

/** An Algolia multi-query answer with no hits for every query, in the shape DocSearch reads. */
export const noHits: AlgoliaAnswer = (body) => {
  const requests = (body as {requests?: {params?: string; query?: string}[]}).requests ?? [];
  return {
    results: requests.map(() => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: '',
      params: '',
      processingTimeMS: 1,
    })),
  };
};

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost';
}

/**
 * The tests never let a request leave the machine: the site's own server is reached, Algolia is answered by
 * `algolia`, the analytics script is answered with an empty script, and anything else is aborted at once.
 */
export async function answerOutsideServices(
  context: BrowserContext,
  algolia: AlgoliaAnswer = noHits,
): Promise<void> {
  await context.route(
    (url) => !isLoopback(url),
    async (route: Route) => {
      const url = new URL(route.request().url());
      if (url.hostname.endsWith('algolia.net') || url.hostname.endsWith('algolianet.com')) {
        // The body is JSON whatever the content type says: algoliasearch v4 labels it form-encoded to skip the
        // CORS preflight, and postDataJSON() would then parse it as a form.
        const body: unknown = JSON.parse(route.request().postData() ?? '{}');
        await route.fulfill({json: algolia(body)});
      } else if (url.hostname === 'www.googletagmanager.com') {
        await route.fulfill({contentType: 'text/javascript', body: ''});
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
}
