import {test, expect} from './fixtures';
import {testGtagId} from '../support/test-build';
import {hydrated} from '../support/hydrated';

type GtagCall = unknown[];

const pageViews = (calls: GtagCall[]) =>
  calls.filter((call) => call[0] === 'event' && call[1] === 'page_view').map((call) => (call[2] as {page_path: string}).page_path);

test('a page-view event is sent on every route change', async ({page}) => {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.googletagmanager.com/gtag/js')) scriptRequests.push(request.url());
  });
  await page.goto('/introduction/getting-started');
  await hydrated(page);
  expect(scriptRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${testGtagId}`]);

  const dataLayer = () => page.evaluate(() => (window as unknown as {dataLayer: unknown[]}).dataLayer.map((args) => Array.from(args as ArrayLike<unknown>)));

  await page.locator('nav.menu').getByRole('link', {name: 'createSlice', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('createSlice');
  await page.locator('nav.menu').getByRole('link', {name: 'configureStore', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('configureStore');
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('createSlice');

  await expect.poll(async () => pageViews(await dataLayer())).toEqual(['/api/createSlice', '/api/configureStore', '/api/createSlice']);
});
