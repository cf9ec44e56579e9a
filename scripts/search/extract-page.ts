import * as cheerio from 'cheerio';
import type {CheerioAPI} from 'cheerio';
import {levels, type DocSearchRecord, type Hierarchy, type Level} from './record';

/** A set of elements, as Cheerio's `children()` returns them. */
type Selection = ReturnType<ReturnType<CheerioAPI['root']>['children']>;

// Not prose a reader searches for: code (and the TypeScript/JavaScript tab strip above it), admonition titles, images.
const skipped = 'pre, [class*="codeBlock"], [role="tablist"], .admonition-heading, svg, img, hr, script, style';
const containers = new Set(['div', 'blockquote', 'details', 'section', 'figure', 'ul', 'ol']);
const headingLevels: Record<string, Exclude<Level, 'lvl0' | 'lvl1'>> = {h2: 'lvl2', h3: 'lvl3', h4: 'lvl4', h5: 'lvl5', h6: 'lvl6'};
// Nested categories are joined: "RTK Query › API Reference" tells the two "API Reference" categories apart.
const categorySeparator = ' › ';

/**
 * Turns one page of the production build into DocSearch records: the title, every heading, and every paragraph,
 * list item and table row with the headings above it. Returns undefined for a page that is not a documentation
 * page (no Markdown article): the landing page, the search page, the blog archive, the 404 page.
 */
export function extractRecords(html: string): DocSearchRecord[] | undefined {
  const $ = cheerio.load(html);
  const markdown = $('article .markdown').first();
  if (markdown.length === 0) return undefined;

  const url = required($('link[rel="canonical"]').attr('href'), 'a canonical link');
  const language = required($('meta[name="docsearch:language"]').attr('content'), 'docsearch:language');
  const docusaurusTag = required($('meta[name="docsearch:docusaurus_tag"]').attr('content'), 'docsearch:docusaurus_tag');
  const path = new URL(url).pathname;
  const category = $('.menu__link--sublist.menu__link--active')
    .map((_, link) => textOf($(link)))
    .get()
    .join(categorySeparator);

  const hierarchy: Hierarchy = {
    lvl0: category || 'Documentation',
    lvl1: required(textOf($('article h1').first()) || undefined, 'an h1'),
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];

  const add = (type: DocSearchRecord['type'], content: string | null): void => {
    const position = records.length;
    records.push({
      objectID: `${path}:${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      content,
      type,
      hierarchy: {...hierarchy},
      language,
      docusaurus_tag: docusaurusTag,
      // DocSearch's custom ranking: a heading outranks the paragraphs below it, and the title every heading.
      weight: {pageRank: 0, level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)), position},
    });
  };
  const addText = (text: string): void => {
    if (text) add('content', text);
  };

  const walk = (elements: Selection, atTop: boolean): void => {
    elements.each((_, element) => {
      const $element = $(element);
      const tag = element.tagName;
      if ($element.is(skipped) || tag === 'header') return;
      const level = headingLevels[tag];
      if (atTop && level) {
        hierarchy[level] = textOf($element.clone().find('.hash-link').remove().end());
        for (const lower of levels.slice(levels.indexOf(level) + 1)) hierarchy[lower] = null;
        anchor = $element.attr('id') ?? anchor;
        add(level, null);
      } else if (tag === 'li') {
        addText(textOf($element.clone().children(`ul, ol, ${skipped}`).remove().end()));
        walk($element.children('ul, ol'), false);
      } else if (tag === 'table') {
        $element.find('tr').each((_, row) => {
          if ($(row).parent().is('thead')) return;
          addText($(row).children().map((_, cell) => textOf($(cell))).get().filter(Boolean).join(' · '));
        });
      } else if (containers.has(tag)) {
        walk($element.children(), false);
      } else {
        addText(textOf($element));
      }
    });
  };

  add('lvl1', null);
  walk(markdown.children(), true);
  return records;
}

function textOf(selection: {text(): string}): string {
  // The zero-width space is the text of each heading's hash link.
  return selection.text().replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`A documentation page has no ${what}; the search records need it.`);
  return value;
}
