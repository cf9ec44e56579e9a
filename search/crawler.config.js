// Configuration for Algolia's hosted Crawler (the DocSearch program runs one per site), in the Crawler's own
// JavaScript format: paste it into the crawler's editor at dashboard.algolia.com (Data sources > Crawler > Editor);
// the dashboard fills in appId and apiKey. It is the alternative to `npm run search:records` + `npm run
// search:upload` and produces the same kind of records into the same index name:
// - lvl0 is the sidebar category of the page (nested categories joined with " › "), lvl1 the page title,
//   lvl2-lvl6 the headings h2-h6; content is paragraphs, list items and table rows, never code;
// - `language` and `docusaurus_tag` come from the page's docsearch meta tags: the theme filters on both.
// `initialIndexSettings` must stay equal to scripts/search/index-settings.ts (tests/unit/search-crawler-config.test.ts).
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://redux-toolkit.js.org/'],
  sitemaps: ['https://redux-toolkit.js.org/sitemap.xml'],
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://redux-toolkit.js.org/**'],
  actions: [
    {
      indexName: 'redux-toolkit',
      pathsToMatch: ['https://redux-toolkit.js.org/**', '!https://redux-toolkit.js.org/search/**'],
      recordExtractor: ({$, helpers}) => {
        // Only documentation pages: the landing page, the blog archive and the 404 page have no Markdown article.
        if ($('article .markdown').length === 0) return [];

        $('.hash-link, article pre, article [class*="codeBlock"], article [role="tablist"], .admonition-heading').remove();
        // A table row is one record; the cells need a separator once their text is joined.
        $('article .markdown tbody td:not(:last-child)').append(' · ');

        const category = $('.menu__link--sublist.menu__link--active')
          .map((_, link) => $(link).text().trim())
          .get()
          .join(' › ');
        const meta = (name) => $(`meta[name="docsearch:${name}"]`).attr('content');

        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: category || 'Documentation'},
            lvl1: 'article h1',
            lvl2: 'article .markdown > h2',
            lvl3: 'article .markdown > h3',
            lvl4: 'article .markdown > h4',
            lvl5: 'article .markdown > h5',
            lvl6: 'article .markdown > h6',
            content: 'article .markdown p, article .markdown li, article .markdown tbody tr',
            language: {defaultValue: meta('language') || 'en'},
            docusaurus_tag: {defaultValue: meta('docusaurus_tag') || 'default'},
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    'redux-toolkit': {
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      ignorePlurals: true,
      advancedSyntax: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
