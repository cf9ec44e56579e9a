import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';

/** A chunk script webpack appended to the head, and the script that was running when it did. */
interface ChunkRequest {
  chunk: string;
  during: string | null;
}

// The route's chunks are requested in a task of their own after main.js has run (src/client/entry.tsx), not while
// main.js is evaluated. webpack requests a chunk by appending a script element to the head; the script that is
// running at that moment (document.currentScript) tells which task it happens in.
test('the first load requests the route chunks after main.js has run, then hydrates', async ({page}) => {
  await page.addInitScript(() => {
    const appendChild = HTMLHeadElement.prototype.appendChild;
    const requests: ChunkRequest[] = [];
    Object.assign(window, {chunkRequests: requests});
    HTMLHeadElement.prototype.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
      if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
        requests.push({chunk: node.src, during: (document.currentScript as HTMLScriptElement | null)?.src ?? null});
      }
      return appendChild.call(this, node) as T;
    };
  });
  await page.goto('/api/createSlice');
  await hydrated(page);

  const requests = await page.evaluate(() => (window as unknown as {chunkRequests: ChunkRequest[]}).chunkRequests);
  expect(requests.length).toBeGreaterThan(3);
  expect(requests).toEqual(requests.map(({chunk}) => ({chunk, during: null})));
});
