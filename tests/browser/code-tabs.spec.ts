import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';
import type {Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {parseCodeBlockMeta} from '../../plugins/code-block-meta';
import {typescriptToJavascript} from '../../plugins/typescript-to-javascript';

// The TypeScript/JavaScript tabs come from plugins/remark-typescript-tabs.ts. Both pages have `ts` blocks that are
// not `ts-only`; getting-started has one titled `features/counter/counterSlice.ts`.
const FIRST_PAGE = '/introduction/getting-started';
const OTHER_PAGE = '/api/createSlice';

const tab = (page: Page, name: 'TypeScript' | 'JavaScript') => page.locator('.markdown').getByRole('tab', {name});
const shownCode = (page: Page) => page.locator('.markdown [role="tabpanel"]:not([hidden]) pre');

test('readers switch examples to JavaScript, and the choice holds across pages and reloads', async ({page}) => {
  await page.goto(FIRST_PAGE);
  await hydrated(page);
  await expect(tab(page, 'TypeScript').first()).toHaveAttribute('aria-selected', 'true');
  await expect(shownCode(page).first()).toHaveClass(/language-tsx?(\s|$)/);

  await tab(page, 'JavaScript').first().click();
  // Every block of the page follows the one choice.
  for (const javascriptTab of await tab(page, 'JavaScript').all()) {
    await expect(javascriptTab).toHaveAttribute('aria-selected', 'true');
  }
  const sliceTitle = page.locator('[class*="codeBlockTitle"]', {hasText: /^features\/counter\/counterSlice\.[jt]s$/});
  const sliceBlock = page
    .locator('.markdown .tabs-container')
    .filter({has: sliceTitle})
    .locator('[role="tabpanel"]:not([hidden])');
  await expect(sliceBlock.locator('pre')).toHaveClass(/language-jsx?(\s|$)/);
  await expect(sliceBlock).toContainText('counterSlice.js');
  await expect(sliceBlock).toContainText('createSlice');
  await expect(sliceBlock).not.toContainText('PayloadAction');

  await page.goto(OTHER_PAGE);
  await page.reload();
  await expect(tab(page, 'JavaScript').first()).toHaveAttribute('aria-selected', 'true');
  await expect(shownCode(page).first()).toHaveClass(/language-jsx?(\s|$)/);
});

/** The JavaScript the build generates for the first tabbed TypeScript block of a page's Markdown source. */
async function expectedJavascript(route: string): Promise<string> {
  const source = fs.readFileSync(path.resolve(__dirname, '../../docs', `${route.slice(1)}.md`), 'utf8');
  for (const [, lang, meta, code] of source.matchAll(/^```(tsx?)([^\n]*)\n([\s\S]*?)\n```$/gm)) {
    const {tsOnly, noCheck} = parseCodeBlockMeta(meta);
    if (!tsOnly && !noCheck) return (await typescriptToJavascript(code, lang as 'ts' | 'tsx')).trim();
  }
  throw new Error(`${route} has no tabbed TypeScript block`);
}

const shownCodeText = (page: Page) =>
  page.locator('.markdown .tabs-container').first().locator('[role="tabpanel"]:not([hidden]) code').innerText();

// The JavaScript of a block is not in the page until a reader asks for it (see remark-typescript-tabs.ts): it
// must then be rendered in every block, be the build's JavaScript for that block, and stay chosen on reload.
test('the JavaScript is rendered on demand, in every block, and is the generated JavaScript', async ({page}) => {
  const javascript = await expectedJavascript(FIRST_PAGE);
  await page.goto(FIRST_PAGE);
  await hydrated(page);
  const groups = page.locator('.markdown .tabs-container');
  const groupCount = await groups.count();
  expect(groupCount).toBeGreaterThan(1);
  await expect(groups.locator('pre.language-js, pre.language-jsx')).toHaveCount(0);

  await tab(page, 'JavaScript').first().click();
  await expect(groups.locator('pre.language-js, pre.language-jsx')).toHaveCount(groupCount);
  await expect(groups.locator('pre.language-ts, pre.language-tsx')).toHaveCount(0);
  expect((await shownCodeText(page)).trim()).toBe(javascript);

  await page.reload();
  await expect(groups.locator('pre.language-js, pre.language-jsx')).toHaveCount(groupCount);
  expect((await shownCodeText(page)).trim()).toBe(javascript);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).toBe('js');
});

test('without JavaScript in the browser, every tabbed example shows its TypeScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(FIRST_PAGE);
  const groups = page.locator('.markdown .tabs-container');
  expect(await groups.count()).toBeGreaterThan(1);
  await expect(groups.locator('pre.language-ts, pre.language-tsx')).toHaveCount(await groups.count());
  await context.close();
});
