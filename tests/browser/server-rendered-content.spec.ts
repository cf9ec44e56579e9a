import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';

// On a page's first load its Markdown content keeps the server's HTML instead of being hydrated, and React takes over
// only its islands, each tab group and code block, when they are used (src/components/ServerRenderedContent). These
// tests hold it to behaving as hydrated content does, and to rendering no more than the island used.

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

test('the first use of a tab from the keyboard renders its tab group, and every example follows', async ({page}) => {
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
  expect(await managedByReact(javascript)).toBe(true);
  // The prose is still the server's HTML.
  expect(await managedByReact(content.locator('p').first())).toBe(false);
});

test('a control about to be used renders its own island and nothing else', async ({page}) => {
  await page.goto('/api/createSlice');
  await hydrated(page);
  const blocks = page.locator('.markdown .theme-code-block');
  expect(await blocks.count()).toBeGreaterThan(2);
  const copy = blocks.nth(1).getByRole('button', {name: 'Copy code to clipboard'});
  await copy.hover();
  expect(await managedByReact(copy)).toBe(true);
  expect(await managedByReact(blocks.nth(0).locator('pre'))).toBe(false);
  expect(await managedByReact(blocks.nth(2).locator('pre'))).toBe(false);
  expect(await managedByReact(page.locator('.markdown p').first())).toBe(false);
  await copy.click();
  await expect(blocks.nth(1).getByRole('button', {name: 'Copy code to clipboard'})).toHaveText('Copied');
});

test('the islands are matched with their elements while the page is idle, before any control is used', async ({page}) => {
  await page.goto('/api/other-exports');
  await hydrated(page);
  // The name of IslandContent's performance mark.
  const matched = () => page.evaluate(() => performance.getEntriesByName('content islands matched').length);
  await expect.poll(matched).toBe(1);
  expect(await managedByReact(page.locator('.markdown .theme-code-block pre').first())).toBe(false);
});

test('a stored JavaScript choice renders the tab groups, not the page, and a link to a heading still lands on it', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'js'));
  await page.goto('/api/createSlice#return-value');
  const content = page.locator('.markdown');
  for (const tab of await content.getByRole('tab', {name: 'JavaScript'}).all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  expect(await managedByReact(content.locator('p').first())).toBe(false);
  // The JavaScript examples above the heading have other heights than the TypeScript ones it was laid out with.
  const top = await page.locator('#return-value').evaluate((heading) => heading.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(40);
  expect(top).toBeLessThan(100);
});

test('a stored choice is rendered in tasks of its own, not in the long one that runs the effects of hydration', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.tab.language', 'js');
    // IslandContent asks for an idle callback in its effect, the only caller on the page; a microtask queued then
    // runs at the end of that task, and sees whether the islands were matched in it.
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      queueMicrotask(() => {
        const matched = performance.getEntriesByName('content islands matched').length > 0;
        Object.assign(window, {matchedInEffectsTask: matched});
      });
      return requestIdle(callback, options);
    };
  });
  await page.goto('/api/other-exports');
  await expect(page.locator('.markdown').getByRole('tab', {name: 'JavaScript'}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await page.evaluate(() => (window as unknown as {matchedInEffectsTask?: boolean}).matchedInEffectsTask)).toBe(
    false,
  );
});

test('a click on a tab switches the other groups in later tasks, not in its own', async ({page}) => {
  await page.goto('/introduction/getting-started');
  await hydrated(page);
  // A page reached inside the app: React renders every group, so all of them would follow a shared state at once.
  await page.locator('nav.menu').getByRole('link', {name: 'createSlice', exact: true}).click();
  const groups = page.locator('.markdown .tabs-container');
  await expect(groups.last()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const groupCount = await groups.count();
  expect(groupCount).toBeGreaterThan(3);
  const switchedAtOnce = await page.evaluate(() => {
    const javascript = [...document.querySelectorAll<HTMLElement>('.markdown [role="tab"]')].find(
      (tab) => tab.textContent === 'JavaScript',
    )!;
    javascript.click();
    return document.querySelectorAll('.markdown [role="tab"][aria-selected="true"]:nth-child(2)').length;
  });
  expect(switchedAtOnce).toBe(1);
  await expect(groups.locator('[role="tab"][aria-selected="true"]', {hasText: 'JavaScript'})).toHaveCount(groupCount);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  test('a table too wide for the screen is a Tab stop, and one that fits is not', async ({page}) => {
    await page.goto('/api/createSlice');
    await hydrated(page);
    const tables = page.locator('.markdown table');
    const states = await tables.evaluateAll((elements) =>
      elements.map((table) => ({
        scrolls: table.parentElement!.scrollWidth > table.parentElement!.clientWidth,
        tabStop: table.getAttribute('tabindex') === '0',
      })),
    );
    expect(states.some((state) => state.scrolls)).toBe(true);
    for (const state of states) expect(state.tabStop).toBe(state.scrolls);
  });

  test('rendering a tab group for a first tap keeps its code block scrolled sideways where the reader left it', async ({page}) => {
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
    expect(await managedByReact(block.locator('pre'))).toBe(true);
    expect(await block.locator('pre').evaluate((element) => element.scrollLeft)).toBe(scrolled);
  });
});

test('a long page reached inside the app is rendered a part at a time, and its hash target is scrolled to', async ({page}) => {
  await page.goto('/tutorials/overview');
  await hydrated(page);
  // Counts the content's blocks when the new page's heading first appears, before any later task has run.
  await page.evaluate(() => {
    const seen = {blocks: -1};
    Object.assign(window, {__firstRender: seen});
    new MutationObserver((records, observer) => {
      const content = document.querySelector('.markdown');
      if (content?.querySelector('h1')?.textContent !== 'createApi') return;
      seen.blocks = content.children.length;
      observer.disconnect();
    }).observe(document.body, {childList: true, subtree: true});
    // An in-content link to the page's last section.
    const link = Object.assign(document.createElement('a'), {href: '/rtk-query/api/createApi#related-pages', textContent: 'to createApi'});
    document.querySelector('.markdown')!.prepend(link);
  });
  await page.locator('.markdown').getByRole('link', {name: 'to createApi'}).click();
  await expect(page).toHaveURL(/\/rtk-query\/api\/createApi#related-pages$/);
  const target = page.locator('[id="related-pages"]');
  await expect.poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top)), {timeout: 15_000}).toBeLessThan(150);
  expect(await target.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  const firstBlocks = await page.evaluate(() => (window as unknown as {__firstRender: {blocks: number}}).__firstRender.blocks);
  const allBlocks = await page.locator('.markdown > *').count();
  expect(firstBlocks).toBeGreaterThan(0);
  expect(firstBlocks * 5).toBeLessThan(allBlocks);
  // The server renders the whole page all the same.
  const html = await (await page.request.get('/rtk-query/api/createApi')).text();
  expect(html).toContain('id="related-pages"');
});
