import {test as base, expect, type Page} from '@playwright/test';
import {algoliaDouble, loadRecords} from '../support/algolia-double';
import {answerOutsideServices} from '../support/outside-services';
import type {DocSearchRecord} from '../../scripts/search/record';

interface SearchFixtures {
  /** The request bodies Algolia received, in order. */
  algoliaRequests: unknown[];
  /** Uncaught errors of the page: search must never break it. */
  pageErrors: Error[];
}

/** Browser tests whose Algolia is the double, answering from the records built from this very build. */
export const test = base.extend<SearchFixtures, {records: DocSearchRecord[]}>({
  records: [async ({}, use) => use(loadRecords()), {scope: 'worker'}],
  algoliaRequests: async ({}, use) => use([]),
  context: async ({context, records, algoliaRequests}, use) => {
    const answer = algoliaDouble(records);
    await answerOutsideServices(context, (body) => {
      algoliaRequests.push(body);
      return answer(body);
    });
    await use(context);
  },
  pageErrors: async ({page}, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export {expect};

/**
 * Closes the DocSearch modal with Escape and waits until its shortcut works again: DocSearch rebinds its keys in
 * the same effect pass that takes `DocSearch--active` off the body, and a key pressed before that reaches the old
 * handler, which still believes the modal is open (on a busy machine a quick Control+K was dropped).
 */
export async function closeSearchWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
}
