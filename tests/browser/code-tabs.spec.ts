import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

// The TypeScript/JavaScript tabs come from plugins/remark-typescript-tabs.ts. Both pages have `ts` blocks that are
// not `ts-only`; getting-started has one titled `features/counter/counterSlice.ts`.
const FIRST_PAGE = '/introduction/getting-started';
const OTHER_PAGE = '/api/createSlice';

const tab = (page: Page, name: 'TypeScript' | 'JavaScript') => page.locator('.markdown').getByRole('tab', {name});
const shownCode = (page: Page) => page.locator('.markdown [role="tabpanel"]:not([hidden]) pre');

test('readers switch examples to JavaScript, and the choice holds across pages and reloads', async ({page}) => {
  await page.goto(FIRST_PAGE);
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
