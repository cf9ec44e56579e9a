import type {Page} from '@playwright/test';

/**
 * Records the site's own scripts (its webpack bundles, not an outside service's script) the page downloads from
 * now on; the returned function awaits their bodies.
 */
export function recordScriptBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const isBundle = new URL(response.url()).pathname.startsWith('/assets/js/');
    if (isBundle && response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text());
  });
  return () => Promise.all(bodies);
}
