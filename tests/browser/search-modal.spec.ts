import type {Page} from '@playwright/test';
import {test, expect, closeSearchWithEscape} from './search-fixtures';
import {hydrated} from '../support/hydrated';
import {htmlLikeText} from '../support/search-examples';

// The DocSearch modal of the navbar, against the Algolia double serving the records built from this build.

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

async function openWith(page: Page, key: string): Promise<void> {
  await hydrated(page);
  await page.keyboard.press(key);
  await expect(searchInput(page)).toBeFocused();
}

async function hrefs(page: Page): Promise<string[]> {
  await expect(hitLinks(page).first()).toBeVisible();
  return hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The text of a heading's section: the heading and everything up to the next heading of its level or above. */
async function sectionText(page: Page, id: string): Promise<string> {
  return page.locator(`[id="${id}"]`).evaluate((heading) => {
    const level = Number(heading.tagName.slice(1));
    let text = heading.textContent ?? '';
    for (let node = heading.nextElementSibling; node; node = node.nextElementSibling) {
      if (/^H[1-6]$/.test(node.tagName) && Number(node.tagName.slice(1)) <= level) break;
      text += ` ${node.textContent ?? ''}`;
    }
    return text;
  });
}

test('the navbar button opens the modal; a click on a result for keepUnusedDataFor lands on its heading', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', {name: 'Search'}).click();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).pressSequentially('keepUnusedDataFor');

  // The option's own heading in the reference comes first; the guide about it is among the results too (DocSearch
  // groups hits by page, so its place depends on how often the reference pages mention the option).
  const allHits = await hrefs(page);
  const reference = allHits[0];
  expect(reference).toBe('/rtk-query/api/createApi#keepunuseddatafor');
  expect(allHits.some((href) => href.startsWith('/rtk-query/usage/cache-behavior')), allHits.join(', ')).toBe(true);

  // The result is followed in the app, as a Link would: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, {beforeResultClick: true}));
  await page.locator(`.DocSearch-Hit a[href="${reference}"]`).click();
  await expect(modal(page)).toBeHidden();
  const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(reference);
  await expect(page.locator('h1')).toHaveText('createApi');
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  expect(await sectionText(page, anchor)).toContain('keepUnusedDataFor');
  expect(await page.evaluate(() => (window as {beforeResultClick?: boolean}).beforeResultClick)).toBe(true);
  expect(pageErrors).toEqual([]);
});

// DocSearch draws the results several times per query; Docusaurus's Link, the stock bar's result, gave each link of
// each drawing an IntersectionObserver and prefetched every result's page (src/theme/SearchBar/SearchHit.tsx).
test('the results are plain links: nothing watches them as they are drawn', async ({page}) => {
  await page.addInitScript(() => {
    const observe = IntersectionObserver.prototype.observe;
    const counts = window as unknown as {observedResults: number};
    counts.observedResults = 0;
    IntersectionObserver.prototype.observe = function (target: Element) {
      if (target.closest('.DocSearch-Hit')) counts.observedResults += 1;
      observe.call(this, target);
    };
  });
  await page.goto('/api/configureStore');
  await openWith(page, 'Control+k');
  await searchInput(page).fill('createSlice');
  expect((await hrefs(page)).length).toBeGreaterThan(1);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as {observedResults: number}).observedResults)).toBe(0);
});

test('Ctrl+K opens the modal; Enter on "createSlice selectors" lands on the selectors option', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/api/configureStore');
  await openWith(page, 'Control+k');
  await searchInput(page).fill('createSlice selectors');

  expect((await hrefs(page))[0]).toBe('/api/createSlice#selectors');
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(/\/api\/createSlice#selectors$/);
  await expect(modal(page)).toBeHidden();
  const heading = page.locator('[id="selectors"]');
  await expect(heading).toHaveText('selectors');
  await expect(heading).toBeInViewport();
  expect(pageErrors).toEqual([]);
});

test('"/" opens the modal; Enter on createEntityAdapter lands on its API page', async ({page, pageErrors}) => {
  await page.goto('/tutorials/overview');
  await openWith(page, '/');
  await searchInput(page).fill('createEntityAdapter');

  const results = await hrefs(page);
  expect(results[0]).toBe('/api/createEntityAdapter');
  // The modal groups results under the sidebar category of their page.
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('API Reference');
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(/\/api\/createEntityAdapter$/);
  await expect(page.locator('h1')).toHaveText('createEntityAdapter');
  expect(pageErrors).toEqual([]);
});

test('a query with no match says so', async ({page}) => {
  await page.goto('/');
  await openWith(page, 'Control+k');
  await searchInput(page).fill('qwxzzy');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qwxzzy"');
});

test('HTML in a query or in the docs is shown as text, never run', async ({page, records, pageErrors}) => {
  await page.goto('/');
  for (const query of ['<img src=x onerror="window.__searchXss=1">', '<script>window.__searchXss=1</script>']) {
    await openWith(page, 'Control+k');
    await searchInput(page).fill(query);
    await expect(searchInput(page)).toHaveValue(query);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await closeSearchWithEscape(page);
  }
  const {query, literal} = htmlLikeText(records);
  await openWith(page, 'Control+k');
  await searchInput(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').filter({hasText: literal}).first()).toBeVisible();

  expect(await page.evaluate(() => (window as {__searchXss?: number}).__searchXss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

// With Algolia unreachable the local index answers (tests/browser/search-local.spec.ts); here it cannot either.
test('with Algolia and the local index unreachable the modal says search is unavailable and the page keeps working', async ({
  page,
  pageErrors,
}) => {
  await page.route(/algolia(net)?\.(net|com)/, (route) => route.abort('connectionrefused'));
  await page.route(/\/search-index\.json$/, (route) => route.abort('connectionrefused'));
  await page.goto('/api/configureStore');
  await openWith(page, 'Control+k');
  await searchInput(page).fill('createSlice');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Search is unavailable right now');
  await expect(hitLinks(page)).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.getByRole('link', {name: 'createSlice', exact: true}).first().click();
  await expect(page.locator('h1')).toHaveText('createSlice');
  expect(pageErrors).toEqual([]);
});
