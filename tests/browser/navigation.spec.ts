import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {recordScripts, shutScriptGate} from '../support/script-gate';
import {hydrated} from '../support/hydrated';

// Opens a page and returns the scripts it ran to get there.
async function openDocsPage(page: Page, route: string): Promise<ReadonlySet<string>> {
  const scripts = recordScripts(page);
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  return new Set(scripts);
}

// Notes, from inside the page, whether the progress bar was ever put on screen.
async function watchProgressBar(page: Page) {
  await page.addInitScript(() => {
    const seen = {progressBar: false};
    Object.assign(window, {__seen: seen});
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.progressBar = true;
    }).observe(document, {childList: true, subtree: true});
  });
  return () => page.evaluate(() => (window as unknown as {__seen: {progressBar: boolean}}).__seen.progressBar);
}

const sidebarLink = (page: Page, label: string) => page.locator('nav.menu').getByRole('link', {name: label, exact: true});

test('the old page stays until the next route has loaded, and a slow navigation shows the progress bar after 1000 ms', async ({page}) => {
  const progressBarSeen = await watchProgressBar(page);
  // Turn prefetching off (2g with data saver), so the next route's code is only fetched when the link is clicked.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => ({effectiveType: '2g', saveData: true})});
  });
  const loaded = await openDocsPage(page, '/introduction/getting-started');
  const gate = await shutScriptGate(page, loaded);

  const started = Date.now();
  await sidebarLink(page, 'createEntityAdapter').click();
  await expect.poll(gate.held).toBeGreaterThan(0);

  await page.waitForTimeout(Math.max(0, 700 - (Date.now() - started)));
  await expect(page).toHaveURL(/\/api\/createEntityAdapter$/);
  await expect(page.locator('h1')).toHaveText('Getting Started with Redux Toolkit');
  await expect(page.locator('#nprogress')).toHaveCount(0);

  await expect(page.locator('#nprogress')).toHaveCount(1, {timeout: 3000});
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expect(page.locator('h1')).toHaveText('Getting Started with Redux Toolkit');

  await gate.open();
  await expect(page.locator('h1')).toHaveText('createEntityAdapter');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(await progressBarSeen()).toBe(true);
});

test('a navigation that loads quickly shows no progress bar', async ({page}) => {
  const progressBarSeen = await watchProgressBar(page);
  await openDocsPage(page, '/introduction/getting-started');
  await sidebarLink(page, 'createSlice').click();
  await expect(page.locator('h1')).toHaveText('createSlice');
  await page.waitForTimeout(1500);
  expect(await progressBarSeen()).toBe(false);
});

test('after navigation the page is at the top, or at the hash target when there is one', async ({page}) => {
  await openDocsPage(page, '/introduction/getting-started');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await sidebarLink(page, 'createSlice').click();
  await expect(page.locator('h1')).toHaveText('createSlice');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const target = page.locator('.markdown h2[id]').nth(2);
  const id = await target.getAttribute('id');
  await page.locator(`.table-of-contents a[href="#${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(150);
});

test('a link to another page with a hash lands on the hash target', async ({page}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', {name: 'the extraReducers option of createSlice'}).click();
  await expect(page).toHaveURL(/\/api\/createSlice#extrareducers$/);
  const target = page.locator('[id="extrareducers"]');
  await expect.poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(150);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a trailing /index.html is stripped from the path', async ({page}) => {
  await page.goto('/api/createSlice/index.html');
  // The server sends the page's HTML either way; only after hydration does the client router decide the route.
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('createSlice');
  await expect(page.locator('nav.menu a.menu__link--active[href="/api/createSlice"]')).toHaveCount(1);

  await page.goto('/index.html');
  await hydrated(page);
  await expect(page.locator('h1').first()).toHaveText('Redux Toolkit');
});
