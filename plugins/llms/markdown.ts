// One doc page's source turned into the clean Markdown that /llms-full.txt and the page's `.md` file hold: what a
// reader sees on the page, without what only the site's build or the example checker reads.
import path from 'node:path';
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type {Blockquote, Code, Html, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent, Text} from 'mdast';
import {displayMeta, parseCodeBlockMeta} from '../code-block-meta';

export interface DocMarkdown {
  title: string;
  description: string;
  /** The page's content, without front matter or title. */
  body: string;
}

export interface LinkTargets {
  /** The absolute URL of the page being converted (`https://redux-toolkit.js.org/api/createSlice`). */
  pageUrl: string;
  /** The absolute path of its source file, from which its relative links start. */
  sourceFile: string;
  /** The absolute URL of every doc page, by the absolute path of its source file. */
  docUrls: ReadonlyMap<string, string>;
}

const parser = unified().use(remarkParse).use(remarkGfm);
// Table columns are not padded to one width: the padding would only add bytes.
const printer = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
});

export function docToMarkdown(source: string, links: LinkTargets): DocMarkdown {
  const {tree, ...doc} = readableDoc(source, links);
  return {...doc, body: printer.stringify(tree)};
}

/** A doc page's content as the Markdown tree readers get: the tree `docToMarkdown` prints. */
export function readableDoc(source: string, links: LinkTargets): Omit<DocMarkdown, 'body'> & {tree: Root} {
  const {data, content} = matter(source);
  const tree = parser.parse(content);
  removeMdxEsm(tree);
  transform(tree, links);
  return {title: String(data.title), description: String(data.description ?? ''), tree};
}

/** A page's own `.md` file: front matter with only its title and description, then its title and content. */
export function pageFile({title, description, body}: DocMarkdown): string {
  // A JSON string is a YAML double-quoted scalar, on one line whatever it holds.
  const frontMatter = `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---`;
  return `${frontMatter}\n\n# ${title}\n\n${body}`;
}

// MDX 1 reads a top-level paragraph that starts with `import` or `export` as JavaScript, not as text.
function removeMdxEsm(tree: Root): void {
  tree.children = tree.children.filter(
    (node) =>
      !(
        node.type === 'paragraph' &&
        node.children[0]?.type === 'text' &&
        /^(import|export)\s/.test(node.children[0].value)
      ),
  );
}

function transform(parent: Parent, links: LinkTargets): void {
  const flow = !PHRASING_PARENTS.has(parent.type);
  const converted = (parent.children as RootContent[]).flatMap((node) => convert(node, flow, links));
  parent.children = (flow ? gatherAdmonitions(converted) : converted) as Parent['children'];
}

const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);

function convert(node: RootContent, flow: boolean, links: LinkTargets): RootContent[] {
  if (node.type === 'code') return [codeForReaders(node)];
  if (node.type === 'html') {
    const text = htmlAsText(node, flow);
    return Array.isArray(text) ? text.flatMap((part) => convert(part, flow, links)) : [text];
  }
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    node.url = absoluteUrl(node.url, links);
  }
  if ('children' in node) transform(node, links);
  return [node];
}

// Readers see a block's title; `run`, `no-check`, `ts-only` are the checker's, and line highlights are the
// site's display. TypeScript blocks stay TypeScript: the site's JavaScript tab is generated from them.
function codeForReaders(node: Code): Code {
  const {title} = parseCodeBlockMeta(node.meta);
  return {...node, meta: displayMeta({title, others: []})};
}

// A plain HTML element without attributes (`<sup>`) means the same in Markdown as on the page, so it stays.
// Components and elements written as JSX (`<Tabs groupId="x">`, `<div className="y">`) give way to their text.
const TAG = /<!--[\s\S]*?-->|<\/?([A-Za-z][\w.]*)([^<>]*?)\/?>/g;
const keepsTag = (name: string, attributes: string) => /^[a-z][a-z0-9]*$/.test(name) && attributes.trim() === '';

