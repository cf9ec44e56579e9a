import {recordScriptBodies} from '../support/script-bodies';
import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';

// Every script of the site opens with V8's compile hint (plugins/compile-hints.ts), so that its functions are
// compiled while it streams in rather than on the main thread when they first run.
test('every script loaded, on load and after client-side navigation, opens with the compile hint', async ({page}) => {
  const scriptBodies = recordScriptBodies(page);
  await page.goto('/api/createSlice');
  await hydrated(page);
  await page.locator('nav.menu').getByRole('link', {name: 'configureStore', exact: true}).click();
  await expect(page).toHaveURL(/\/api\/configureStore$/);
  await page.waitForLoadState('networkidle');

  const scripts = await scriptBodies();
  expect(scripts.length).toBeGreaterThan(5);
  const withoutHint = scripts.filter((body) => !body.startsWith('//# allFunctionsCalledOnLoad\n'));
  expect(withoutHint.map((body) => body.slice(0, 80))).toEqual([]);
});
