import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import type {ErrorCodeEntry} from '../../plugins/error-codes/error-code-entries';
import {hydrated} from '../support/hydrated';

// RTK's production errors say "visit https://redux-toolkit.js.org/Errors?code=N for the full message". That URL is
// the not-found page (the spec fixes the routes), which then also gives the message and the page to read.
// The codes as the build wrote them (plugins/error-codes; tests/unit/error-codes.test.ts checks them against the package).
const entries: ErrorCodeEntry[] = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../.docusaurus/rtk-error-codes/default/error-codes.json'), 'utf8'),
);
const entry = (code: number) => entries.find((candidate) => candidate.code === code)!;

/** Records the requests for the chunk of the error-code explanation and messages. */
function messageChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/rtk-error-codes/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

for (const [url, code] of [
  ['/Errors?code=0', 0],
  ['/errors?code=13', 13],
  ['/ERRORS?code=32', 32],
  ['/Errors?code=38', 38],
] as const) {
  test(`${url} is the not-found page with error ${code}'s message and its page`, async ({page}) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | Redux Toolkit');
    const section = page.getByRole('region', {name: `Redux Toolkit error ${code}`});
    await expect(section.locator('blockquote')).toHaveText(entry(code).message);
    const link = section.getByRole('link', {name: entry(code).title});
    await expect(link).toHaveAttribute('href', entry(code).page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${entry(code).page}$`));
    await expect(page.locator('.markdown h1')).toHaveText(entry(code).title);
  });
}

for (const given of ['999', 'abc', '']) {
  test(`/Errors?code=${given} says the code is unknown`, async ({page}) => {
    await page.goto(`/Errors?code=${given}`);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.locator('main')).toContainText(`Unknown error code “${given}”`);
    await expect(page.getByRole('region', {name: /Redux Toolkit error/})).toHaveCount(0);
  });
}

test('the messages load only on /Errors with a code: not with other pages, nor with other not-found paths', async ({
  page,
}) => {
  const requests = messageChunkRequests(page);
  for (const url of ['/', '/api/createSlice', '/no-such-page', '/Errors', '/Errors?other=1']) {
    await page.goto(url);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
  expect(requests).toEqual([]);
  await page.goto('/Errors?code=1');
  await expect(page.getByRole('region', {name: 'Redux Toolkit error 1'})).toBeVisible();
  expect(requests).toHaveLength(1);
});
