import {testAdminKey} from './search-keys';

/** The analytics id the test build carries, so that the browser tests can see page-view events being sent. */
export const testGtagId = 'G-TESTBUILD01';

/**
 * The environment of the production build the browser tests run against: an analytics id, and a known Algolia
 * admin key so that the tests can show it never reaches the bundle.
 */
export const testBuildEnv = {GTAG_ID: testGtagId, ALGOLIA_ADMIN_KEY: testAdminKey};
