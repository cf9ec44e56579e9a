import type {Page} from '@playwright/test';

/**
 * Switches a page of the test build, which is built with an Algolia application, to the default configuration
 * (no ALGOLIA_APP_ID: the local index is the only search), so that one build serves the specs of both. The site
 * config is serialized into main.js; the switch rewrites its one field, `customFields.searchService`, as the page
 * loads. Returns how many main.js responses were switched, for a test to check the switch took.
 */
export async function withDefaultSearchConfig(page: Page): Promise<{switched: number}> {
  const count = {switched: 0};
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const local = body.replace('customFields:{searchService:"algolia"}', 'customFields:{searchService:"local"}');
    if (local !== body) count.switched += 1;
    await route.fulfill({response, body: local});
  });
  return count;
}
