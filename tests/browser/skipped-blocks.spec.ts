import {test, expect} from './fixtures';
import {docRoutes} from '../support/routes';
import {hydrated} from '../support/hydrated';

// The content's blocks out of view are skipped by the browser (`content-visibility: auto`, see the styles of
// src/components/ServerRenderedContent), so that a change restyling the page costs what is on screen. A skipped
// block is laid out on its own (layout containment): a margin inside it no longer collapses through its edge. These
// tests hold the page's layout to what it is without skipping, on every doc page.

/** Each top-level block's place and height, rounded to the pixel. */
const blockBoxes = (page: import('@playwright/test').Page) =>
  page.locator('.markdown > *').evaluateAll((blocks) =>
    blocks.map((block) => {
      const {top, height} = block.getBoundingClientRect();
      return `${block.tagName.toLowerCase()} ${Math.round(top + window.scrollY)} ${Math.round(height)}`;
    }),
  );

test('a long page skips most of its blocks while they are out of view', async ({page}) => {
  await page.goto('/api/other-exports');
  const blocks = page.locator('.markdown > *');
  const skippable = await blocks.evaluateAll(
    (elements) => elements.filter((element) => getComputedStyle(element).contentVisibility === 'auto').length,
  );
  expect(skippable).toBeGreaterThan((await blocks.count()) / 2);
});

test('skipping blocks changes the layout of no doc page', async ({page}) => {
  test.setTimeout(120_000);
  for (const route of docRoutes) {
    await page.goto(route);
    await page.locator('.markdown > *').evaluateAll((blocks) =>
      blocks
        .filter((block) => getComputedStyle(block).contentVisibility === 'auto')
        .forEach((block) => block.setAttribute('data-skippable', '')),
    );
    // Every block rendered, without containment: the layout the page would have without skipping.
    await page.addStyleTag({content: '.markdown > * { content-visibility: visible !important; }'});
    const unskipped = await blockBoxes(page);
    // The same blocks contained as a skippable block is while it is rendered.
    await page.addStyleTag({content: '[data-skippable] { contain: layout paint style !important; }'});
    expect(await blockBoxes(page), route).toEqual(unskipped);
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
