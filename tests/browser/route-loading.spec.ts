import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {recordScripts} from '../support/script-gate';

test('page code loads lazily, per route', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto('/blog/archive');
  await page.waitForLoadState('networkidle');
  const loadedAtEntry = new Set(scripts);

  // The polling guide is not linked from the archive page, so nothing has fetched its code yet.
  await page.evaluate(() => (window as unknown as {docusaurus: {preload(path: string): boolean}}).docusaurus.preload('/rtk-query/usage/polling'));
  await expect.poll(() => [...scripts].filter((url) => !loadedAtEntry.has(url)).length).toBeGreaterThan(0);
});

// Makes every chunk but the entry bundles fail, as when a deploy removed them or the network dropped;
// `allow` lets them through again, after `delayMs`.
async function failRouteChunks(page: Page): Promise<{allow: (delayMs: number) => void}> {
  let delayMs: number | undefined;
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    if (!isRuntimeOrMain(new URL(route.request().url()).pathname)) {
      if (delayMs === undefined) return route.abort('connectionfailed');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await route.fallback();
  });
  return {allow: (ms) => (delayMs = ms)};
}

function isRuntimeOrMain(pathname: string): boolean {
  return /\/(runtime~main|main)\.[^/]+\.js$/.test(pathname);
}

async function watchSpinner(page: Page) {
  await page.addInitScript(() => {
    const seen = {spinnerAt: 0, retryAt: 0};
    Object.assign(window, {__spinner: seen});
    new MutationObserver(() => {
      if (!seen.spinnerAt && document.getElementById('loader')) seen.spinnerAt = performance.now();
    }).observe(document, {childList: true, subtree: true});
    document.addEventListener('click', (event) => {
      if ((event.target as HTMLElement).textContent === 'Retry') seen.retryAt = performance.now();
    }, true);
  });
  return () => page.evaluate(() => (window as unknown as {__spinner: {spinnerAt: number; retryAt: number}}).__spinner);
}

// A docs page is two nested routes (the docs layout, then the page), each with its own loader; when both
// failed on entry, each shows its error in turn and is retried on its own.
async function retryUntilLoaded(page: Page, h1: string) {
  const retry = page.getByRole('button', {name: 'Retry'});
  for (let attempt = 0; attempt < 3 && !(await page.locator('h1').filter({hasText: h1}).count()); attempt++) {
    await retry.or(page.locator('h1').filter({hasText: h1})).first().waitFor();
    if (await retry.count()) await retry.click();
  }
  await expect(page.locator('h1')).toHaveText(h1);
}

test('a route chunk that fails to load shows the error and Retry; Retry loads the page, with a spinner only after the delay', async ({page}) => {
  const spinner = await watchSpinner(page);
  const chunks = await failRouteChunks(page);
  await page.goto('/api/createSlice');

  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page.getByText(/^Loading chunk \S+ failed\./)).toBeVisible();

  chunks.allow(1500);
  await retry.click();
  await expect(page.locator('#loader')).toBeVisible();
  const {spinnerAt, retryAt} = await spinner();
  expect(spinnerAt - retryAt).toBeGreaterThanOrEqual(190);
  await retryUntilLoaded(page, 'createSlice');
  await expect(page.locator('#loader')).toHaveCount(0);
});

test('a route chunk that loads quickly after Retry shows no spinner', async ({page}) => {
  const spinner = await watchSpinner(page);
  const chunks = await failRouteChunks(page);
  await page.goto('/api/createSlice');
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();

  chunks.allow(0);
  await retryUntilLoaded(page, 'createSlice');
  await page.waitForTimeout(400);
  expect((await spinner()).spinnerAt).toBe(0);
});

test('a route chunk that fails during navigation shows the error and Retry instead of leaving the old page', async ({page}) => {
  await page.goto('/introduction/getting-started');
  await page.waitForLoadState('networkidle');
  const chunks = await failRouteChunks(page);

  await page.locator('nav.menu').getByRole('link', {name: 'createEntityAdapter', exact: true}).click();
  await expect(page).toHaveURL(/\/api\/createEntityAdapter$/);
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page.getByText(/^Loading chunk \S+ failed\./)).toBeVisible();

  chunks.allow(0);
  await retry.click();
  await expect(page.locator('h1')).toHaveText('createEntityAdapter');
});
