// Every `run` block of the site, run in its page's runner in the browser (src/runner): what it logs must equal its
// `// logs:` comments, as the example checker requires of the same block in Node. One test per page, its blocks
// run one after another on one page load.
import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';
import {runAndWait, runControls, runPages} from '../support/run-blocks';

const pages = runPages();

test('the build has a runner file for the pages with run blocks', () => {
  const blockCount = pages.reduce((sum, page) => sum + page.blocks.length, 0);
  // Every run block runs in the browser: none needs a Node-only API, so none is exempt.
  console.log(`In-page runner: ${blockCount} run blocks on ${pages.length} pages run in the browser, 0 exempt.`);
  // A build without runner files would run nothing below.
  expect(pages.length).toBeGreaterThan(40);
  expect(blockCount).toBeGreaterThan(250);
});

for (const {id, route, blocks} of pages) {
  test(`${id}: every run block logs what its comments say`, async ({page}) => {
    test.setTimeout(30_000 + blocks.length * 15_000);
    await page.goto(route);
    await hydrated(page);
    const failures: string[] = [];
    for (const block of blocks) {
      const status = await runAndWait(page, block);
      if (status === 'match') continue;
      const output = await runControls(page, block).output.innerText();
      failures.push(`${id} block ${block}: ${status}\n${output}`);
    }
    expect(failures.join('\n\n')).toBe('');
  });
}
