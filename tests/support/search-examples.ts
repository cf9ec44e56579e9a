import type {DocSearchRecord} from '../../scripts/search/record';
import {algoliaDouble} from './algolia-double';
import {escapeHtml} from '../../src/search/highlight';

interface Answer {
  results: {hits: {content: string | null; _snippetResult: {content?: {value: string}}}[]}[];
}

/**
 * A query whose first results show text of the docs that looks like HTML (a generic such as `EnhancedStore<S>`),
 * and that text: a result that shows it literally proves the text was escaped on its way into the page.
 */
export function htmlLikeText(records: DocSearchRecord[]): {query: string; literal: string} {
  const answer = algoliaDouble(records);
  for (const record of records) {
    const match = /([A-Za-z]\w+)<[A-Za-z][^<>]{0,30}>/.exec(record.content ?? '');
    if (!match) continue;
    const [literal, query] = match;
    const request = {indexName: 'redux-toolkit', query, hitsPerPage: 5, attributesToSnippet: ['content:10']};
    const {results} = answer({requests: [request]}) as Answer;
    // The query word itself is wrapped in highlight tags; what follows it must arrive escaped.
    const escapedTail = escapeHtml(literal.slice(query.length));
    const shown = (hit: Answer['results'][number]['hits'][number]) =>
      hit.content?.includes(literal) && hit._snippetResult.content?.value.includes(escapedTail);
    if (results[0].hits.some(shown)) {
      return {query, literal};
    }
  }
  throw new Error('No text of the docs that looks like HTML shows among the first results of a query.');
}
