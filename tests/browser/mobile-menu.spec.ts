import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';

// On a phone the navbar's menu button opens a sidebar with the docs sidebar and the navbar's links. It is built
// when a reader is about to open it, not on page load (src/theme/Navbar): these tests hold it to working as before.
test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

const menuButton = (page: import('@playwright/test').Page) => page.getByRole('button', {name: 'Navigation bar toggle'});

test('the menu is not built on load; opened, it shows the docs sidebar and navigates', async ({page}) => {
  await page.goto('/api/createSlice');
  await hydrated(page);
  await expect(page.locator('.markdown h1')).toHaveText('createSlice');
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);

  await menuButton(page).tap();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  const docsLink = sidebar.getByRole('link', {name: 'configureStore', exact: true});
  await expect(docsLink).toBeInViewport();
  await docsLink.tap();

  await expect(page).toHaveURL(/\/api\/configureStore$/);
  await expect(page.locator('.markdown h1')).toHaveText('configureStore');
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the menu opens from the keyboard and leads back to the navbar links', async ({page}) => {
  await page.goto('/tutorials/quick-start');
  await hydrated(page);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  const sidebar = page.locator('.navbar-sidebar');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);

  await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
  const mainMenu = sidebar.locator('.navbar-sidebar__item').first();
  const rtkQuery = mainMenu.getByRole('link', {name: 'RTK Query', exact: true});
  await expect(rtkQuery).toBeInViewport();
  await rtkQuery.click();
  await expect(page).toHaveURL(/\/rtk-query\/overview$/);
});

test('the phone menu has the colour switch, drawn in SVG, and it turns dark mode on', async ({page}) => {
  await page.goto('/api/createSlice');
  await hydrated(page);
  await menuButton(page).tap();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  const toggle = sidebar.getByRole('checkbox', {name: 'Switch between dark and light mode'});
  const track = toggle.locator('..');
  await expect(track.locator('svg')).toHaveCount(2);
  await expect(track).toHaveText('');
  await expect(track.locator('svg').nth(1)).toBeVisible();
  await page.screenshot({path: 'test-results/colour-switch-phone-menu.png'});

  await track.tap();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toBeChecked();
});
