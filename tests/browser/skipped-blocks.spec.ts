import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {docRoutes} from '../support/routes';
import {hydrated} from '../support/hydrated';

// Once a page is first idle, the content's blocks out of view are skipped by the browser (`content-visibility:
// auto`, see the styles of src/components/ServerRenderedContent), so that a change restyling the page costs what is
// on screen. These tests hold the page to the layout it has without skipping: on load, while blocks are skipped, and
// while a skipped block is rendered again (laid out on its own, so a margin inside it no longer collapses through its
// edge).

/** Each top-level block's place and height, rounded to the pixel. */
const blockBoxes = (page: Page) =>
  page.locator('.markdown > *').evaluateAll((blocks) =>
    blocks.map((block) => {
      const {top, height} = block.getBoundingClientRect();
      return `${block.tagName.toLowerCase()} ${Math.round(top + window.scrollY)} ${Math.round(height)}`;
    }),
  );

const skippableBlocks = (page: Page) =>
  page
    .locator('.markdown > *')
    .evaluateAll((blocks) => blocks.filter((block) => getComputedStyle(block).contentVisibility === 'auto').length);

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
    const skipped = await blockBoxes(page);
    await page.locator('.markdown > *').evaluateAll((blocks) =>
      blocks
        .filter((block) => getComputedStyle(block).contentVisibility === 'auto')
        .forEach((block) => block.setAttribute('data-skippable', '')),
    );
    // Every block rendered, without containment: the layout the page would have without skipping.
    await page.addStyleTag({content: '.markdown > * { content-visibility: visible !important; }'});
    const unskipped = await blockBoxes(page);
    expect(skipped, `${route}: the skipped blocks' sizes`).toEqual(unskipped);
    // The same blocks contained as a skippable block is while it is rendered.
    await page.addStyleTag({content: '[data-skippable] { contain: layout paint style !important; }'});
    expect(await blockBoxes(page), `${route}: the rendered skippable blocks`).toEqual(unskipped);
  }
});

// Skipping from the first paint shifted the first screen of these pages on a phone: Chromium painted the blocks in
// view at their estimated size before it found them in view.
test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});

  for (const route of ['/rtk-query/api/setupListeners', '/rtk-query/api/createApi', '/api/other-exports']) {
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

test('a wide table is a Tab stop from the start, wherever it is on the page', async ({page}) => {
  await page.goto('/api/configureStore');
  await hydrated(page);
  const tables = page.locator('.markdown table');
  const tabStops = await tables.evaluateAll((elements) => elements.map((table) => table.getAttribute('tabindex')));
  // Every table laid out, to see which of them scroll sideways.
  await page.addStyleTag({content: '.markdown > * { content-visibility: visible !important; }'});
  const scrolling = await tables.evaluateAll((elements) =>
    elements.map((table) => table.scrollWidth > table.clientWidth),
  );
  expect(scrolling.filter(Boolean).length).toBeGreaterThan(0);
  expect(tabStops).toEqual(scrolling.map((scrolls) => (scrolls ? '0' : null)));
});
