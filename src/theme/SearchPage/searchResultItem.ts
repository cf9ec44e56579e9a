// What one result of the /search page shows, made from a hit of the Algolia-shaped answer (Algolia's or the local
// index's, src/search/algoliaAnswer.ts).

export interface SearchResultItem {
  /** The deepest heading of the hit, as highlighted HTML. */
  title: string;
  /** Path and anchor: the page links inside the site, whatever host the record names. */
  url: string;
  /** The snippet of the hit's text, as highlighted HTML, or '' for a heading. */
  summary: string;
  /** The sidebar category, page title and headings above the title, as highlighted HTML. */
  breadcrumbs: string[];
}

export interface SearchHit {
  url: string;
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}

// The index settings (scripts/search/index-settings.ts) mark matches with DocSearch's class; the page styles its own.
function withPageMatchClass(html: string): string {
  return html.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');
}

export function searchResultItem({url, _highlightResult, _snippetResult}: SearchHit): SearchResultItem {
  const {pathname, hash} = new URL(url);
  const headings = Object.values(_highlightResult.hierarchy).map(({value}) => withPageMatchClass(value));
  const snippet = _snippetResult?.content?.value;
  return {
    title: headings.pop() ?? '',
    url: pathname + hash,
    summary: snippet ? `${withPageMatchClass(snippet)}...` : '',
    breadcrumbs: headings,
  };
}
