import type {Page} from '@playwright/test';

/** Records the site's scripts the page downloads from now on; the returned function awaits their bodies. */
export function recordScriptBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text());
  });
  return () => Promise.all(bodies);
}
