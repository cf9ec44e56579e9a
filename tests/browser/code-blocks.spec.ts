import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {recordScriptBodies} from '../support/script-bodies';
import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';

// Code is highlighted at build time (plugins/remark-highlight-code.ts): pages load no highlighter, yet every
// block, also one rendered in the browser (another page reached by a link, the JavaScript tab), shows coloured
// tokens, highlighted lines, and copies the code it shows.

/** The code of the fence that opens with `opening` in a page's Markdown source. */
function fenceCode(page: string, opening: string): string {
  const source = fs.readFileSync(path.resolve(__dirname, '../../docs', `${page}.md`), 'utf8');
  const start = source.indexOf(`${opening}\n`);
  if (start < 0) throw new Error(`docs/${page}.md has no fence ${opening}`);
  const code = source.slice(start + opening.length + 1);
  return code.slice(0, code.indexOf('\n```\n'));
}

const firstCode = (page: Page) => page.locator('.markdown pre code').first();

test('code arrives highlighted, on load and after client-side navigation, and no page loads a highlighter', async ({page}) => {
  const scriptBodies = recordScriptBodies(page);
  await page.goto('/api/createSlice');
  await hydrated(page);
  await expect(firstCode(page).locator('span.token.keyword').first()).toBeVisible();

  await page.locator('nav.menu').getByRole('link', {name: 'configureStore', exact: true}).click();
  await expect(page).toHaveURL(/\/api\/configureStore$/);
  await expect(firstCode(page).locator('span.token.keyword').first()).toBeVisible();

  await page.locator('.markdown').getByRole('tab', {name: 'JavaScript'}).first().click();
  const javascript = page.locator('.markdown pre.language-js code, .markdown pre.language-jsx code').first();
  await expect(javascript.locator('span.token.keyword').first()).toBeVisible();

  await page.waitForLoadState('networkidle');
  const scripts = await scriptBodies();
  expect(scripts.length).toBeGreaterThan(3);
  // Prism's grammars are built with `languages.extend`; no script of the site carries them.
  expect(scripts.filter((body) => body.includes('languages.extend('))).toEqual([]);
});

test('a block shows its highlighted lines, and its copy button copies exactly the code shown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const opening = '```ts title="features/posts/postsSlice.ts" {2,51-55}';
  const code = fenceCode('rtk-query/usage/migrating-to-rtk-query', opening);
  await page.goto('/rtk-query/usage/migrating-to-rtk-query');
  await hydrated(page);
  const block = page
    .locator('.markdown [role="tabpanel"]:not([hidden])')
    .filter({has: page.getByText('features/posts/postsSlice.ts', {exact: true})})
    .filter({has: page.locator('.docusaurus-highlight-code-line')});
  await expect(block).toHaveCount(1);

  const highlighted = block.locator('.docusaurus-highlight-code-line');
  await expect(highlighted).toHaveCount(6);
  const lines = code.split('\n');
  await expect(highlighted.first()).toHaveText(lines[1]);
  await expect(highlighted.nth(1)).toHaveText(lines[50]);

  await block.locator('pre').hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});
