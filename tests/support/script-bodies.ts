import type {Page, Request} from '@playwright/test';

/** A request for one of the site's webpack bundles, not an outside service's script. */
export function isSiteBundle(request: Request): boolean {
  return request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/js/');
}

/**
 * Records the site's own scripts (its webpack bundles, not an outside service's script) the page downloads from
 * now on; the returned function awaits their bodies.
 */
export function recordScriptBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (isSiteBundle(response.request()) && response.ok()) bodies.push(response.text());
  });
  return () => Promise.all(bodies);
}
