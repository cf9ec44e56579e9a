import type {SearchIndex} from 'algoliasearch';

// The algoliasearch v4 client's type; the top-level @algolia/client-search is v5, which DocSearch brings along.
type Settings = Parameters<SearchIndex['setSettings']>[0];

/**
 * The index settings DocSearch v3 and the Docusaurus theme expect of a DocSearch index; `npm run search:upload`
 * applies them, and search/crawler.config.js repeats them for Algolia's hosted crawler (a unit test keeps the two
 * equal).
 */
export const indexSettings = {
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
  // The navbar modal filters on language and docusaurus_tag; the /search page asks for both as disjunctive facets.
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  // The /search page shows this snippet and sends no attributesToSnippet of its own.
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  // A heading and the paragraphs below it share a URL: one result per URL, the best ranked.
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  // The /search page of the theme restyles matches marked with this class; the modal asks for <mark> per query.
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
  // API names such as `_unsafe_upsertQueryData` stay one word.
  separatorsToIndex: '_',
} satisfies Settings;
