import {testAdminKey} from './search-keys';

/** The analytics id the test build carries, so that the browser tests can see page-view events being sent. */
export const testGtagId = 'G-TESTBUILD01';

/** The Algolia application the test build is configured with; the tests answer it with a double. */
export const testAlgoliaAppId = 'TESTAPP';

/**
 * The environment of the production build the browser tests run against: an analytics id, an Algolia application
 * (the search specs answer it with a double; tests/support/search-service.ts switches a page to the default, local
 * search), and a known Algolia admin key so that the tests can show it never reaches the bundle.
 */
export const testBuildEnv = {
  GTAG_ID: testGtagId,
  ALGOLIA_APP_ID: testAlgoliaAppId,
  ALGOLIA_SEARCH_API_KEY: 'search-only-key',
  ALGOLIA_ADMIN_KEY: testAdminKey,
};
