import type {Page, Route} from '@playwright/test';

export interface ScriptGate {
  /** Requests for scripts that arrived while the gate was shut. */
  readonly held: () => number;
  /** Lets every held and future script request through. */
  open(): Promise<void>;
}

const scriptPattern = /\/assets\/js\/[^/]+\.js$/;

/**
 * Holds the page's requests for script chunks that it has not loaded yet, so a test can look at the page
 * while the code of the next route is "on its way", then release them.
 */
export async function shutScriptGate(page: Page, alreadyLoaded: ReadonlySet<string>): Promise<ScriptGate> {
  const waiting: Route[] = [];
  let shut = true;
  const handler = async (route: Route) => {
    // Prefetches are not held: only a script the page is about to run is part of loading the next route.
    const request = route.request();
    if (!shut || request.resourceType() !== 'script' || alreadyLoaded.has(request.url())) {
      await route.fallback();
      return;
    }
    waiting.push(route);
  };
  await page.route(scriptPattern, handler);
  return {
    held: () => waiting.length,
    async open() {
      shut = false;
      await Promise.all(waiting.splice(0).map((route) => route.fallback()));
      await page.unroute(scriptPattern, handler);
    },
  };
}

/** Records the script URLs a page has requested to run so far (prefetches excluded). */
export function recordScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && scriptPattern.test(new URL(request.url()).pathname)) urls.add(request.url());
  });
  return urls;
}
