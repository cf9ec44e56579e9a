import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';

// On a page's first load its Markdown content keeps the server's HTML instead of being hydrated
// (src/components/ServerRenderedContent.tsx). These tests hold it to behaving as hydrated content does.

/** Whether React has taken the element over (it marks the DOM nodes it manages). */
const managedByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** Records the paths the page asks Docusaurus to prefetch from now on. */
async function recordPrefetches(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const paths: string[] = [];
    const docusaurus = window.docusaurus;
    const prefetch = docusaurus.prefetch.bind(docusaurus);
    Object.assign(window, {__prefetched: paths});
    docusaurus.prefetch = (path: string) => {
      paths.push(path);
      return prefetch(path);
    };
  });
  return () => page.evaluate(() => (window as unknown as {__prefetched: string[]}).__prefetched);
}

test('the content is not hydrated on load; its links prefetch when seen and navigate inside the app', async ({page}) => {
  await page.goto('/api/createSlice');
  await page.waitForLoadState('networkidle');
  const content = page.locator('.markdown');
  expect(await managedByReact(content.locator('p').first())).toBe(false);
  expect(await managedByReact(page.locator('nav.navbar'))).toBe(true);

  const prefetched = await recordPrefetches(page);
  await page.evaluate(() => Object.assign(window, {__samePage: true}));
  // The page's last link, far below the first screen.
  const link = content.locator('a[href="/api/serializabilityMiddleware"]').last();
  expect(await prefetched()).not.toContain('/api/serializabilityMiddleware');
  await link.scrollIntoViewIfNeeded();
  await expect.poll(prefetched).toContain('/api/serializabilityMiddleware');

  await link.click();
  await expect(page).toHaveURL(/\/api\/serializabilityMiddleware$/);
  await expect(page.locator('.markdown h1')).toHaveText('Serializability Middleware');
  // No page load happened: the window is the same one.
  expect(await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage)).toBe(true);
  // A page reached inside the app is rendered by React.
  expect(await managedByReact(page.locator('.markdown p').first())).toBe(true);
});

test('links that leave the site or jump within the page are left to the browser', async ({page}) => {
  await page.goto('/rtk-query/comparison');
  const content = page.locator('.markdown');
  const external = content.locator('a[href^="https://"]').first();
  await expect(external).toHaveAttribute('target', '_blank');
  const href = (await external.getAttribute('href'))!;
  await page.context().route(href, (route) => route.fulfill({contentType: 'text/html', body: 'elsewhere'}));
  const popup = page.waitForEvent('popup');
  await external.click();
  expect((await popup).url()).toBe(href);
  await expect(page).toHaveURL(/\/rtk-query\/comparison$/);

  const anchor = content.locator('a.hash-link').nth(1);
  const hash = await anchor.getAttribute('href');
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`/rtk-query/comparison${hash}$`));
});

test('the first use of a tab from the keyboard renders the content and switches every example', async ({page}) => {
  await page.goto('/api/createSlice');
  await hydrated(page);
  const content = page.locator('.markdown');
  const typescript = content.getByRole('tab', {name: 'TypeScript'}).first();
  await typescript.focus();
  await page.keyboard.press('ArrowRight');

  const javascript = content.getByRole('tab', {name: 'JavaScript'}).first();
  await expect(javascript).toBeFocused();
  for (const tab of await content.getByRole('tab', {name: 'JavaScript'}).all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  expect(await managedByReact(content.locator('p').first())).toBe(true);
});

test('a stored JavaScript choice renders the content at once, and a link to a heading still lands on it', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'js'));
  await page.goto('/api/createSlice#return-value');
  const content = page.locator('.markdown');
  for (const tab of await content.getByRole('tab', {name: 'JavaScript'}).all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  // The JavaScript examples above the heading have other heights than the TypeScript ones it was laid out with.
  const top = await page.locator('#return-value').evaluate((heading) => heading.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(40);
  expect(top).toBeLessThan(100);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  test('a table too wide for the screen is a Tab stop, and one that fits is not', async ({page}) => {
    await page.goto('/api/createSlice');
    await hydrated(page);
    const tables = page.locator('.markdown table');
    const states = await tables.evaluateAll((elements) =>
      elements.map((table) => ({scrolls: table.scrollWidth > table.clientWidth, tabStop: table.getAttribute('tabindex') === '0'})),
    );
    expect(states.some((state) => state.scrolls)).toBe(true);
    for (const state of states) expect(state.tabStop).toBe(state.scrolls);
  });

  test('rendering the content for a first tap keeps a code block scrolled sideways where the reader left it', async ({page}) => {
    await page.goto('/api/createSlice');
    await hydrated(page);
    const block = page.locator('.markdown [role="tabpanel"]:not([hidden])').first();
    const pre = block.locator('pre');
    const scrolled = await pre.evaluate((element) => {
      element.scrollLeft = 120;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    await block.getByRole('button', {name: 'Copy code to clipboard'}).tap();
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toHaveText('Copied');
    expect(await managedByReact(page.locator('.markdown p').first())).toBe(true);
    expect(await block.locator('pre').evaluate((element) => element.scrollLeft)).toBe(scrolled);
  });
});
