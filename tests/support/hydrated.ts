import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page and run its effects: DocSearch's navbar button renders its shortcut
 * keys from an effect, so they exist only from then on (on a phone too, where they are hidden). The load event
 * does not say this: the route's chunks are requested after main.js has run (src/client/entry.tsx), so a page
 * can fire `load` before they arrive and React hydrates.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.DocSearch-Button-Keys kbd').first()).toBeAttached();
}
