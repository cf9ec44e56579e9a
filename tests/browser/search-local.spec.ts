import type {Page, Request} from '@playwright/test';
import {test, expect, closeSearchWithEscape} from './search-fixtures';
import {hydrated} from '../support/hydrated';
import {withDefaultSearchConfig} from '../support/search-service';

// The local search (src/search): the only search in the default configuration, and the fallback when Algolia
// fails. Every outside request is answered by the test (Algolia by the double, which records what it is asked).

const searchInput = (page: Page) => page.locator('.DocSearch-Input');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');
const resultLinks = (page: Page) => page.locator('article h2 a');
const localNote = 'The search service could not be reached: these results are from the local index.';

const isIndexRequest = (request: Request) => /\/search-index\.json$|\/assets\/search\/index\.\w+\.json$/.test(request.url());

function indexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isIndexRequest(request)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

async function openModal(page: Page): Promise<void> {
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

async function firstHits(page: Page): Promise<string[]> {
  await expect(hitLinks(page).first()).toBeVisible();
  return hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('default configuration: the local index is the only search', () => {
  test('the index is fetched when the reader reaches for search, not with the page', async ({page, algoliaRequests}) => {
    const config = await withDefaultSearchConfig(page);
    const requested = indexRequests(page);
    await page.goto('/api/configureStore');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(config.switched).toBe(1);
    expect(requested).toEqual([]);

    await page.getByRole('button', {name: 'Search'}).hover();
    await expect.poll(() => requested.length).toBe(2);
    expect(requested[0]).toBe('/search-index.json');
    expect(requested[1]).toMatch(/^\/assets\/search\/index\.[0-9a-f]{10}\.json$/);
    expect(algoliaRequests).toEqual([]);
  });

  test('the modal answers from the local index: option headings first, prefixes, typos, camel-case parts', async ({
    page,
    algoliaRequests,
    pageErrors,
  }) => {
    await withDefaultSearchConfig(page);
    await page.goto('/');
    await openModal(page);
    await searchInput(page).pressSequentially('keepUnusedDataFor');
    await expect.poll(async () => (await firstHits(page))[0]).toBe('/rtk-query/api/createApi#keepunuseddatafor');
    // Matched words are highlighted, as DocSearch shows Algolia's.
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();

    for (const [query, first] of [
      ['createSl', '/api/createSlice'],
      ['createSlise', '/api/createSlice'],
    ]) {
      await searchInput(page).fill(query);
      await expect.poll(async () => (await firstHits(page))[0]).toMatch(new RegExp(`^${first}(#|$)`));
    }
    // Found by the parts of its camel-case name (pages with headings such as "How long unused data stays" come first).
    await searchInput(page).fill('unused data');
    await expect.poll(async () => (await firstHits(page)).join(' ')).toContain('/rtk-query/api/createApi#keepunuseddatafor');

    await searchInput(page).fill('createEntityAdapter');
    await expect.poll(async () => (await firstHits(page))[0]).toBe('/api/createEntityAdapter');
    // The stock bar's preconnect hint names no Algolia host the browser could reach.
    const preconnects = await page.locator('link[rel="preconnect"]').evaluateAll((links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    expect(preconnects.filter((href) => URL.canParse(href) && /algolia/.test(new URL(href).hostname))).toEqual([]);
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(/\/api\/createEntityAdapter$/);
    expect(algoliaRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('/search answers from the local index', async ({page, algoliaRequests, pageErrors}) => {
    await withDefaultSearchConfig(page);
    await page.goto('/search?q=createSlice');
    await expect(resultLinks(page)).toHaveCount(15);
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createSlice');
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
    await expect(page.getByText(localNote)).toHaveCount(0);
    await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
    await expect(resultLinks(page)).toHaveCount(30);
    expect(algoliaRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a 10,000-character paste is cut with a message, and the modal and /search still answer', async ({
    page,
    context,
    pageErrors,
  }) => {
    await withDefaultSearchConfig(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const paste = async (text: string) => {
      await page.evaluate((clip) => navigator.clipboard.writeText(clip), text);
      await page.keyboard.press('ControlOrMeta+v');
    };
    const cutInModal = 'Your search was too long: only its first 64 characters are searched.';
    const announced = (text: string) => page.getByRole('status').filter({hasText: text});
    const long = 'createSlice reducers '.repeat(500).slice(0, 10_000);

    await page.goto('/');
    await openModal(page);
    await paste(long);
    await expect(searchInput(page)).toHaveValue(long.slice(0, 64));
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-HitsFooter')).toContainText(cutInModal);
    await expect(announced(cutInModal)).toBeAttached();
    // A text that fits: no message.
    await searchInput(page).fill('');
    await searchInput(page).pressSequentially('createApi');
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-HitsFooter')).not.toContainText(cutInModal);
    await expect(announced(cutInModal)).toHaveCount(0);
    // A long paste that matches nothing: the no-results screen says it.
    await searchInput(page).fill('');
    await paste('qzxjv '.repeat(2_000));
    await expect(page.locator('.DocSearch-NoResults')).toContainText(cutInModal);
    await closeSearchWithEscape(page);

    await page.goto('/search');
    await hydrated(page);
    await page.getByRole('searchbox', {name: 'Search'}).focus();
    await paste(long);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(long.slice(0, 256));
    await expect(resultLinks(page).first()).toBeVisible();
    await expect(announced('Your search was too long: only its first 256 characters are searched.')).toBeVisible();
    // From the address too (one a static server takes), with no matches.
    await page.goto(`/search?q=${encodeURIComponent('qzxjv '.repeat(100))}`);
    await expect(page.getByText('No results were found')).toBeVisible();
    await expect(announced('only its first 256 characters are searched.')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('regex characters and any script get an answer, not an error', async ({page, pageErrors}) => {
    await withDefaultSearchConfig(page);
    const queries = ['(.*[', 'a+?{2,}\\', '^$|)]}', 'поиск 検索 بحث', 'Ελληνικά हिन्दी', '🙂', '\u0000\u200b'];
    await page.goto('/');
    await openModal(page);
    for (const query of queries) {
      await searchInput(page).fill(query);
      await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
      await expect(page.getByText('Search is unavailable right now')).toHaveCount(0);
    }
    await closeSearchWithEscape(page);

    for (const query of queries) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(resultLinks(page).first().or(page.getByText('No results were found'))).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    expect(pageErrors).toEqual([]);
  });

  test('an index that fails to load or is corrupt gets a clear message, and the modal keeps working', async ({
    page,
    pageErrors,
  }) => {
    await withDefaultSearchConfig(page);
    let corrupt = true;
    await page.route(/\/assets\/search\/index\.\w+\.json$/, (route) =>
      corrupt ? route.fulfill({contentType: 'application/json', body: '{"version":1,"records":'}) : route.fallback(),
    );
    await page.goto('/');
    await openModal(page);
    await searchInput(page).fill('createSlice');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Search is unavailable right now');
    await expect(hitLinks(page)).toHaveCount(0);

    await page.goto('/search?q=createSlice');
    await expect(page.getByRole('alert')).toHaveText(/^Search is unavailable right now/);

    // A missing index: the same message.
    await page.route(/\/search-index\.json$/, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.getByRole('searchbox', {name: 'Search'}).fill('createApi');
    await expect(page.locator('h1')).toHaveText('Search results for "createApi"');
    await expect(page.getByRole('alert')).toHaveText(/^Search is unavailable right now/);

    // Once the index loads again, the next query is answered.
    corrupt = false;
    await page.unroute(/\/search-index\.json$/);
    await page.getByRole('searchbox', {name: 'Search'}).fill('createSlice');
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createSlice');
    expect(pageErrors).toEqual([]);
  });

  test('an index of another build is fetched again past the cache', async ({page}) => {
    await withDefaultSearchConfig(page);
    const requested = indexRequests(page);
    let stale = true;
    await page.route(/\/assets\/search\/index\.\w+\.json$/, async (route) => {
      const response = await route.fetch();
      const index = (await response.json()) as {buildId: string};
      const body = JSON.stringify(stale ? {...index, buildId: 'an-earlier-build'} : index);
      stale = false;
      await route.fulfill({response, body});
    });
    await page.goto('/search?q=createSlice');
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createSlice');
    expect(requested.filter((url) => url.startsWith('/assets/search/'))).toHaveLength(2);
  });
});

test.describe('Algolia configured', () => {
  test('Algolia answers and the local index is not fetched', async ({page, algoliaRequests}) => {
    const requested = indexRequests(page);
    await page.goto('/');
    await openModal(page);
    await searchInput(page).fill('createSlice');
    expect((await firstHits(page))[0]).toBe('/api/createSlice');
    expect(algoliaRequests.length).toBeGreaterThan(0);
    await expect(page.getByText(localNote)).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('when Algolia fails, the modal and /search answer locally and say so', async ({page, pageErrors}) => {
    await page.route(/algolia(net)?\.(net|com)/, (route) => route.abort('connectionrefused'));
    await page.goto('/api/configureStore');
    await openModal(page);
    await searchInput(page).fill('keepUnusedDataFor');
    expect((await firstHits(page))[0]).toBe('/rtk-query/api/createApi#keepunuseddatafor');
    await expect(page.locator('.DocSearch-HitsFooter')).toContainText(localNote);
    await closeSearchWithEscape(page);

    await page.goto('/search?q=createSlice');
    await expect(resultLinks(page).first()).toHaveAttribute('href', '/api/createSlice');
    await expect(page.getByText(localNote)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test('the not-found page keeps its content and offers the local search matches for the words of the path', async ({
  page,
  algoliaRequests,
}) => {
  const suggestions = page.getByRole('region', {name: 'Perhaps you were looking for'}).getByRole('link');
  // Paths of the official docs, a lowercase variant of a route, and a spelling of our own.
  for (const [missing, expected] of [
    ['/api/createslice', '/api/createSlice'],
    ['/api/createListenerMiddleware', '/api/other-exports'],
    ['/api/combineSlices', '/api/other-exports'],
    ['/rtk-query/api/fetch-base-query', '/rtk-query/api/fetchBaseQuery'],
  ]) {
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(suggestions.first()).toBeVisible();
    const hrefs = await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.slice(0, 3).some((href) => href.split('#')[0] === expected), `${missing}: ${hrefs.join(', ')}`).toBe(
      true,
    );
  }
  expect(algoliaRequests).toEqual([]);
});
