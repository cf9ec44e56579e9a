import type {Page} from '@playwright/test';
import {isSiteBundle} from '../support/script-bodies';
import {test, expect} from './fixtures';

// Each page's HTML names its route's chunks (plugins/route-chunk-scripts.ts): exactly the chunks the client would
// otherwise insert once main.js runs, so that webpack inserts none and none is downloaded twice.
const pages = [
  {kind: 'home page', path: '/'},
  {kind: 'docs page', path: '/api/createReducer'},
  {kind: 'blog archive', path: '/blog/archive'},
  {kind: 'search page', path: '/search'},
  {kind: 'not-found page', path: '/no-such-page'},
];

const builtScript = /<script src="(\/assets\/js\/[^"]+)"[^>]*><\/script>/g;

function namedScripts(html: string): string[] {
  return [...html.matchAll(builtScript)].map(([, src]) => src);
}

function recordScriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isSiteBundle(request)) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

for (const {kind, path} of pages) {
  test(`the ${kind} names in its HTML the chunks the client loads, and webpack inserts none`, async ({page}) => {
    // Webpack marks every script element it inserts with data-webpack.
    await page.addInitScript(() => {
      const inserted: string[] = [];
      Object.assign(window, {__webpackInserted: inserted});
      new MutationObserver((mutations) => {
        for (const node of mutations.flatMap(({addedNodes}) => [...addedNodes])) {
          if (node instanceof HTMLScriptElement && node.dataset.webpack) inserted.push(node.src);
        }
      }).observe(document, {childList: true, subtree: true});
    });
    const requested = recordScriptRequests(page);
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');

    const named = namedScripts(await response!.text());
    // runtime~main, main and at least one of the route's chunks.
    expect(named.length).toBeGreaterThan(2);
    const inserted = await page.evaluate(() => (window as unknown as {__webpackInserted: string[]}).__webpackInserted);
    expect(inserted).toEqual([]);
    expect(requested.sort()).toEqual([...named].sort());
  });

  test(`without the chunks its HTML names, the ${kind} loads the same scripts`, async ({page}) => {
    // The chunks come after runtime~main and main; removed, the client inserts what it needs itself.
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      let kept = 0;
      const body = (await response.text()).replace(builtScript, (script) => (kept++ < 2 ? script : ''));
      await route.fulfill({response, body});
    });
    const requested = recordScriptRequests(page);
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');

    expect(namedScripts(await response!.text())).toHaveLength(2);
    const unstripped = await page.request.get(path, {failOnStatusCode: false});
    const named = namedScripts(await unstripped.text());
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
