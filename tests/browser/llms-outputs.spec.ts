import {test, expect} from './fixtures';
import {hydrated} from '../support/hydrated';
import type {APIRequestContext} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {docRoutes, docTitle} from '../support/routes';

// The docs as data for tools (plugins/llms): /llms.txt, /llms-full.txt and every doc page's Markdown at its URL
// plus `.md`, written into the production build and served as files, beside the routes and not as routes (paths
// next to them that are still the not-found page are in routes.spec.ts).

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The links of /llms.txt's page lists (`- [Title](url): description`), as absolute URLs. */
const pageLinks = (llmsTxt: string): URL[] =>
  [...llmsTxt.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => new URL(url));

test('/llms.txt names the site, sums it up, and links every doc page once, under its sidebar category', async ({
  request,
}) => {
  const llmsTxt = await text(request, '/llms.txt');
  expect(llmsTxt).toMatch(/^# Redux Toolkit\n\n> .*@reduxjs\/toolkit 2\.\d+\.\d+ with react-redux 9\.\d+\.\d+/);
  expect(llmsTxt).toContain('\n## API Reference\n');
  expect(llmsTxt).toContain('\n## RTK Query / API Reference / Generated API Slices\n');

  const links = pageLinks(llmsTxt);
  expect(links.map((url) => url.pathname)).toEqual(docRoutes.map((route) => `${route}.md`));
  expect(new Set(links.map((url) => url.origin)).size).toBe(1);
  for (const url of links) {
    const response = await request.get(url.pathname);
    expect(response.status(), url.pathname).toBe(200);
    expect(response.headers()['content-type'], url.pathname).toMatch(/^text\/markdown/);
  }
});

test('/llms-full.txt holds every doc page, in sidebar order, each under its title and URL', async ({request}) => {
  const full = await text(request, '/llms-full.txt');
  const origin = pageLinks(await text(request, '/llms.txt'))[0].origin;
  const starts = docRoutes.map((route) => full.indexOf(`\n# ${docTitle(route)}\n\nURL: ${origin}${route}\n`));
  for (const [index, route] of docRoutes.entries()) expect(starts[index], route).toBeGreaterThan(0);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
});

// What only the site's build or the example checker reads must not reach the Markdown: the checker's markers and
// line highlights in a fence's meta, JSX (components, MDX imports) and admonition fences.
test('no output holds checker meta, JSX or admonition fences', async ({request}) => {
  // 53 files, 2.8 MB of Markdown parsed: slow on a loaded two-core machine.
  test.slow();
  const outputs = ['/llms.txt', '/llms-full.txt', ...docRoutes.map((route) => `${route}.md`)];
  const found: string[] = [];
  for (const output of outputs) {
    const tree = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .parse(await text(request, output));
    visit(tree, (node) => {
      const wrong =
        (node.type === 'code' && !/^(title="[^"]*")?$/.test(node.meta ?? '')) ||
        (node.type === 'html' && /<\/?[A-Z]|\b(className|style)=/.test(node.value)) ||
        (node.type === 'text' && /^:::|\n:::|^import .* from '/m.test(node.value));
      if (wrong)
        found.push(`${output}: ${node.type} ${'meta' in node ? node.meta : 'value' in node ? node.value : ''}`);
    });
  }
  expect(found).toEqual([]);
});

test("a page's Markdown starts with its title and description, and its links are absolute", async ({request}) => {
  const markdown = await text(request, '/api/createSlice.md');
  expect(markdown).toMatch(/^---\ntitle: "createSlice"\ndescription: "[^"\n]+"\n---\n\n# createSlice\n\n/);
  expect(markdown).toMatch(/\]\(https?:\/\/[^/)]+\/api\/createAction\)/);
  expect(markdown).not.toMatch(/\]\((\.|#|\/)/);
});

test('"View as Markdown" at the foot of a doc page opens the page\'s Markdown', async ({page}) => {
  await page.goto('/rtk-query/api/createApi');
  await hydrated(page);
  const link = page.locator('article').getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', '/rtk-query/api/createApi.md');
  const [response] = await Promise.all([page.waitForResponse('**/createApi.md'), link.click()]);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  await expect(page).toHaveURL(/\/rtk-query\/api\/createApi\.md$/);
  await expect(page.locator('body')).toContainText('# createApi');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('"View as Markdown" is a plain link in the server HTML', async ({page}) => {
    await page.goto('/api/createSlice');
    await page.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(/\/api\/createSlice\.md$/);
    await expect(page.locator('body')).toContainText('title: "createSlice"');
  });
});
