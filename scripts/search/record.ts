/** The hierarchy levels of a DocSearch record: lvl0 is the sidebar category, lvl1 the page title, lvl2+ headings. */
export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export type Level = (typeof levels)[number];

export type Hierarchy = Record<Level, string | null>;

/**
 * One search record in the shape DocSearch v3 reads: a heading (`type` is its level) or a paragraph, list item or
 * table row under the headings of `hierarchy` (`type` is `content`).
 */
export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  type: Exclude<Level, 'lvl0'> | 'content';
  hierarchy: Hierarchy;
  /** From `<meta name="docsearch:language">`: the theme filters on `language:<locale>`. */
  language: string;
  /** From `<meta name="docsearch:docusaurus_tag">`: the theme filters on `docusaurus_tag:<tag>`. */
  docusaurus_tag: string;
  weight: {pageRank: number; level: number; position: number};
}
