import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {sidebarDocIds} from '../../plugins/sidebar-doc-ids';

const siteRoot = path.resolve(__dirname, '../..');

/** The 51 documentation routes, in sidebar order: the docs are served from the site root. */
export const docRoutes: string[] = sidebarDocIds().map((id) => `/${id}`);

/** The Markdown source of a docs page. */
export function docSource(route: string): string {
  return fs.readFileSync(path.join(siteRoot, 'docs', `${route}.md`), 'utf8');
}

/** The title a docs page declares in its front matter: the page's h1 and the start of its <title>. */
export function docTitle(route: string): string {
  return String(matter(docSource(route)).data.title);
}

/** Every route of the spec, with the h1 and the exact <title> each must show. */
export const allRoutes: {route: string; h1: string; title: string}[] = [
  {route: '/', h1: 'Redux Toolkit', title: 'The official way to write Redux logic and fetch data | Redux Toolkit'},
  {route: '/search', h1: 'Search the documentation', title: 'Search the documentation | Redux Toolkit'},
  {route: '/blog/archive', h1: 'Blog archive', title: 'Blog archive | Redux Toolkit'},
  ...docRoutes.map((route) => ({route, h1: docTitle(route), title: `${docTitle(route)} | Redux Toolkit`})),
];
