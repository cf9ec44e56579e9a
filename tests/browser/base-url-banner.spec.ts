import {test, expect} from './fixtures';
import {startStaticServer, type StaticServer} from '../support/static-server';

const banner = '#docusaurus-base-url-issue-banner';

test.describe('served under a path it was not built for', () => {
  let server: StaticServer;
  test.beforeAll(async () => {
    server = await startStaticServer({prefix: '/wrong-base/'});
  });
  test.afterAll(() => server.close());

  test('the home path shows the red base-URL banner with the configured and the suggested base URL', async ({page}) => {
    await page.goto(server.url);
    await expect(page.locator(banner)).toBeVisible();
    await expect(page.locator(banner)).toContainText('Your Docusaurus site did not load properly.');
    await expect(page.locator(banner)).toContainText('Current configured baseUrl = / (default value)');
    await expect(page.locator(`${banner} #docusaurus-base-url-issue-banner-suggestion-container`)).toHaveText('/wrong-base/');
    expect(await page.locator(banner).evaluate((element) => getComputedStyle(element).borderColor)).toBe('rgb(255, 0, 0)');
  });

  test('other paths show no banner', async ({page}) => {
    await page.goto(`${server.url}api/createSlice`);
    await expect(page.locator('h1')).toHaveText('createSlice');
    await expect(page.locator(banner)).toHaveCount(0);
  });
});

test('a site served at its base URL shows no banner', async ({page}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator(banner)).toHaveCount(0);
});
