import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

// beta.7 fails the build on a link to a page that does not exist, but never looks at the `#fragment`: a link to a
// renamed heading still builds and drops the reader at the top of the page. This reads the production build and
// checks every internal link that has a fragment against the element ids of the page it points to.

export interface BrokenAnchor {
  /** The route of the page that holds the link: `/api/createSlice`. */
  source: string;
  /** The link as written in the HTML. */
  href: string;
  reason: string;
}

export interface PageHtml {
  route: string;
  html: string;
}

/** `api/createSlice/index.html` and `api/createSlice.html` are `/api/createSlice`; `index.html` is `/`. */
export function routeOf(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return route === '' ? '/' : route;
}

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** Every HTML file of a build, as routes with their HTML. */
export function readBuild(buildDir: string): PageHtml[] {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  return (fs.readdirSync(buildDir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({route: routeOf(file), html: fs.readFileSync(path.join(buildDir, file), 'utf8')}));
}

// Internal links are the ones Docusaurus writes: root-relative (`/api/createSlice#x`) or relative (`#x`).
const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;
const BASE = 'http://site.invalid';

/** The internal links with a fragment, and those whose target page has no element with that id. */
export function findBrokenAnchors(pages: PageHtml[]): {checked: number; broken: BrokenAnchor[]} {
  const parsed = pages.map(({route, html}) => ({route, $: cheerio.load(html)}));
  const idsByRoute = new Map(
    parsed.map(({route, $}) => [route, new Set($('[id]').map((_, element) => $(element).attr('id')).get())]),
  );
  const broken: BrokenAnchor[] = [];
  let checked = 0;
  for (const {route, $} of parsed) {
    $('a[href*="#"]').each((_, element) => {
      const href = $(element).attr('href')!;
      if (EXTERNAL.test(href)) return;
      const url = new URL(href, `${BASE}${route}`);
      if (url.hash.length <= 1) return;
      checked += 1;
      const ids = idsByRoute.get(normalize(url.pathname).replace(/\/index\.html$/, '') || '/');
      const id = decodeURIComponent(url.hash.slice(1));
      if (!ids) broken.push({source: route, href, reason: `no page at ${url.pathname}`});
      else if (!ids.has(id)) broken.push({source: route, href, reason: `no element with id "${id}" on that page`});
    });
  }
  return {checked, broken};
}
