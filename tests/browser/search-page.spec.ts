import {test, expect} from './fixtures';

test('/search renders the search page and asks Algolia, which the test answers', async ({page}) => {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (/algolia/.test(new URL(request.url()).hostname)) queries.push(request.url());
  });
  await page.goto('/search?q=createSlice');
  await expect(page.locator('h1')).toHaveText('Search results for "createSlice"');
  await expect(page.getByRole('searchbox').or(page.locator('input[type="search"]')).first()).toHaveValue('createSlice');
  await expect.poll(() => queries.length).toBeGreaterThan(0);
  await expect(page.getByText('No results were found')).toBeVisible();
});

test('/search without a query asks the reader what to look for', async ({page}) => {
  await page.goto('/search');
  await expect(page.locator('h1')).toHaveText('Search the documentation');
});