/** The node itself when it keeps its tags, or what stands for it in Markdown. */
function htmlAsText(node: Html, flow: boolean): Html | RootContent[] {
  const text = node.value.replace(TAG, (tag, name?: string, attributes = '') =>
    name !== undefined && keepsTag(name, attributes) ? tag : '',
  );
  if (text === node.value) return node;
  if (text.trim() === '') return [];
  // Between block tags MDX reads Markdown, so the text is parsed again as Markdown.
  if (flow) return parser.parse(text).children;
  return [{type: 'text', value: text} satisfies Text];
}

function absoluteUrl(url: string, {pageUrl, sourceFile, docUrls}: LinkTargets): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  const [file, fragment] = splitFragment(url);
  if (/\.mdx?$/.test(file)) {
    const docUrl = docUrls.get(path.resolve(path.dirname(sourceFile), file));
    if (docUrl) return docUrl + fragment;
  }
  return new URL(url, pageUrl).href;
}

function splitFragment(url: string): [string, string] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
}

// Docusaurus admonitions (`:::caution Title` ... `:::`) are plain paragraphs to a CommonMark parser; they become a
// blockquote whose first line names the kind and the title.
const OPENING = /^:::(\w+)[ \t]*/;
const CLOSING = /(^|\n):::[ \t]*$/;

function gatherAdmonitions(children: RootContent[]): RootContent[] {
  const result: RootContent[] = [];
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    const kind = node.type === 'paragraph' ? openingKind(node) : undefined;
    const end = kind === undefined ? -1 : children.findIndex((other, at) => at >= index && closingText(other));
    if (kind === undefined || end < 0) {
      result.push(node);
      continue;
    }
    const closing = closingText(children[end]) as Text;
    closing.value = closing.value.replace(CLOSING, '');
    const opening = node as Paragraph;
    const [title, rest] = splitFirstLine(dropOpening(opening.children));
    opening.children = rest;
    const label = kind.charAt(0).toUpperCase() + kind.slice(1);
    const heading: Paragraph = {
      type: 'paragraph',
      // Printed Markdown ignores it; as HTML, the dev search index (plugins/dev-search-records.ts) skips it, as
      // the search records skip an admonition's title on the built page.
      data: {hProperties: {className: ['admonition-heading']}},
      children: [
        {
          type: 'strong',
          children: [{type: 'text', value: title.length > 0 ? `${label}: ` : label}, ...title],
        },
      ],
    };
    const content = children.slice(index, end + 1).filter((part) => !isEmptyParagraph(part));
    result.push({
      type: 'blockquote',
      children: [heading, ...content],
    } as Blockquote);
    index = end;
  }
  return result;
}

function openingKind(paragraph: Paragraph): string | undefined {
  const first = paragraph.children[0];
  return first?.type === 'text' ? OPENING.exec(first.value)?.[1] : undefined;
}

// The closing `:::` ends the last paragraph before it, which may be the last item of a list (a lazy continuation
// line).
function closingText(node: Nodes): Text | undefined {
  if (node.type === 'list' || node.type === 'listItem') {
    const last = node.children[node.children.length - 1];
    return last && closingText(last);
  }
  if (node.type !== 'paragraph') return undefined;
  const last = node.children[node.children.length - 1];
  return last?.type === 'text' && CLOSING.test(last.value) ? last : undefined;
}

function dropOpening([first, ...rest]: PhrasingContent[]): PhrasingContent[] {
  const value = (first as Text).value.replace(OPENING, '');
  return value ? [{...(first as Text), value}, ...rest] : rest;
}

const isEmptyParagraph = (node: Nodes): boolean => node.type === 'paragraph' && isBlank(node.children);

/** The phrasing content before the first line break, and the content after it. */
function splitFirstLine(children: PhrasingContent[]): [PhrasingContent[], PhrasingContent[]] {
  const at = children.findIndex((node) => node.type === 'text' && node.value.includes('\n'));
  if (at < 0) return [children, []];
  const {value} = children[at] as Text;
  const line = value.slice(0, value.indexOf('\n')).trimEnd();
  const after = value.slice(value.indexOf('\n') + 1);
  return [
    [...children.slice(0, at), ...(line ? [{type: 'text', value: line} as Text] : [])],
    [...(after ? [{type: 'text', value: after} as Text] : []), ...children.slice(at + 1)],
  ];
}

const isBlank = (children: PhrasingContent[]): boolean =>
  children.every((node) => node.type === 'text' && node.value.trim() === '');
