import type {Page} from '@playwright/test';

/** Bodies of the site's scripts the page downloads from now on, in the order they arrive. */
export function recordScriptBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(await response.text());
  });
  return bodies;
}
