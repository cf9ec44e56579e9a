import {test, expect} from './fixtures';

// Each page's HTML names its route's chunks (plugins/route-chunk-scripts.ts), so that none of the site's scripts
// is found and inserted only when main.js runs, and none is downloaded twice.
const pages = [
  {kind: 'home page', path: '/'},
  {kind: 'docs page', path: '/api/createReducer'},
  {kind: 'blog archive', path: '/blog/archive'},
  {kind: 'search page', path: '/search'},
  {kind: 'not-found page', path: '/no-such-page'},
];

for (const {kind, path} of pages) {
  test(`the ${kind} downloads on load only the scripts its HTML names, each once`, async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/assets/js/')) requested.push(pathname);
    });
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');

    const html = await response!.text();
    const named = [...html.matchAll(/<script src="(\/assets\/js\/[^"]+)"/g)].map(([, src]) => src);
    // runtime~main, main and at least one of the route's chunks.
    expect(named.length).toBeGreaterThan(2);
    expect(requested.sort()).toEqual([...named].sort());
  });
}

test('after loading with its chunks in the HTML, a page still navigates client-side', async ({page}) => {
  await page.goto('/api/createReducer');
  await page.evaluate(() => Object.assign(window, {__samePage: true}));
  await page.locator('nav.menu').getByRole('link', {name: 'configureStore', exact: true}).click();
  await expect(page.locator('.markdown h1')).toHaveText('configureStore');
  // No page load happened: the window is the same one.
  expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
});
