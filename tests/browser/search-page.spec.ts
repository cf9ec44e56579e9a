import type {Page} from '@playwright/test';
import {test, expect} from './search-fixtures';
import {hydrated} from '../support/hydrated';
import {htmlLikeText} from '../support/search-examples';
import {recordScriptBodies} from '../support/script-bodies';
import {withDefaultSearchConfig} from '../support/search-service';

// The /search page (swizzled in src/theme/SearchPage), against the Algolia double serving the records built
// from this build. It asks for 15 results at a time and loads the next 15 when its loader scrolls into view.

const resultLinks = (page: Page) => page.locator('article h2 a');

test('/search?q= lists results, and every result links to a real page and heading', async ({page, context}) => {
  await page.goto('/search?q=createSlice');
  await expect(page.locator('h1')).toHaveText('Search results for "createSlice"');
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('createSlice');
  await expect(resultLinks(page)).toHaveCount(15);
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createSlice');
  await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
  // The breadcrumbs show the sidebar category and the headings above the result.
  await expect(page.locator('article').nth(1).locator('.breadcrumbs__item')).toHaveText(['API Reference', 'createSlice']);

  const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const anchorsByPage = new Map<string, string[]>();
  for (const href of hrefs) {
    const {pathname, hash} = new URL(href, page.url());
    anchorsByPage.set(pathname, [...(anchorsByPage.get(pathname) ?? []), decodeURIComponent(hash.slice(1))]);
  }
  const visitor = await context.newPage();
  for (const [pathname, anchors] of anchorsByPage) {
    const response = await visitor.goto(pathname);
    expect(response?.status(), pathname).toBe(200);
    await expect(visitor.locator('article h1'), pathname).toBeVisible();
    for (const anchor of anchors.filter(Boolean)) {
      await expect(visitor.locator(`article [id="${anchor}"]`), `${pathname}#${anchor}`).toHaveCount(1);
    }
  }
});

test('a click on a result opens the page at its heading', async ({page}) => {
  await page.goto('/search?q=createSlice%20selectors');
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createSlice#selectors');
  await resultLinks(page).first().click();
  await expect(page).toHaveURL(/\/api\/createSlice#selectors$/);
  await expect(page.locator('[id="selectors"]')).toBeInViewport();
});

test('typing in the search box searches and updates the address', async ({page}) => {
  await page.goto('/search');
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await hydrated(page);
  await page.getByRole('searchbox', {name: 'Search'}).fill('createEntityAdapter');
  await expect(page).toHaveURL(/\/search\?q=createEntityAdapter$/);
  await expect(page.locator('h1')).toHaveText('Search results for "createEntityAdapter"');
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createEntityAdapter');
});

test('a query with no match says so', async ({page}) => {
  await page.goto('/search?q=qwxzzy');
  await expect(page.getByText('No results were found')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(0);
});

test('scrolling to the end of the results loads the next page of them', async ({page, algoliaRequests}) => {
  await page.goto('/search?q=createSlice');
  await expect(resultLinks(page)).toHaveCount(15);
  const total = Number((await page.getByText(/^\d+ documents found$/).textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(30);

  await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
  await expect(resultLinks(page)).toHaveCount(30);
  expect(JSON.stringify(algoliaRequests)).toContain('page=1');
  const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(30);
});

test('HTML in a query or in the docs is shown as text, never run', async ({page, records, pageErrors}) => {
  for (const query of ['<img src=x onerror="window.__searchXss=1">', '<script>window.__searchXss=1</script>']) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.locator('h1')).toHaveText(`Search results for "${query}"`);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(query);
    await expect(page.locator('article').first().or(page.getByText('No results were found'))).toBeVisible();
  }
  const {query, literal} = htmlLikeText(records);
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.locator('article').filter({hasText: literal}).first()).toBeVisible();

  expect(await page.evaluate(() => (window as {__searchXss?: number}).__searchXss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

// With Algolia unreachable the local index answers (tests/browser/search-local.spec.ts); here it cannot either.
test('with Algolia and the local index unreachable the page says search is unavailable, without an uncaught error', async ({
  page,
  pageErrors,
}) => {
  await page.route(/algolia(net)?\.(net|com)/, (route) => route.abort('connectionrefused'));
  await page.route(/\/search-index\.json$/, (route) => route.abort('connectionrefused'));
  await page.goto('/search?q=createSlice');
  await expect(page.getByRole('alert')).toHaveText(/^Search is unavailable right now/);
  await expect(page.getByText('No results were found')).toHaveCount(0);
  await expect(page.locator('article')).toHaveCount(0);
  // The page still works: a new query is tried again.
  await page.getByRole('searchbox', {name: 'Search'}).fill('createApi');
  await expect(page.locator('h1')).toHaveText('Search results for "createApi"');
  await expect(page.getByRole('alert')).toHaveText(/^Search is unavailable right now/);
  expect(pageErrors).toEqual([]);
});

test("Algolia's client loads, and Algolia is named, only with a query Algolia answers: never in the default configuration", async ({
  page,
  algoliaRequests,
}) => {
  // What algoliasearch's clients send as their user agent; no other script of the site has it.
  const hasAlgoliaClient = (bodies: string[]) => bodies.some((body) => body.includes('Algolia for JavaScript'));
  const algoliaCredit = page.getByRole('link', {name: 'Search by Algolia'});

  await withDefaultSearchConfig(page);
  let scripts = recordScriptBodies(page);
  await page.goto('/search?q=createSlice');
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createSlice');
  expect(hasAlgoliaClient(await scripts())).toBe(false);
  expect(algoliaRequests).toEqual([]);
  await expect(algoliaCredit).toHaveCount(0);

  await page.unrouteAll();
  scripts = recordScriptBodies(page);
  await page.goto('/search?q=createSlice');
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createSlice');
  expect(hasAlgoliaClient(await scripts())).toBe(true);
  expect(algoliaRequests.length).toBeGreaterThan(0);
  await expect(algoliaCredit).toBeVisible();
});

test('typing a word asks once, when the typing pauses, not once per key', async ({page, algoliaRequests}) => {
  await page.goto('/search');
  await hydrated(page);
  await page.getByRole('searchbox', {name: 'Search'}).pressSequentially('createEntityAdapter');
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createEntityAdapter');
  const queries = JSON.stringify(algoliaRequests).match(/query=[^&"\\]*/g) ?? [];
  expect(new Set(queries)).toEqual(new Set(['query=createEntityAdapter']));
});
