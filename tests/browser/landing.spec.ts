import {test, expect} from './fixtures';
import {installedVersion} from '../../plugins/installed-packages';

test('the landing page names the package versions the docs are checked against, as installed', async ({page}) => {
  const toolkit = installedVersion('@reduxjs/toolkit');
  const reactReduxMajor = installedVersion('react-redux').split('.')[0];
  const line = `These docs are for @reduxjs/toolkit ${toolkit} with react-redux ${reactReduxMajor}`;
  // In the server's HTML, for readers and crawlers without JavaScript, and on the page.
  const html = await (await page.request.get('/')).text();
  expect(html.replace(/<[^>]*>/g, '')).toContain(line);
  await page.goto('/');
  await expect(page.locator('header')).toContainText(line);
});
