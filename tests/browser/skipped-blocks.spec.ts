import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {docRoutes} from '../support/routes';
import {hydrated} from '../support/hydrated';

// Once a page is first idle, the content's blocks out of view are skipped by the browser (`content-visibility:
// auto`, see the styles of src/components/ServerRenderedContent), so that a change restyling the page costs what is
// on screen. These tests hold the page to the layout it has without skipping: on load, while blocks are skipped, and
// while a skipped block is rendered again (laid out on its own, so a margin inside it no longer collapses through its
// edge).

// What the browser may skip: the top-level blocks, the tables and the code blocks.
const skippable = '.markdown > *, .markdown table, .markdown .theme-code-block';

/** Each skippable element's place and size, rounded to the pixel. */
const boxes = (page: Page) =>
  page.locator(skippable).evaluateAll((elements) =>
    elements.map((element) => {
      const {top, width, height} = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()} ${Math.round(top + window.scrollY)} ${Math.round(width)}×${Math.round(height)}`;
    }),
  );

/** Renders every skippable element, without containment: the layout the page would have without skipping. */
const renderEverything = (page: Page) =>
  page.addStyleTag({content: `:is(${skippable}) { content-visibility: visible !important; }`});

const skippableBlocks = (page: Page) =>
  page
    .locator(skippable)
    .evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).contentVisibility === 'auto').length);

async function blocksSkippedOutOfView(page: Page): Promise<void> {
  await expect.poll(() => skippableBlocks(page)).toBeGreaterThan(0);
  // A frame later, the browser has found which blocks are out of view and skipped them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('a long page skips most of its blocks while they are out of view, once it is idle', async ({page}) => {
  await page.goto('/api/other-exports');
  await blocksSkippedOutOfView(page);
  const skipped = await page
    .locator('.markdown > *')
    .evaluateAll(
      (blocks) =>
        blocks.filter((block) => !block.firstElementChild?.checkVisibility({contentVisibilityAuto: true})).length,
    );
  expect(skipped).toBeGreaterThan((await page.locator('.markdown > *').count()) / 2);
});

test('skipping blocks changes the layout of no doc page', async ({page}) => {
  test.setTimeout(180_000);
  for (const route of docRoutes) {
    await page.goto(route);
    await blocksSkippedOutOfView(page);
    const skipped = await boxes(page);
    await page.locator(skippable).evaluateAll((elements) =>
      elements
        .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
        .forEach((element) => element.setAttribute('data-skippable', '')),
    );
    await renderEverything(page);
    const unskipped = await boxes(page);
    expect(skipped, `${route}: the skipped blocks' sizes`).toEqual(unskipped);
    // The same elements contained as a skippable one is while it is rendered.
    await page.addStyleTag({content: '[data-skippable] { contain: layout paint style !important; }'});
    expect(await boxes(page), `${route}: the rendered skippable blocks`).toEqual(unskipped);
  }
});

test('code blocks that islands rendered are never skipped, the server-rendered ones out of view are', async ({page}) => {
  // A stored choice has the tab groups rendered; the page's idle callback (the only one) is held until every group
  // shows JavaScript, so that the islands' code blocks are there when it marks what it skips.
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.tab.language', 'js');
    window.requestIdleCallback = (callback) => {
      const held = window.setInterval(() => {
        const chosen = [...document.querySelectorAll('.markdown [role="tab"][aria-selected="true"]')];
        if (chosen.length === 0 || chosen.some((tab) => tab.textContent !== 'JavaScript')) return;
        window.clearInterval(held);
        callback({didTimeout: false, timeRemaining: () => 50});
      }, 50);
      return held;
    };
  });
  await page.goto('/api/createSlice');
  await blocksSkippedOutOfView(page);
  await expect(page.locator('.markdown [role="tab"][aria-selected="true"]', {hasText: 'TypeScript'})).toHaveCount(0);
  const blocks = await page.locator('.markdown .theme-code-block').evaluateAll((elements) =>
    elements.map((block) => ({
      byReact: Object.keys(block).some((key) => key.startsWith('__reactFiber')),
      skippable: getComputedStyle(block).contentVisibility === 'auto',
    })),
  );
  // Just rendered, one may have no remembered size yet, and would be skipped at none.
  expect(blocks.filter((block) => block.byReact && block.skippable)).toEqual([]);
  expect(blocks.filter((block) => block.byReact).length).toBeGreaterThan(0);
  expect(blocks.filter((block) => !block.byReact && block.skippable).length).toBeGreaterThan(0);
});

// Skipping from the first paint shifted the first screen of the first three pages on a phone: Chromium painted the
// blocks in view at their estimated size before it found them in view. Tables and code blocks made skippable while
// in view shifted the first screen of the last three.
test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});

  for (const route of [
    '/rtk-query/api/setupListeners',
    '/rtk-query/api/createApi',
    '/api/other-exports',
    '/usage/usage-guide',
    '/api/configureStore',
    '/api/createSlice',
  ]) {
    test(`nothing on ${route} shifts while it loads`, async ({page}) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, {layoutShifts: shifts});
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as {value: number}).value);
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto(route);
      await blocksSkippedOutOfView(page);
      expect(await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts)).toEqual([]);
    });
  }
});

test('a wide table is a Tab stop while skipped, wherever it is on the page, and scrolls from the keyboard', async ({page}) => {
  await page.goto('/api/configureStore');
  await hydrated(page);
  await blocksSkippedOutOfView(page);
  const tables = page.locator('.markdown table');
  const tabStops = await tables.evaluateAll((elements) => elements.map((table) => table.getAttribute('tabindex')));
  const skippedTables = await tables.evaluateAll(
    (elements) => elements.filter((table) => !table.querySelector('td')!.checkVisibility({contentVisibilityAuto: true})).length,
  );
  expect(skippedTables).toBeGreaterThan(0);
  // The box a table scrolls in is never skipped: skipped, it would not know that the table is wider than it.
  const skippableBoxes = await tables.evaluateAll(
    (elements) => elements.filter((table) => getComputedStyle(table.parentElement!).contentVisibility !== 'visible').length,
  );
  expect(skippableBoxes).toBe(0);
  // To see which tables scroll sideways in their box.
  await renderEverything(page);
  const scrolling = await tables.evaluateAll((elements) =>
    elements.map((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth),
  );
  expect(scrolling.filter(Boolean).length).toBeGreaterThan(0);
  expect(tabStops).toEqual(scrolling.map((scrolls) => (scrolls ? '0' : null)));

  const wide = page.locator('.markdown table[tabindex="0"]').first();
  await wide.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wide.evaluate((table) => table.parentElement!.scrollLeft)).toBeGreaterThan(0);
});
