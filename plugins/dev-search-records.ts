// The search records of the doc pages as the dev server has them: from their Markdown, since beta.7's dev server
// renders no HTML. Each page's Markdown (as plugins/llms reads it) becomes the HTML the production search records
// are read from (scripts/search/extract-page.ts), in a shell carrying what that extractor reads there, so both
// indexes come from one record-maker.
import GithubSlugger from 'github-slugger';
import {unified} from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type {Nodes, Root} from 'mdast';
import {extractRecords} from '../scripts/search/extract-page';
import type {DocSearchRecord} from '../scripts/search/record';
import type {DocSection} from './llms/doc-pages';
import {readableDoc} from './llms/markdown';

// What the built pages' docsearch meta tags say: the site's one locale, and the one version of the default docs
// plugin.
const language = 'en';
const docusaurusTag = 'docs-default-current';
// As scripts/search/extract-page.ts joins the categories of a page's active sidebar links.
const activeCategory = 'menu__link menu__link--sublist menu__link--active';

// Raw HTML (`<sup>`) passes through as it does on the page; code blocks become `pre`, which the extractor skips.
const toHtml = unified().use(remarkRehype, {allowDangerousHtml: true}).use(rehypeStringify, {allowDangerousHtml: true});

export interface DevPage {
  /** The docs plugin's title: the front matter's, or else the content's first heading or the file name. */
  title: string;
  permalink: string;
  sourceFile: string;
  /** The labels of the sidebar categories that hold the page, outermost first; none for a page in no sidebar. */
  categories: string[];
}

export function devPages(sections: DocSection[]): DevPage[] {
  return sections.flatMap(({categories, pages, inSidebar}) =>
    pages.map(({title, permalink, sourceFile}) => ({title, permalink, sourceFile, categories: inSidebar ? categories : []})),
  );
}

/**
 * The records of one page, from its Markdown `source`. Its h1 is the page's title, which beta.7 shows above the
 * content when the content has no h1 of its own (no doc has one).
 */
export function devPageRecords(
  page: DevPage,
  source: string,
  siteUrl: string,
  docUrls: ReadonlyMap<string, string>,
): DocSearchRecord[] {
  const url = `${siteUrl}${page.permalink}`;
  const {tree} = readableDoc(source, {pageUrl: url, sourceFile: page.sourceFile, docUrls});
  giveHeadingsIds(tree);
  const body = toHtml.stringify(toHtml.runSync(tree));
  const html = `<html><head><link rel="canonical" href="${escape(url)}">
<meta name="docsearch:language" content="${language}"><meta name="docsearch:docusaurus_tag" content="${docusaurusTag}">
</head><body><nav>${page.categories.map((label) => `<a class="${activeCategory}">${escape(label)}</a>`).join('')}</nav>
<article><div class="markdown"><header><h1>${escape(page.title)}</h1></header>${body}</div></article></body></html>`;
  const records = extractRecords(html);
  if (!records) throw new Error(`${page.sourceFile}: no Markdown article in its dev search page`);
  return records;
}

// The ids Docusaurus's MDX loader gives headings (@docusaurus/mdx-loader, remark/headings): github-slugger over
// the heading's text without its HTML, counted afresh on each page. No doc sets an explicit `{#id}`.
function giveHeadingsIds(tree: Root): void {
  const slugger = new GithubSlugger();
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      node.data = {...node.data, hProperties: {...node.data?.hProperties, id: slugger.slug(textOf(node))}};
    } else if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
}

function textOf(node: Nodes): string {
  if (node.type === 'html') return '';
  if ('children' in node) return node.children.map(textOf).join('');
  return 'value' in node ? node.value : '';
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
