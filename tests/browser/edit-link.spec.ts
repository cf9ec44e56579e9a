import {test, expect} from './fixtures';

test('"Edit this page" opens the Markdown file of that page in GitHub\'s editor', async ({page, context}) => {
  // Registered after the fixture's catch-all, so it answers GitHub first; nothing leaves the machine.
  await context.route('https://github.com/**', (route) =>
    route.fulfill({contentType: 'text/html', body: '<!DOCTYPE html><title>GitHub editor</title>'}),
  );
  await page.goto('/api/createSlice');
  const editLink = page.getByRole('link', {name: 'Edit this page'});
  await expect(editLink).toHaveAttribute('href', /^https:\/\/github\.com\//);

  const [editor] = await Promise.all([context.waitForEvent('page'), editLink.click()]);
  await editor.waitForLoadState();
  expect(new URL(editor.url()).pathname).toMatch(/\/edit\/[^/]+\/docs\/api\/createSlice\.md$/);
  await expect(editor).toHaveTitle('GitHub editor');
});
