import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page and run its effects: the navbar's search button (src/theme/SearchBar)
 * renders its shortcut keys from an effect, so they exist only from then on (on a phone too, where CSS hides
 * them). The load event does not say this: the route's chunks are requested in a task after main.js has run
 * (src/client/entry.tsx), so `load` can fire before they arrive and React hydrates.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.DocSearch-Button-Keys kbd').first()).toBeAttached();
}
