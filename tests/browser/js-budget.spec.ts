import path from 'node:path';
import {gzipBytesOfScripts} from '../../scripts/bench/js-size';
import {docRoutes} from '../support/routes';
import {hydrated} from '../support/hydrated';
import {test, expect} from './fixtures';

// The budgets of the JavaScript a page runs while it loads (gzip, prefetched chunks not counted), as the bench
// measures it: the landing page, and the median of the doc pages. The build's own files give the sizes.
const landingBudgetKiB = 110;
const docsMedianBudgetKiB = 120;
const buildDir = path.resolve(__dirname, '../../build');

test('the JavaScript run on load stays within budget: landing page, and the median doc page', async ({page}) => {
  test.setTimeout(300_000);
  const kib = async (route: string): Promise<number> => {
    const scripts: string[] = [];
    const onRequest = (request: {resourceType(): string; url(): string}) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(route);
    await hydrated(page);
    page.off('request', onRequest);
    return gzipBytesOfScripts(buildDir, scripts) / 1024;
  };

  const landing = await kib('/');
  const docs: number[] = [];
  for (const route of docRoutes) docs.push(await kib(route));
  docs.sort((a, b) => a - b);
  const middle = docs.length / 2;
  const median = docs.length % 2 ? docs[Math.floor(middle)] : (docs[middle - 1] + docs[middle]) / 2;
  console.log(`JS on load, gzip: landing ${landing.toFixed(2)} KiB, doc pages' median ${median.toFixed(2)} KiB`);

  expect(landing).toBeLessThanOrEqual(landingBudgetKiB);
  expect(median).toBeLessThanOrEqual(docsMedianBudgetKiB);
});
