import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

type Connection = {effectiveType: string; saveData: boolean};

async function fakeConnection(page: Page, connection: Connection) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
  }, connection);
}

// Docusaurus prefetches the code of a route when a link to it scrolls into view or is hovered.
async function prefetchedAfterVisit(page: Page): Promise<number> {
  await page.goto('/blog/archive');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', {name: 'Usage Guide', exact: true}).first().hover();
  await page.waitForTimeout(300);
  return page.locator('link[rel="prefetch"]').count();
}

const prefetching: Connection[] = [
  {effectiveType: '4g', saveData: false},
  {effectiveType: '4g', saveData: true},
  {effectiveType: '2g', saveData: false},
];

for (const connection of prefetching) {
  test(`links are prefetched on ${connection.effectiveType}${connection.saveData ? ' with data saver' : ''}`, async ({page}) => {
    await fakeConnection(page, connection);
    expect(await prefetchedAfterVisit(page)).toBeGreaterThan(0);
  });
}

for (const effectiveType of ['2g', 'slow-2g']) {
  test(`links are not prefetched on ${effectiveType} with data saver on`, async ({page}) => {
    await fakeConnection(page, {effectiveType, saveData: true});
    expect(await prefetchedAfterVisit(page)).toBe(0);
  });
}
