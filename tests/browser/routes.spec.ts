import {test, expect} from './fixtures';
import {allRoutes, docRoutes} from '../support/routes';
import {hydrated} from '../support/hydrated';

test('the spec names 54 routes, 51 of them docs', () => {
  expect(allRoutes).toHaveLength(54);
  expect(docRoutes).toHaveLength(51);
});

for (const {route, h1, title} of allRoutes) {
  test(`${route} renders its own page`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    if (docRoutes.includes(route)) {
      // All docs pages share the docs layout: its sidebar marks this page as the active link.
      await expect(page.locator(`nav.menu a.menu__link--active[href="${route}"]`)).toHaveCount(1);
    }
  });
}

const notRoutes = [
  '/docs/introduction/getting-started',
  '/api',
  '/api/createSlicee',
  '/api/configureStore/extra',
  '/rtk-query/api/created-api',
  '/rtk-query/usage',
  '/blog',
  '/blog/2021/01/01/post',
  '/introduction',
  '/search/more',
  '/no-such-page',
  // Next to the docs as Markdown (plugins/llms), which are files, not routes.
  '/llms',
  '/llms-full',
  '/llms.md',
  '/api.md',
  '/api/createSlicee.md',
  '/introduction.md',
  '/rtk-query/api/created-api.md',
  // A route in another case: exact means case too (src/clientModules/caseSensitiveRoutes.ts).
  '/api/createslice',
  '/API/createSlice',
  '/rtk-query/api/createapi',
  '/Search',
  '/blog/Archive',
];

for (const route of notRoutes) {
  test(`${route} shows the not-found page`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    // After hydration too: the client's router must not take the path for a route the server did not serve.
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | Redux Toolkit');
  });
}
