import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {closeSearchWithEscape} from './search-fixtures';
import {hydrated} from '../support/hydrated';

// Everything a reader needs works with the keyboard alone: the skip link, the navbar, search and the colour switch.

const navbar = (page: Page) => page.locator('nav.navbar');

/** The navbar's Tab stops, in order, on a wide screen (where its items are not folded into a menu). */
function navbarStops(page: Page): Locator[] {
  const link = (name: string) => navbar(page).getByRole('link', {name, exact: true});
  return [
    navbar(page).locator('a.navbar__brand'),
    link('Getting Started'),
    link('Tutorials'),
    link('Usage Guide'),
    link('API'),
    link('RTK Query'),
    link('GitHub'),
    navbar(page).getByRole('checkbox', {name: 'Switch between dark and light mode'}),
    navbar(page).getByRole('button', {name: 'Search'}),
  ];
}

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  // Keys only do something once the page has hydrated.
  await hydrated(page);
}

/** Presses Tab until `target` has the focus, as a keyboard user would (at most 30 times). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (
    let stops = 0;
    stops < 30 && !(await target.evaluate((element) => element === document.activeElement));
    stops++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focusIsInMain = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('main')));

test('the first Tab stop is the skip link, and Enter on it takes the focus into the main content', async ({page}) => {
  for (const route of ['/api/createSlice', '/']) {
    await open(page, route);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab stop comes from inside <main>: the navbar and the sidebar are skipped.
    await page.keyboard.press('Tab');
    expect(await focusIsInMain(page), `focus after the skip link on ${route}`).toBe(true);
  }
});

test('Tab walks through the navbar in order, and Enter follows a navbar link', async ({page}) => {
  await open(page, '/api/createSlice');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
  for (const stop of navbarStops(page)) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
  }

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(navbar(page).getByRole('link', {name: 'RTK Query', exact: true})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rtk-query\/overview$/);
});

test('the colour switch turns with the keyboard', async ({page}) => {
  await open(page, '/introduction/getting-started');
  const toggle = navbar(page).getByRole('checkbox', {name: 'Switch between dark and light mode'});
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the search button opens the search modal with the keyboard, and Escape closes it', async ({page}) => {
  await open(page, '/api/createSlice');
  const button = navbar(page).getByRole('button', {name: 'Search'});
  for (
    let stops = 0;
    stops < 30 && !(await button.evaluate((element) => element === document.activeElement));
    stops++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('createSlice');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('createSlice');
  await closeSearchWithEscape(page);

  // The shortcut works too, and again after the modal was closed once.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});
